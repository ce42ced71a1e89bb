/** Convocatorias as the exports read them, written by hand: the export writers' tests share them. */
import type { ExportedConvocatoria } from '../../../src-renderer/features/exports/json';

export function convocatoria(
  id: number,
  patch: Partial<ExportedConvocatoria & { cuerpo: string }> = {},
): ExportedConvocatoria & { cuerpo: string } {
  return {
    id,
    url: `https://www.cultura.gob.ar/api/v2.0/convocatorias/${id}/`,
    link: `https://www.cultura.gob.ar/convocatoria-${id}/`,
    imagen: null,
    titulo: `Convocatoria ${id}`,
    bajada: '',
    cuerpo: '<p>Texto</p>',
    estado: 'abierta',
    fechaInicio: '2025-03-01',
    fechaFin: '2025-03-31',
    documentos: [],
    ...patch,
  };
}

/**
 * Separators, quotes and a line break inside a title, a formula, an unsafe link, accents and ñ,
 * a year crossed from closing day to the day after, and an opening day (1 December) that reads as
 * 12 January when day and month are swapped.
 */
export const tricky = [
  convocatoria(7, {
    titulo: 'Becas "Creación", año 2025; música\r\ny danza',
    documentos: ['https://www.cultura.gob.ar/media/uploads/bases.pdf', 'https://www.cultura.gob.ar/media/uploads/anexo, I.docx'],
  }),
  convocatoria(12, { titulo: '=HYPERLINK("https://evil.example","clic")', estado: 'cerrada', link: '' }),
  convocatoria(3, { titulo: ' Fondo Ñandú ', link: 'javascript:alert(1)', fechaFin: '2024-12-31', fechaInicio: '2024-12-01' }),
];
