/**
 * The rules that place a convocatoria in the facets of convocatoria-facets.ts, from its title, its
 * bajada and the folded text of its body (the row's `searchText`), so that they run on the rows the
 * lists hold. Keywords are regular-expression sources over folded text ("música" → "musica"),
 * matched as whole words. The title and the bajada say what a call is; its body also carries
 * biographies, addresses and boilerplate, so it is read only when they name nothing.
 * Checked against hand-labelled real records: test/unit/renderer/data/search/.
 */
import { fold } from '../../../src-shared/text';
import { bitOf, provinciaOptions, type ConvocatoriaFacets, type DisciplinaSlug, type TipoSlug } from './convocatoria-facets';
import { abbreviations, knownPlaces, placeKey, type Provincia } from './provincias';

type Keywords<S extends string> = Readonly<Record<Exclude<S, 'sin-clasificar' | 'convocatoria-general'>, readonly string[]>>;

// Each line: keywords of one theme, as alternatives ("|").
const disciplinaKeywords: Keywords<DisciplinaSlug> = {
  musica: [
    'music[ao]s?|musicales?|musicxs|musicografia|artes? sonor[ao]s?|inamu|ibermusicas',
    'orquestas?|orquestales?|sinfonic[ao]s?|filarmonic[ao]s?|conciertos?|instrumentistas?',
    'coros?|corales?|coreutas?|canto|cantantes?|cancion(?:es)?|compositor(?:a|es|as)?',
    'arpa|arpistas?|oboe|pianos?|pianistas?|tango|folk?lore',
    // "Bandas emergentes", "bandas de rock"; not "bandas horarias", nor "banda ancha", nor the city of La Banda.
    'bandas(?! (?:horarias|anchas|de (?:frecuencias?|precios|edad(?:es)?)))|banda (?:de (?:rock|jazz|cumbia|musica|tango|folk?lore)|musical)',
  ],
  'artes-escenicas': [
    // "En el Teatro Picadero" says where something happens, not what it is about.
    'teatros?(?<!en el teatros?)|teatral(?:es)?|escenic[ao]s?|espectaculos?|int', // INT: Instituto Nacional del Teatro
    // Not the "actores sociales" of cultural policy.
    'actor(?:es)?(?! (?:sociales|locales|culturales|institucionales|comunitarios|del sector|claves?))|actriz|actrices|actoral(?:es)?',
    'dramaturgi[ao]s?|dramaturg[ao]s?|texto dramatico|titeres?|titiriteros?|clown|circo|circenses?',
  ],
  danza: ['danzas?|bailarin(?:a|es|as)?|ballet|coreografi[ao]s?|coreograf[ao]s?'],
  'artes-visuales': [
    'artes? visuales?|artistas? visuales?|arte contemporaneo|bellas artes',
    'pintura|pintor(?:a|es|as)?|esculturas?|escultor(?:a|es|as)?|dibujos?|muralismo',
    'fotografi[ao]s?|fotograf[ao]s?|ilustracion(?:es)?|ilustrador(?:a|es|as)?',
  ],
  letras: [
    'letras|literatura|literari[ao]s?|poesias?|poemas?|poetas?|novelas?|cuentos?|narrativas?',
    'escritor(?:a|es|as)?|libros?|editoriales|traduccion(?:es)?|traductor(?:a|es|as)?',
  ],
  'cine-audiovisual': ['cine|cinematografic[ao]s?|audiovisual(?:es)?|peliculas?|cortometrajes?|largometrajes?|videoclips?|incaa'],
  diseno: [
    // Not "el diseño de proyectos".
    'disenos?(?! (?:de (?:proyectos?|politicas|estrategias|programas|contenidos|planes|propuestas)|curricular))',
    'disenador(?:a|es|as)?|indumentaria',
  ],
  'patrimonio-museos': [
    // "En el Museo…" is a venue, as with teatro.
    'museos?(?<!en el museos?)|museologic[ao]s?|museistic[ao]s?|museografi[ao]|ibermuseos',
    'patrimonio|patrimoniales?|bienes culturales|conservacion preventiva|restauracion|arqueologic[ao]s?',
  ],
  artesanias: ['artesanias?|artesan[ao]s?|artesanales?'],
  'gestion-cultural': [
    'gestion cultural|gestor(?:a|es|as)? cultural(?:es)?|proyectos culturales|politicas culturales',
    'emprendedor(?:a|es|as)?|emprendimientos? culturales?|industrias culturales',
  ],
  otras: [
    'bibliotecas?(?<!en la bibliotecas?)|bibliotecologia|bibliotecari[ao]s?',
    'videojuegos?|arte y (?:la )?tecnologia|tecnologia y (?:el )?arte|arte digital|arquitectura|gastronomi[ao]',
  ],
};

const tipoKeywords: Keywords<TipoSlug> = {
  beca: ['becas?|becari[ao]s'],
  // "Concurso de precios" is a purchase, not a call for artists.
  concurso: ['concursos?(?! (?:publicos? )?de precios)|concursables?'],
  premio: ['premios?|galardon(?:es)?'],
  residencia: ['residencias? (?:artisticas?|creativas?|de (?:creacion|artistas|arte|escritura|investigacion))|en residencia'],
  festival: [
    'festival(?:es)?',
    'fiestas? (?:provincial(?:es)?|nacional(?:es)?|regional(?:es)?|del? (?:la )?(?:teatro|musica|danza|cine|poesia|libro))',
  ],
  audicion: [
    'audicion(?:es)?|audicionar|castings?',
    // How an elenco recruits: "para integrar la Orquesta", "convoca a arpistas para integrar el organismo".
    'integrar (?:la|el|las|los|sus|todas sus) (?:orquesta|coro|ballet|elenco|filas|organismo)',
  ],
  'taller-formacion': [
    // Not "no se dará curso a", "en curso".
    'talleres|taller|cursos?(?<!(?:dar|dara|daran|dio|en) cursos?)|capacitacion(?:es)?|formacion',
    'seminarios?|clases? magistral(?:es)?|diplomaturas?|tecnicaturas?|coloquios?|conferencias?|congresos?',
    'encuentros? (?:(?:nacional|regional|federal|internacional)(?:es)? )?sobre|encuentros? de formacion',
  ],
  subsidio: [
    'subsidios?|ayudas|ayudas? (?:economica|financiera)s?|apoyo (?:economico|financiero)|aportes?',
    'financiamiento|financiacion|financiar',
    'fondos? (?:iber\\w+|concursables?|de (?:apoyo|fomento|ayuda|financiamiento|promocion))',
  ],
};

/** A call that is plainly a call, of no kind above. */
const convocatoriaWords = /\b(?:convoca\w*|llamados?|programas?|inscripci\w*)\b/;

interface Rules {
  pattern: RegExp;
  bits: readonly number[];
}

/**
 * One pattern per facet: a capture group per option, so a match says which option it is. `\b` is a
 * word's edge here: folded text has no accented letters left.
 */
function compile(keywords: Readonly<Record<string, readonly string[]>>, bitOfSlug: (slug: string) => number): Rules {
  const slugs = Object.keys(keywords);
  const groups = slugs.map((slug) => `(${(keywords[slug] ?? []).join('|')})`);
  const pattern = new RegExp(`\\b(?:${groups.join('|')})\\b`, 'g');
  // A keyword with a capturing group of its own would shift every option after it: a bug.
  if (new RegExp(`${pattern.source}|`).exec('')?.length !== slugs.length + 1)
    throw new Error('una palabra clave tiene un grupo de captura');
  return { pattern, bits: slugs.map(bitOfSlug) };
}

const disciplinaRules = compile(disciplinaKeywords, (slug) => bitOf('disciplina', slug));
const tipoRules = compile(tipoKeywords, (slug) => bitOf('tipo', slug));

/** Calls `found(i)` for each keyword in `text`, i being its option's place in `rules.bits`. */
function eachHit(rules: Rules, text: string, found: (option: number) => void): void {
  const { pattern } = rules;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    for (let i = 1; i < match.length; i++) {
      if (match[i] !== undefined) {
        found(i - 1);
        break;
      }
    }
  }
}

function maskOf(rules: Rules, text: string): number {
  let mask = 0;
  eachHit(rules, text, (option) => (mask |= rules.bits[option] ?? 0));
  return mask;
}

/** The disciplinas a text names, as a bit set (0 for none): for a row's chip, those of its title. */
export function disciplinasNamedIn(text: string): number {
  return maskOf(disciplinaRules, fold(text));
}

// Scratch for bodyMask, reused: classifications run one at a time.
const counts = new Int32Array(32);

/** The options a body names at least `share` times as often as its most named one. */
function bodyMask(rules: Rules, text: string, share: number): number {
  counts.fill(0);
  eachHit(rules, text, (option) => (counts[option] = (counts[option] ?? 0) + 1));
  const most = Math.max(...counts);
  let mask = 0;
  if (most > 0) rules.bits.forEach((bit, option) => (mask |= (counts[option] ?? 0) >= most * share ? bit : 0));
  return mask;
}

// ---- Provincia ----

/**
 * City names of the directory lists that are also everyday words in prose ("azul", "campana",
 * "resistencia", "la banda"…): a call held there names its province too, in practice.
 */
const commonWords = new Set([
  'azul',
  'campana',
  'tigre',
  'pergamino',
  'resistencia',
  'posadas',
  'concordia',
  'reconquista',
  'la banda',
  'goya',
  'el bolson',
  'yerba buena',
]);

/** Province names that are also words ("las corrientes artísticas", "salta a la vista"): a place only after a preposition or punctuation. */
const ambiguous = new Set(['corrientes', 'misiones', 'salta', 'mendoza', 'la pampa']);
const placeLead = /(?:^|[,;:(/"“–—-]|(?<![a-z0-9])(?:de|del|en|y|e|a|por|desde|hasta|hacia|para))\s*$/;

/** Not the place itself: a street ("Av. Corrientes"), a university ("Universidad Nacional de San Juan"), a river ("río Paraná"). */
const notAPlaceBefore =
  /(?<![a-z0-9])(?:(?:av|avda|avenida|calle|pasaje|pje|diagonal|bv|boulevard|bulevar)\.?|universidad(?:\s+nacional)?\s+de(?:l|\s+la)?|rio)\s+$/;
/** "Santa Fe 1860" is an address; "Neuquén 2024" is a year. */
const streetNumberAfter = /^\s+(?!(?:19|20)\d\d(?!\d))\d{1,5}(?!\d)/;
const provinciaBefore = /(?<![a-z0-9])(?:(?:provincia|pcia|prov|pvcia)\.?\s*(?:de\s+)?|gran\s+)$/;

const spelledOut = new Map<string, string[]>();
for (const [short, word] of Object.entries(abbreviations)) spelledOut.set(word, [...(spelledOut.get(word) ?? []), short]);

/** A placeKey as prose writes it: "santa fe" also as "sta. fe", "buenos aires" as "bs. as.", "caba" as "c.a.b.a.". */
function proseSpellings(key: string): string[] {
  if (key === 'caba') return ['caba', 'c.a.b.a'];
  let spellings = [''];
  for (const word of key.replace('buenos aires', 'buenos_aires').split(' ')) {
    const forms = [`${word.replace('_', ' ')} `, ...(spelledOut.get(word) ?? []).map((short) => `${short}. `)];
    if (word === 'buenos_aires') forms.push('bs. as. ');
    spellings = spellings.flatMap((start) => forms.map((form) => start + form));
  }
  // A final abbreviation's dot is left out of the match, which ends at a word's end.
  return spellings.map((spelling) => spelling.trimEnd().replace(/\.$/, ''));
}

interface Trie {
  end: boolean;
  next: Map<string, Trie>;
}

/**
 * One pattern for many spellings, their common beginnings written once ("san (?:juan|luis|…)"):
 * the engine then tries a handful of letters at each word, not every spelling. In a spelling,
 * "." is an optional dot, ". " an optional dot and optional spaces (after "Sta"), " " any spaces.
 */
function spellingsPattern(spellings: readonly string[]): RegExp {
  const root: Trie = { end: false, next: new Map() };
  for (const spelling of spellings) {
    let node = root;
    for (const unit of spelling.match(/\. |\.| |[^. ]/g) ?? []) {
      const part = unit === '. ' ? '\\.?\\s*' : unit === '.' ? '\\.?' : unit === ' ' ? '\\s+' : unit;
      let child = node.next.get(part);
      if (child === undefined) node.next.set(part, (child = { end: false, next: new Map() }));
      node = child;
    }
    node.end = true;
  }
  // Longest first: a spelling that goes on is tried before one that ends here.
  const source = (node: Trie): string => {
    const branches = [...node.next].map(([part, child]) => part + source(child));
    if (branches.length === 0) return '';
    const choice = branches.length === 1 ? (branches[0] ?? '') : `(?:${branches.join('|')})`;
    return node.end ? `(?:${choice})?` : choice;
  };
  return new RegExp(`\\b${source(root)}\\b`, 'g');
}

const placePattern = spellingsPattern([...knownPlaces.keys()].filter((key) => !commonWords.has(key)).flatMap(proseSpellings));

const provinciaBits = new Map<string, number>(provinciaOptions.map((option) => [option.label, option.bit]));
const caba: Provincia = 'Ciudad Autónoma de Buenos Aires';

/** The provinces a folded text names, by the lists' names and cities; 0 for none. */
function placesIn(text: string): number {
  let mask = 0;
  placePattern.lastIndex = 0;
  for (let match = placePattern.exec(text); match !== null; match = placePattern.exec(text)) {
    const key = placeKey(match[0]);
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    if (notAPlaceBefore.test(before) || streetNumberAfter.test(text.slice(placePattern.lastIndex, placePattern.lastIndex + 8))) continue;
    if (ambiguous.has(key) && !placeLead.test(before)) continue;
    let provincia = knownPlaces.get(key);
    // In prose, bare "Buenos Aires" is the city ("residan en Buenos Aires"); the province says so.
    if (key === 'buenos aires' && !provinciaBefore.test(before)) provincia = caba;
    mask |= provincia === undefined ? 0 : (provinciaBits.get(provincia) ?? 0);
  }
  return mask;
}

// ---- The three facets ----

/** What the rules read: the row's titulo and bajada as written, and its folded searchText. */
export interface ConvocatoriaText {
  titulo: string;
  bajada: string;
  /** Folded titulo, bajada and text of cuerpo (see cache/rows.ts); '' when the body is not at hand. */
  searchText: string;
}

const sinClasificarDisciplina = bitOf('disciplina', 'sin-clasificar');
const sinClasificarTipo = bitOf('tipo', 'sin-clasificar');
const convocatoriaGeneral = bitOf('tipo', 'convocatoria-general');
const nacional = bitOf('provincia', 'Nacional');

/**
 * The disciplinas, tipos and provincias of a convocatoria. Disciplinas: those its title and bajada
 * name, else those its body names at least a third as often as its most named one. Tipo: its
 * title's, else its bajada's, else its body's most named; else a plain call. Provincia: those its
 * title and bajada name, else its body's; else Nacional.
 */
export function classifyConvocatoria(text: ConvocatoriaText): ConvocatoriaFacets {
  const titulo = fold(text.titulo);
  const bajada = fold(text.bajada);
  const body = text.searchText;

  const disciplina = maskOf(disciplinaRules, titulo) | maskOf(disciplinaRules, bajada) || bodyMask(disciplinaRules, body, 1 / 3);

  let tipo = maskOf(tipoRules, titulo) || maskOf(tipoRules, bajada) || bodyMask(tipoRules, body, 1);
  if (tipo === 0 && (convocatoriaWords.test(titulo) || convocatoriaWords.test(bajada) || convocatoriaWords.test(body)))
    tipo = convocatoriaGeneral;

  const provincia = placesIn(titulo) | placesIn(bajada) || placesIn(body);

  return {
    disciplina: disciplina || sinClasificarDisciplina,
    tipo: tipo || sinClasificarTipo,
    provincia: provincia || nacional,
  };
}
