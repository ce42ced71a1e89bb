/** The filtered convocatorias as JSON, each record shaped as the API serves it. */
import type { Convocatoria } from '../../../src-shared/api';
import type { ConvocatoriaRow } from '../../data/convocatorias';

/** What an export reads of a cached convocatoria: the API's fields, in the domain's words. */
export type ExportedConvocatoria = Pick<
  ConvocatoriaRow,
  'id' | 'url' | 'link' | 'imagen' | 'titulo' | 'bajada' | 'cuerpo' | 'estado' | 'fechaInicio' | 'fechaFin' | 'documentos'
>;

function toApiRecord(row: ExportedConvocatoria): Convocatoria {
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
  };
}

export function convocatoriasToJson(rows: readonly ExportedConvocatoria[]): string {
  return `${JSON.stringify(rows.map(toApiRecord), null, 2)}\n`;
}
