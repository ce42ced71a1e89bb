import { describe, expect, it } from 'vitest';
import type { Tramite } from '../../../../../src-shared/api';
import type { TramiteRow } from '../../../../../src-renderer/data/cache/db';
import { toTramiteRow } from '../../../../../src-renderer/data/cache/rows';
import { filterTramites, sortTramites } from '../../../../../src-renderer/data/search/tramite-filters';

function tramite(id: number, titulo: string, bajada: string, cuerpo = ''): TramiteRow {
  const record: Tramite = { id, url: `https://www.cultura.gob.ar/api/v2.0/tramites/${id}/`, titulo, bajada, cuerpo, documentos: [] };
  return toTramiteRow(record, { listas: ['tramites'], seen: { tramites: 1 } });
}

const rows = sortTramites([
  tramite(3, 'Uso de espacios de museos', 'Solicitá salas y patios.'),
  tramite(
    1,
    'Certificado de exportación de bienes culturales',
    'Exportá una obra de arte.',
    '<p>Inici&aacute; el tr&aacute;mite en TAD.</p>',
  ),
  tramite(2, 'Árbitros de concursos', 'Inscripción de jurados.'),
]);

describe('trámite filters', () => {
  it('sorts by título in Spanish order', () => {
    expect(rows.map((row) => row.id)).toEqual([2, 1, 3]);
  });

  it('searches título, bajada and the text of the cuerpo, ignoring accents and case', () => {
    const ids = (search: string) => filterTramites(rows, search).map((row) => row.id);
    expect(ids('EXPORTACION')).toEqual([1]);
    expect(ids('solicita salas')).toEqual([3]);
    expect(ids('inicia tramite')).toEqual([1]);
    expect(ids('arbitros')).toEqual([2]);
    expect(ids('')).toEqual([2, 1, 3]);
    expect(ids('nada parecido')).toEqual([]);
  });
});
