/**
 * Every real convocatoria of test/fixtures/real/ (47 distinct records: all there are), labelled by
 * hand from reading its title, bajada and body — not from the rules' output. Slugs as in
 * convocatoria-facets.ts.
 *
 * How they were read:
 * - disciplina: the fields the call is for; a call open to a list of fields gets each of them.
 * - tipo: the kind(s) of call its title presents it as (or its bajada, when the title says only
 *   "Convocatoria…"); encuentros, coloquios and conferences to learn from count as formación; a
 *   call to join an orchestra or a cast is an audición; a call of no particular kind is general.
 * - provincia: the provinces the call names as its place or its participants' (cities in their
 *   province, "Buenos Aires" alone meaning the city as it does in prose), not places in
 *   biographies, institution names, street names or lists of countries; Nacional when none.
 */
import type { DisciplinaSlug, TipoSlug } from '../../../../../src-renderer/data/search/convocatoria-facets';

export interface Label {
  id: number;
  disciplina: readonly DisciplinaSlug[];
  tipo: readonly TipoSlug[];
  provincia: readonly string[];
}

const nacional = ['Nacional'];

export const labels: readonly Label[] = [
  // Audiciones, arpa, Orquesta Sinfónica Juvenil; "las audiciones se realizarán en CABA".
  { id: 13993, disciplina: ['musica'], tipo: ['audicion'], provincia: ['CABA'] },
  // "Convocatoria para integrar la Orquesta…"; auditions in CABA (San Juan, La Plata: the director's biography).
  { id: 13969, disciplina: ['musica'], tipo: ['audicion'], provincia: ['CABA'] },
  { id: 13880, disciplina: ['artes-escenicas'], tipo: ['festival'], provincia: ['Neuquen'] },
  // Fondo Ibermuseos: money for museum heritage projects in 22 countries.
  { id: 13819, disciplina: ['patrimonio-museos'], tipo: ['subsidio'], provincia: nacional },
  // Pixel, talleres iniciales en Tecnología y Arte (videogames, live coding): another field.
  { id: 13775, disciplina: ['otras'], tipo: ['taller-formacion'], provincia: nacional },
  // Orquesta Sinfónica Nacional "convoca a arpistas para integrar el organismo"; tests at the CCK, CABA ("Av. Corrientes" is a street).
  { id: 13745, disciplina: ['musica'], tipo: ['audicion'], provincia: ['CABA'] },
  { id: 13742, disciplina: ['patrimonio-museos'], tipo: ['taller-formacion'], provincia: nacional },
  // Ampliar+Escenas: an aporte of $300.000 to theatres.
  { id: 13743, disciplina: ['artes-escenicas'], tipo: ['subsidio'], provincia: nacional },
  { id: 13739, disciplina: ['musica'], tipo: ['taller-formacion'], provincia: nacional },
  // Escuela de Canto Coral: audition at the Biblioteca Nacional, Ciudad de Buenos Aires.
  { id: 13727, disciplina: ['musica'], tipo: ['audicion'], provincia: ['CABA'] },
  // Tecnicatura en Bibliotecología: presencial for CABA and the AMBA's municipios of the provincia de Buenos Aires.
  { id: 13692, disciplina: ['otras'], tipo: ['taller-formacion'], provincia: ['Buenos-Aires', 'CABA'] },
  { id: 13681, disciplina: ['artes-escenicas'], tipo: ['festival'], provincia: ['Rio-Negro'] },
  // A capacitación on stage safety in General Roca, Río Negro.
  { id: 13675, disciplina: ['artes-escenicas'], tipo: ['taller-formacion'], provincia: ['Rio-Negro'] },
  // Coloquio on the bienes culturales of schools' museums, on Zoom.
  { id: 13676, disciplina: ['patrimonio-museos'], tipo: ['taller-formacion'], provincia: nacional },
  { id: 13649, disciplina: ['musica'], tipo: ['audicion'], provincia: ['CABA'] },
  { id: 13628, disciplina: ['patrimonio-museos'], tipo: ['taller-formacion'], provincia: nacional },
  // Premios Nacionales 2023: this year Poesía, Texto Dramático, Ensayo, Folclore y Tango, Ensayo Curatorial.
  { id: 13647, disciplina: ['musica', 'artes-escenicas', 'letras'], tipo: ['premio'], provincia: nacional },
  // Cursos de gestión cultural, virtual; "Ambos de la provincia de Río Negro" is about the teachers.
  { id: 13613, disciplina: ['gestion-cultural'], tipo: ['taller-formacion'], provincia: nacional },
  // Red Federal de Teatros: a circulation programme for theatres of the whole country.
  { id: 13611, disciplina: ['artes-escenicas'], tipo: ['convocatoria-general'], provincia: nacional },
  // Casting at the Cervantes for actors "que residan en Buenos Aires" with a cordobés accent: a way of speaking, not a place.
  { id: 13612, disciplina: ['artes-escenicas'], tipo: ['audicion'], provincia: ['CABA'] },
  // Cervantes Educación: theatre resources for schools of the whole country.
  { id: 14034, disciplina: ['artes-escenicas'], tipo: ['convocatoria-general'], provincia: nacional },
  { id: 14031, disciplina: ['musica'], tipo: ['audicion'], provincia: ['CABA'] },
  // Intérpretes teatrales for a play in Salta: the bajada says audiciones.
  { id: 14020, disciplina: ['artes-escenicas'], tipo: ['audicion'], provincia: ['Salta'] },
  // A producer for a theatre project in Salta: a job, of no kind of the list.
  { id: 14019, disciplina: ['artes-escenicas'], tipo: ['convocatoria-general'], provincia: ['Salta'] },
  { id: 8440, disciplina: ['musica'], tipo: ['audicion'], provincia: ['CABA'] },
  // Musicografía en Braille for the Coro Polifónico Nacional de Ciegos; classes in the ciudad de Buenos Aires.
  { id: 8425, disciplina: ['musica'], tipo: ['taller-formacion'], provincia: ['CABA'] },
  // Plan de Becas del INT (Instituto Nacional del Teatro).
  { id: 8424, disciplina: ['artes-escenicas'], tipo: ['beca'], provincia: nacional },
  { id: 8405, disciplina: ['musica'], tipo: ['audicion'], provincia: ['CABA'] },
  { id: 8317, disciplina: ['musica'], tipo: ['audicion'], provincia: ['CABA'] },
  // Arte y Transformación Social: "Artes Visuales, Patrimonio y Artesanías, Teatro y Danza, Diseño, Arquitectura, Música, Letras y Medios Audiovisuales".
  {
    id: 8294,
    disciplina: [
      'musica',
      'artes-escenicas',
      'danza',
      'artes-visuales',
      'letras',
      'cine-audiovisual',
      'diseno',
      'patrimonio-museos',
      'artesanias',
      'otras',
    ],
    tipo: ['concurso'],
    provincia: nacional,
  },
  // The Selector Pro: a music-industry conference for musicians, at the Teatro Picadero, ciudad de Buenos Aires.
  { id: 8273, disciplina: ['musica'], tipo: ['taller-formacion'], provincia: ['CABA'] },
  // A clown workshop in Salta ("en Buenos Aires" is in the teacher's biography).
  { id: 8188, disciplina: ['artes-escenicas'], tipo: ['taller-formacion'], provincia: ['Salta'] },
  // A course on Rodolfo Walsh's work at the Museo Casa de Ricardo Rojas, CABA.
  { id: 8116, disciplina: ['letras'], tipo: ['taller-formacion'], provincia: ['CABA'] },
  // Bands chosen for a showcase at a music convention in São Paulo.
  { id: 8109, disciplina: ['musica'], tipo: ['convocatoria-general'], provincia: nacional },
  // The winners are shown "dentro de la Ciudad Autónoma de Buenos Aires".
  { id: 8099, disciplina: ['artes-visuales'], tipo: ['concurso'], provincia: ['CABA'] },
  // Coro Polifónico Nacional: the text names no place.
  { id: 8088, disciplina: ['musica'], tipo: ['audicion'], provincia: nacional },
  // Encuentro Nacional sobre conservación de arte contemporáneo, for museum staff, in the Ciudad de Buenos Aires.
  { id: 8087, disciplina: ['artes-visuales', 'patrimonio-museos'], tipo: ['taller-formacion'], provincia: ['CABA'] },
  { id: 8082, disciplina: ['artes-escenicas'], tipo: ['concurso'], provincia: nacional },
  { id: 8038, disciplina: ['patrimonio-museos'], tipo: ['taller-formacion'], provincia: nacional },
  { id: 8076, disciplina: ['musica'], tipo: ['premio'], provincia: nacional },
  // Ibermúsicas "Ayudas a residencias artísticas" (in Mexico).
  { id: 8075, disciplina: ['musica'], tipo: ['residencia', 'subsidio'], provincia: nacional },
  // "Ayudas a procesos de formación" for institutions, and for talleristas.
  { id: 8074, disciplina: ['musica'], tipo: ['taller-formacion', 'subsidio'], provincia: nacional },
  { id: 8073, disciplina: ['musica'], tipo: ['taller-formacion', 'subsidio'], provincia: nacional },
  // "Ayudas a instituciones para residencias artísticas de compositores".
  { id: 8072, disciplina: ['musica'], tipo: ['residencia', 'subsidio'], provincia: nacional },
  { id: 7273, disciplina: ['letras'], tipo: ['concurso'], provincia: nacional },
  // Fábrica de Emprendedores, "Capacitaciones para proyectos culturales"; empty body.
  { id: 3162, disciplina: ['gestion-cultural'], tipo: ['taller-formacion'], provincia: nacional },
  // FNA's line for any field, to "artistas, gestores culturales y emprendedores sociales": becas, and subsidios.
  { id: 3161, disciplina: ['gestion-cultural'], tipo: ['beca', 'subsidio'], provincia: nacional },
];
