/** The names and type chips the "Documentos (N)" box shows for documents' file names and links. */
import { describe, expect, it } from 'vitest';
import { readableName } from '../../../../src-renderer/ui/document-name';
import { describeDocument, documentType } from '../../../../src-renderer/ui/documents';

const names: [string, string, string][] = [
  ['bases_y_condiciones_2026_utgkaBo.pdf', 'Bases y condiciones 2026', 'a Django upload suffix with an uppercase letter'],
  ['programa_enac_2019_sA6CXOY.pdf', 'Programa enac 2019', 'a real suffix from the API'],
  ['reglamento_premio_2024_x7k2m9q.pdf', 'Reglamento premio 2024', 'a lowercase suffix with digits'],
  ['reglamento_festival_de_teatro_a_ABCDEFG.pdf', 'Reglamento festival de teatro a', 'an all-uppercase suffix'],
  ['concurso_de_canto_musical.pdf', 'Concurso de canto musical', 'a plain lowercase 7-letter word is kept'],
  ['anexo_escritura.docx', 'Anexo escritura', 'a lowercase 9-letter word is kept'],
  ['bases_utgkaBoX.pdf', 'Bases utgkaBoX', '8 characters are not a suffix'],
  ['bases_utgka1.pdf', 'Bases utgka1', '6 characters are not a suffix'],
  ['formulario_de_inscripcion.docx', 'Formulario de inscripcion', 'no suffix'],
  ['anexo_i_2026.odt', 'Anexo I 2026', 'an OpenDocument file'],
  [
    'premios_nacionales_2023_-_bases_y_condiciones.pdf',
    'Premios nacionales 2023 bases y condiciones',
    'runs of separators become one space',
  ],
  ['programa_del_curso_pm_2019_completo.pdf', 'Programa del curso pm 2019 completo', 'a real name without suffix'],
  ['Bases%20y%20condiciones%202026.pdf', 'Bases y condiciones 2026', 'percent-encoded spaces'],
  ['tu_veneno_en_m%C3%AD.pdf', 'Tu veneno en mí', 'a percent-encoded accent'],
  ['%C3%B1and%C3%BA_sA6CXOY.pdf', 'Ñandú', 'percent-encoded, with a suffix, capitalised past ASCII'],
  ['bases+y+condiciones.pdf', 'Bases y condiciones', 'plus signs'],
  ['bases-y-condiciones.PDF', 'Bases y condiciones', 'hyphens, an uppercase extension'],
  ['bases_y_condiciones', 'Bases y condiciones', 'no extension'],
  ['bases_y_condiciones_utgkaBo', 'Bases y condiciones', 'no extension, with a suffix'],
  ['reglamento_v2.0', 'Reglamento v2.0', 'a version number is not an extension'],
  ['100%_gratis.pdf', '100% gratis', 'a stray % that is not an escape'],
  ['_utgkaBo.pdf', 'Documento', 'nothing left but the suffix'],
  ['.pdf', 'Documento', 'only an extension'],
];

describe('readableName', () => {
  it.each(names)('%s → %s (%s)', (file, expected) => {
    expect(readableName(file)).toBe(expected);
  });
});

describe('documentType', () => {
  it.each([
    ['bases.pdf', 'PDF'],
    ['formulario.docx', 'DOCX'],
    ['anexo.odt', 'ODT'],
    ['planilla.XLSX', 'XLSX'],
    ['sin_extension', 'Archivo'],
    ['reglamento_v2.0', 'Archivo'],
  ])('%s → %s', (file, expected) => {
    expect(documentType(file)).toBe(expected);
  });
});

describe('describeDocument', () => {
  it('reads the last path segment of a link, ignoring query and fragment', () => {
    expect(describeDocument('http://127.0.0.1:8787/media/uploads/bases_y_condiciones_2026_utgkaBo.pdf?x=1#p2')).toEqual({
      url: 'http://127.0.0.1:8787/media/uploads/bases_y_condiciones_2026_utgkaBo.pdf?x=1#p2',
      name: 'Bases y condiciones 2026',
      type: 'PDF',
      valid: true,
    });
  });

  it('a link to a folder or a site keeps a name', () => {
    expect(describeDocument('https://www.cultura.gob.ar/media/uploads/anexo_i_2026.odt/')).toMatchObject({
      name: 'Anexo I 2026',
      type: 'ODT',
    });
    expect(describeDocument('https://www.cultura.gob.ar/')).toMatchObject({ name: 'www.cultura.gob.ar', type: 'Enlace', valid: true });
  });

  it('links that are not http(s) stay as their raw text and are not valid', () => {
    for (const raw of ['javascript:alert(1)', '/media/uploads/bases.pdf', 'file:///etc/passwd']) {
      expect(describeDocument(raw)).toEqual({ url: raw, name: raw, type: 'Enlace inválido', valid: false });
    }
  });
});
