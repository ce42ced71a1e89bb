// @vitest-environment jsdom
/** The names documents take from their record: a body link's text, else the file name with the record's accents. */
import { describe, expect, it } from 'vitest';
import { nameFromLinkText, readableName, readRecordWords, withRecordAccents } from '../../../../src-renderer/ui/document-name';
import { describeDocument } from '../../../../src-renderer/ui/documents';
import { realConvocatorias } from '../../support/fixtures';

const site = 'https://www.cultura.gob.ar/media/uploads';

/** The name the box shows for `url` in a record with this body (and title). */
function nameIn(url: string, cuerpo: string, titulo = ''): string {
  return describeDocument(url, readRecordWords({ titulo, bajada: '', cuerpo }, new DOMParser())).name;
}

describe('a document named by the link to it in the body', () => {
  it.each([
    [`${site}/bases.pdf`, `<p>Leé las <a href="${site}/bases.pdf">Bases y condiciones</a>.</p>`, 'Bases y condiciones', 'the same address'],
    [`${site}/bases.pdf`, '<p><a href="/media/uploads/bases.pdf">Bases y condiciones</a></p>', 'Bases y condiciones', 'a relative link'],
    [
      `${site}/bases.pdf`,
      '<p><a href="http://cultura.gob.ar/media/uploads/bases.pdf#p2">Bases y condiciones</a></p>',
      'Bases y condiciones',
      'http, without www, with a fragment',
    ],
    [
      `${site}/bases%202026.pdf`,
      '<p><a href="/media/uploads/bases 2026.pdf">Reglamento</a></p>',
      'Reglamento',
      'percent-encoded on one side only',
    ],
    [`${site}/bases.pdf`, '<p><a href="/media/uploads/otras.pdf">Otras bases</a></p>', 'Bases', 'a link to another file is not its name'],
    [`${site}/bases.pdf`, '<p><a href="/media/uploads/bases.pdf">acá</a></p>', 'Bases', '"acá" names nothing'],
    [`${site}/bases.pdf`, '<p><a href="/media/uploads/bases.pdf">Hacé click aquí</a></p>', 'Bases', '"Hacé click aquí" names nothing'],
    [`${site}/bases.pdf`, `<p><a href="/media/uploads/bases.pdf">${site}/bases.pdf</a></p>`, 'Bases', 'a bare address names nothing'],
    [
      `${site}/bases.pdf`,
      '<p><a href="/media/uploads/bases.pdf">acá</a> o <a href="/media/uploads/bases.pdf">Bases del concurso</a></p>',
      'Bases del concurso',
      'the first link that names something',
    ],
    [`${site}/bases.pdf`, '<p><a href="/media/uploads/bases.pdf">  Bases\n y   condiciones: </a></p>', 'Bases y condiciones', 'spaces'],
    [`${site}/bases.pdf`, '<p><a href="/media/uploads/bases.pdf">bases y condiciones</a></p>', 'Bases y condiciones', 'a capital first'],
    [`${site}/bases.pdf`, '<p><a href="/media/uploads/bases.pdf">Consultá las bases</a></p>', 'Bases', 'the call to action goes'],
  ])('%s in %s → %s (%s)', (url, cuerpo, expected) => {
    expect(nameIn(url, cuerpo)).toBe(expected);
  });
});

describe('nameFromLinkText', () => {
  it.each([
    ['DESCARGÁ EL PROGRAMA', 'Programa'],
    ['Declaración Jurada de Coautoría', 'Declaración Jurada de Coautoría'],
    ['“Reglamento general”', 'Reglamento general'],
    ['bases_y_condiciones_2026.pdf', 'Bases y condiciones 2026'],
    ['Ver el reglamento', 'Reglamento'],
    ['Ver', null],
    ['Más información', null],
    ['descargar PDF', null],
    ['www.cultura.gob.ar/bases', null],
    ['', null],
  ])('%s → %s', (text, expected) => {
    expect(nameFromLinkText(text)).toBe(expected);
  });
});

describe('a cleaned file name with the accents the record gives it', () => {
  it.each([
    [
      'bases-y-condiciones-musica.pdf',
      '<p>Bases y condiciones Música</p>',
      'Bases y condiciones Música',
      'the whole name, as the body spells it',
    ],
    [
      'bases-y-condiciones-musica.pdf',
      '<p>BASES Y CONDICIONES MÚSICA</p>',
      'Bases y condiciones música',
      'shouted in the body: the accents, not the capitals',
    ],
    [
      'convocatoria_de_musica_y_danza.pdf',
      '<p>Becas de música. La danza y la música popular.</p>',
      'Convocatoria de música y danza',
      'word by word',
    ],
    ['anexo_diseno_2026.pdf', '<p>Concurso de Diseño</p>', 'Anexo diseño 2026', 'ñ'],
    [
      'esta_convocatoria_2026.pdf',
      '<p>Está abierta esta convocatoria.</p>',
      'Esta convocatoria 2026',
      'the record also writes it without accent',
    ],
    [
      'publico_general.pdf',
      '<p>Para público general; el jurado publicó dos veces, público.</p>',
      'Público general',
      'the spelling used most',
    ],
    ['formulario_de_inscripcion.docx', '<p>Sin más datos.</p>', 'Formulario de inscripcion', 'nothing to restore'],
    ['tu_veneno_en_mi.pdf', '<p>Tu veneno en mí</p>', 'Tu veneno en mí', 'a short word in the whole phrase'],
    ['mi_obra.pdf', '<p>La obra es para mí.</p>', 'Mi obra', 'a short word alone stays'],
  ])('%s in %s → %s (%s)', (file, cuerpo, expected) => {
    expect(nameIn(`${site}/${file}`, cuerpo)).toBe(expected);
  });

  it('reads entities and the title too', () => {
    expect(nameIn(`${site}/premio_de_dramaturgia.pdf`, '<p>Premio de dramaturgia &amp; m&uacute;sica</p>')).toBe('Premio de dramaturgia');
    expect(nameIn(`${site}/reglamento_cancion_federal.pdf`, '<p>Inscripción abierta.</p>', 'Canción Federal 2026')).toBe(
      'Reglamento canción federal',
    );
  });

  it('keeps punctuation between words', () => {
    expect(withRecordAccents('100% musica', ['La', 'música'])).toBe('100% música');
    expect(withRecordAccents('Reglamento v2.0 musica', ['música'])).toBe('Reglamento v2.0 música');
  });
});

describe('readableName cleans file names', () => {
  it.each([
    ['bases.pdf.pdf', 'Bases', 'the extension twice'],
    ['bases (1).pdf', 'Bases', "a download's copy number"],
    ['bases_y_condiciones_3f9a2c1b7e.pdf', 'Bases y condiciones', 'a hex hash'],
    ['bases-0b8e4a52-1c7d-4f3e-9a6b-2d5c8e1f0a34.pdf', 'Bases', 'a UUID'],
    ['informe_20231105.pdf', 'Informe 20231105', 'a date is not a hash'],
    ['informe_acabado.pdf', 'Informe acabado', 'a word of hex letters is not a hash'],
    ['anexo_i_2019.odt', 'Anexo I 2019', 'a Roman numeral'],
    ['anexo-iv-formulario.pdf', 'Anexo IV formulario', 'a Roman numeral before a word'],
    ['capitulo_xxiii.pdf', 'Capitulo XXIII', 'a Roman numeral at the end'],
    ['vi_bienal_de_arte.pdf', 'VI bienal de arte', 'an ordinal first'],
    ['xv-salon.pdf', 'XV salon', 'an ordinal before one word'],
    ['iv.pdf', 'Iv', 'not a name of one word'],
    ['bases_civil_viii.pdf', 'Bases civil VIII', 'not letters inside a word'],
    ['mix_final.pdf', 'Mix final', 'not a word that starts like one'],
  ])('%s → %s (%s)', (file, expected) => {
    expect(readableName(file)).toBe(expected);
  });
});

interface RealRecord {
  id: number;
  titulo: string;
  bajada: string;
  cuerpo: string;
  documentos: string[];
}

/** Read by hand from each record's cuerpo in test/fixtures/real. */
const realNames: Record<number, string[]> = {
  // Both documents are linked from the body with their own words.
  13647: ['Declaración Jurada de Coautoría', 'Bases y condiciones'],
  // The body links other files: the file names, accented as the body writes "circulación", "programación", "espectáculos".
  13611: [
    'Preguntas frecuentes fomento a la circulación y programación de espectáculos 2023 red federal',
    'Reglamento programa de circulación de espectáculos de la red federal de teatros',
  ],
  // "DESCARG&Aacute; EL PROGRAMA", relative.
  8087: ['Programa'],
  // "consult&aacute; el programa del curso", relative.
  8038: ['Programa del curso'],
};

describe('real records', () => {
  const records = realConvocatorias as RealRecord[];
  it.each(Object.entries(realNames))('record %s', (id, expected) => {
    const record = records.find((r) => r.id === Number(id));
    if (record === undefined) throw new Error(`no real record ${id}`);
    const words = readRecordWords(record, new DOMParser());
    expect(record.documentos.map((url) => describeDocument(url, words).name)).toEqual(expected);
  });
});
