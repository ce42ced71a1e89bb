/** The filtered convocatorias as JSON, each record shaped as the API serves it. */
import type { Convocatoria } from '../../../src-shared/api';
import type { ConvocatoriaRow } from '../../data/convocatorias';
import { readBodies } from '../../data/cache/bodies';
import { facets, optionsIn, type ConvocatoriaFacets, type Facet } from '../../data/search/convocatoria-facets';
import { stateOf, todayInArgentina } from '../../data/search/convocatoria-state';

/** What an export reads of a cached convocatoria's row: the API's fields but its body, in the domain's words. */
export type ExportedConvocatoria = Pick<
  ConvocatoriaRow,
  'id' | 'url' | 'link' | 'imagen' | 'titulo' | 'bajada' | 'estado' | 'fechaInicio' | 'fechaFin' | 'documentos'
> & { facets?: ConvocatoriaFacets };

/** The labels of a row's values in `facet` ("Música", "Sin clasificar", "Nacional"); none when the row has no facets. */
export function facetLabels(row: ExportedConvocatoria, facet: Facet): string[] {
  return row.facets === undefined ? [] : optionsIn(facet, row.facets[facet]).map((option) => option.label);
}

/** The API's record, plus the app's readings: its state on the export day (null for an unknown estado), its facets' labels. */
function toApiRecord(
  row: ExportedConvocatoria & { cuerpo: string },
  today: string,
): Convocatoria & { estado_actual: string | null } & Record<Facet, string[]> {
  return {
    id: row.id,
    url: row.url,
    link: row.link,
    imagen: row.imagen,
    titulo: row.titulo,
    bajada: row.bajada,
    cuerpo: row.cuerpo,
    estado: row.estado,
    fecha_inicio: row.fechaInicio,
    fecha_fin: row.fechaFin,
    documentos: [...row.documentos],
    estado_actual: stateOf(row, today),
    ...(Object.fromEntries(facets.map((facet) => [facet, facetLabels(row, facet)])) as Record<Facet, string[]>),
  };
}

export function convocatoriasToJson(rows: readonly (ExportedConvocatoria & { cuerpo: string })[], today = todayInArgentina()): string {
  return `${JSON.stringify(
    rows.map((row) => toApiRecord(row, today)),
    null,
    2,
  )}\n`;
}

/** The rows with their bodies, read from the cache (bodies are kept apart from the rows). */
export async function withCuerpos(rows: readonly ExportedConvocatoria[]): Promise<(ExportedConvocatoria & { cuerpo: string })[]> {
  const bodies = await readBodies(
    'convocatoria',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, cuerpo: bodies.get(row.id) ?? '' }));
}
