/** Hand-written convocatoria rows for the filter's and the saved searches' tests. */
import type { ConvocatoriaRow } from '../../../src-renderer/data/cache/db';
import { fold } from '../../../src-shared/text';
import { unclassified } from './facets';

/** An open convocatoria of the `convocatorias` list with `patch` over it; `searchText` folds the title and summary it ends up with. */
export function convocatoriaRow(id: number, patch: Partial<ConvocatoriaRow> = {}): ConvocatoriaRow {
  const merged = {
    titulo: `Convocatoria ${id}`,
    bajada: '',
    estado: 'abierta',
    fechaInicio: '2026-01-01',
    fechaFin: '2026-12-01',
    ...patch,
  };
  return {
    id,
    url: '',
    link: '',
    imagen: null,
    documentos: [],
    ordenadasRank: null,
    listas: ['convocatorias'],
    seen: {},
    firstSeen: 0,
    facets: unclassified,
    ...merged,
    searchText: fold(`${merged.titulo} ${merged.bajada}`),
  };
}
