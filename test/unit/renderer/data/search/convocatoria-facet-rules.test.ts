import { describe, expect, it } from 'vitest';
import { convocatoriaSchema, type Convocatoria } from '../../../../../src-shared/api';
import { toConvocatoriaRow } from '../../../../../src-renderer/data/cache/rows';
import { classifyConvocatoria } from '../../../../../src-renderer/data/search/convocatoria-facet-rules';
import { facets, optionsIn, type Facet } from '../../../../../src-renderer/data/search/convocatoria-facets';
import { realConvocatorias } from '../../../support/fixtures';
import { labels } from './convocatoria-facets.labels';

/** A convocatoria's facets as slugs, through the row the lists hold. */
function classify(titulo: string, bajada = '', cuerpo = ''): Record<Facet, string[]> {
  const record: Convocatoria = {
    id: 1,
    url: 'https://www.cultura.gob.ar/api/v2.0/convocatorias/1/',
    link: '',
    imagen: null,
    titulo,
    bajada,
    cuerpo,
    estado: 'abierta',
    fecha_inicio: '2024-01-01',
    fecha_fin: '2024-02-01',
    documentos: [],
  };
  return slugs(classifyConvocatoria(toConvocatoriaRow(record, { listas: [], seen: {} })));
}

function slugs(values: Record<Facet, number>): Record<Facet, string[]> {
  return {
    disciplina: optionsIn('disciplina', values.disciplina).map((option) => option.slug),
    tipo: optionsIn('tipo', values.tipo).map((option) => option.slug),
    provincia: optionsIn('provincia', values.provincia).map((option) => option.slug),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((value) => b.includes(value));

describe('classifyConvocatoria against the hand-labelled real records', () => {
  const records = new Map<number, Convocatoria>();
  for (const raw of realConvocatorias) {
    const record = convocatoriaSchema.parse(raw);
    if (!records.has(record.id)) records.set(record.id, record);
  }

  it('has a label for every distinct real convocatoria, and only for those', () => {
    expect(labels.map((label) => label.id).sort()).toEqual([...records.keys()].sort());
    expect(records.size).toBe(47);
  });

  it('agrees with the labels on at least 90 % of the records in each facet', () => {
    const agreed: Record<Facet, number> = { disciplina: 0, tipo: 0, provincia: 0 };
    const misses: string[] = [];
    for (const label of labels) {
      const record = records.get(label.id);
      if (record === undefined) throw new Error(`sin registro ${label.id}`);
      const found = slugs(classifyConvocatoria(toConvocatoriaRow(record, { listas: [], seen: {} })));
      for (const facet of facets) {
        if (sameSet(found[facet], label[facet])) agreed[facet]++;
        else misses.push(`  ${label.id} ${facet}: esperado ${label[facet].join(', ')}; reglas ${found[facet].join(', ')}`);
      }
    }
    const share = (facet: Facet): number => agreed[facet] / labels.length;
    console.log(
      [
        `Facetas de convocatorias frente a ${labels.length} registros reales etiquetados a mano:`,
        ...facets.map((facet) => `  ${facet}: ${agreed[facet]}/${labels.length} (${(share(facet) * 100).toFixed(1)} %)`),
        ...(misses.length > 0 ? ['Desacuerdos:', ...misses] : []),
      ].join('\n'),
    );
    for (const facet of facets) expect(share(facet), facet).toBeGreaterThanOrEqual(0.9);
  });
});

describe('provincia', () => {
  it.each([
    ['Taller de títeres en Rosario', 'Santa-Fe'],
    ['Muestra en Mar del Plata', 'Buenos-Aires'],
    ['Residencia en San Carlos de Bariloche', 'Rio-Negro'],
    ['Festival en Ushuaia', 'Tierra-del-Fuego'],
    ['Encuentro en Villa Carlos Paz', 'Cordoba'],
    ['Audiciones en CABA', 'CABA'],
    ['Audiciones en C.A.B.A.', 'CABA'],
    ['Audiciones en la Ciudad de Buenos Aires', 'CABA'],
    ['Audiciones en la Ciudad Autónoma de Buenos Aires', 'CABA'],
    ['Audiciones en Capital Federal', 'CABA'],
    ['Audiciones en la Cdad. de Bs. As.', 'CABA'],
    // In prose "Buenos Aires" alone is the city; the province is named as one.
    ['Para actores que residan en Buenos Aires', 'CABA'],
    ['Para artistas de la provincia de Buenos Aires', 'Buenos-Aires'],
    ['Para artistas de la Pcia. de Bs. As.', 'Buenos-Aires'],
    ['Para elencos del Gran Buenos Aires', 'Buenos-Aires'],
    ['Fiesta provincial de Sta. Fe', 'Santa-Fe'],
    ['Taller en Sgo. del Estero', 'Santiago-del-Estero'],
  ])('%j → %s', (titulo, provincia) => {
    expect(classify(titulo).provincia).toEqual([provincia]);
  });

  it('reads names whatever their accents and case', () => {
    for (const titulo of ['Fiesta del Teatro de NEUQUÉN', 'fiesta del teatro de neuquen', 'Fiesta del Teatro de Neuquén']) {
      expect(classify(titulo).provincia).toEqual(['Neuquen']);
    }
    expect(classify('Festival de ENTRE RIOS').provincia).toEqual(['Entre-Rios']);
  });

  it('lists each province a call names, in the facet order', () => {
    expect(classify('Gira por Tucumán, Jujuy y Rosario').provincia).toEqual(['Jujuy', 'Santa-Fe', 'Tucuman']);
  });

  it('is Nacional when a call names no province', () => {
    expect(classify('Becas para artistas de todo el país', 'Inscripción en la plataforma web').provincia).toEqual(['Nacional']);
  });

  it.each([
    ['a word that only begins like a place', 'Inscripción en la plataforma Somos Cultura'],
    ['a demonym, which is a way of speaking', 'Casting para actores cordobeses con tonada cordobesa'],
    ['a cabin', 'Residencia en una cabaña'],
    ['a street', 'Recepción en la calle Jujuy, esquina Av. Entre Ríos'],
    ['an address', 'Entregas en Santa Fe 1860, primer piso'],
    ['a university', 'Dicta una licenciada de la Universidad Nacional de Córdoba'],
    ['a river', 'Un taller a orillas del río Paraná'],
    ['a common word', 'Obras sobre el cielo azul y la resistencia'],
    ['a province name used as a word', 'Las corrientes artísticas y lo que salta a la vista'],
  ])('is not fooled by %s', (_what, titulo) => {
    expect(classify(titulo).provincia).toEqual(['Nacional']);
  });

  it('takes a year after a name as a year, not an address', () => {
    expect(classify('Fiesta del Teatro de Neuquén 2024').provincia).toEqual(['Neuquen']);
  });

  it('reads a province name used as a word where it is a place', () => {
    expect(classify('Festival en Corrientes').provincia).toEqual(['Corrientes']);
    expect(classify('Salta: taller de clown').provincia).toEqual(['Salta']);
  });

  it('goes by the title and bajada over the body, which also holds biographies', () => {
    const found = classify('Taller de clown en Salta', 'Cuatro encuentros', '<p>El docente trabajó en Buenos Aires y Mendoza.</p>');
    expect(found.provincia).toEqual(['Salta']);
    expect(classify('Taller de clown', 'Cuatro encuentros', '<p>Se dicta en la ciudad de Mendoza.</p>').provincia).toEqual(['Mendoza']);
  });
});

describe('disciplina', () => {
  it.each([
    ['Convocatoria para bailarines', ['danza']],
    ['Becas para MÚSICA y Danza', ['musica', 'danza']],
    ['Concurso de fotografía', ['artes-visuales']],
    ['Convocatoria para bibliotecas populares', ['otras']],
    ['Cursos de gestión cultural', ['gestion-cultural']],
    ['Festival de cortometrajes', ['cine-audiovisual']],
    ['Feria de artesanías', ['artesanias']],
    ['Concurso de diseño de indumentaria', ['diseno']],
    ['Curso de conservación preventiva para museos', ['patrimonio-museos']],
  ])('%j → %j', (titulo, expected) => {
    expect(classify(titulo).disciplina).toEqual(expected);
  });

  it('matches whole words only', () => {
    expect(classify('Arte cinético y coronación', '', '<p>Arte cinético y coronación.</p>').disciplina).toEqual(['sin-clasificar']);
  });

  it('does not take a venue, the actors of policy or a design of projects for a field', () => {
    expect(classify('Concierto de piano en el Teatro Colón').disciplina).toEqual(['musica']);
    expect(classify('Encuentro de actores sociales y el diseño de proyectos comunitarios').disciplina).toEqual(['sin-clasificar']);
  });

  it('goes by the title and bajada over the body', () => {
    const found = classify('Curso de poesía', '', '<p>La música de los versos; el taller cierra con una lectura en un museo.</p>');
    expect(found.disciplina).toEqual(['letras']);
  });

  it('reads the body when the title and bajada name no field, keeping its main fields', () => {
    const cuerpo =
      '<p>Para salas de teatro y grupos teatrales. Obras de teatro independiente; el teatro comunitario también. Sede: Museo del Cabildo.</p>';
    expect(classify('Convocatoria 2024', 'Abierta la inscripción', cuerpo).disciplina).toEqual(['artes-escenicas']);
  });

  it('is Sin clasificar when nothing names a field', () => {
    expect(classify('Fábrica de ideas').disciplina).toEqual(['sin-clasificar']);
  });

  it.each([
    ['Convocatoria para bandas emergentes', ['musica']],
    ['Bandas de rock del conurbano', ['musica']],
    ['Festival de BANDAS y solistas', ['musica']],
    ['Concurso para una banda de rock', ['musica']],
    ['Se busca banda musical para la fiesta', ['musica']],
  ])('takes bands for music: %j → %j', (titulo, expected) => {
    expect(classify(titulo).disciplina).toEqual(expected);
  });

  it.each([
    'Conectividad por banda ancha para bibliotecarios',
    'Inscripción en bandas horarias',
    'Talleres por bandas de edad',
    'Salas con bandas de precios',
    'Encuentro en La Banda',
    'Una banda horaria para la entrega',
  ])('does not take other bands for music: %j', (titulo) => {
    expect(classify(titulo).disciplina).not.toContain('musica');
  });
});

describe('tipo', () => {
  it.each([
    ['Becas y subsidios para músicos', ['beca', 'subsidio']],
    ['Premio a la trayectoria', ['premio']],
    ['Residencias artísticas en la Patagonia', ['residencia']],
    ['Festival de cine', ['festival']],
    ['Casting para actrices', ['audicion']],
    ['Convocatoria para integrar el Coro Polifónico', ['audicion']],
    ['Seminario de dramaturgia', ['taller-formacion']],
    ['Convocatoria para salas', ['convocatoria-general']],
  ])('%j → %j', (titulo, expected) => {
    expect(classify(titulo).tipo).toEqual(expected);
  });

  it('goes by the title, then the bajada, then what the body names most', () => {
    expect(classify('Beca de creación', 'Con premio estímulo', '<p>Un premio.</p>').tipo).toEqual(['beca']);
    expect(classify('Convocatoria 2024', 'Abrió la inscripción al taller', '<p>Premios y premios.</p>').tipo).toEqual(['taller-formacion']);
    expect(classify('Convocatoria 2024', '', '<p>Un subsidio; los subsidios se pagan en una cuota. Sin premio.</p>').tipo).toEqual([
      'subsidio',
    ]);
  });

  it('does not take a purchase or a legal phrase for a kind of call', () => {
    const cuerpo = '<p>Concurso de precios N.º 12. No se dará curso a las solicitudes incompletas.</p>';
    expect(classify('Convocatoria para salas', '', cuerpo).tipo).toEqual(['convocatoria-general']);
  });

  it('is Sin clasificar when the text does not even say it is a call', () => {
    expect(classify('Fábrica de ideas').tipo).toEqual(['sin-clasificar']);
  });
});
