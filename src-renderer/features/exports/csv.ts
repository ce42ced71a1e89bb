/**
 * The filtered convocatorias as CSV for spreadsheets: UTF-8 with a BOM (so Excel reads the
 * accents), a header row, CRLF between records, RFC 4180 quoting. Cells that a spreadsheet
 * would run as a formula (`=`, `+`, `-`, `@`, tab or CR first) get a leading apostrophe: the
 * texts come from the API and are not ours to execute.
 */
import { stateOf, todayInArgentina } from '../../data/search/convocatoria-state';
import type { ExportedConvocatoria } from './json';

/** `estado` as the API publishes it; `estado_actual` the app's reading on the export day (abierta, vencida, cerrada; empty when unknown). */
export const csvColumns = ['id', 'titulo', 'estado', 'estado_actual', 'fecha_inicio', 'fecha_fin', 'link', 'documentos'] as const;
const documentSeparator = ' | ';

const bom = '\uFEFF';

function quote(field: string): string {
  return /[",\r\n]|^\s|\s$/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** Text from the API, defused for spreadsheets. */
function defuse(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvRecord(row: ExportedConvocatoria, today: string): string[] {
  return [
    String(row.id),
    defuse(row.titulo),
    defuse(row.estado),
    stateOf(row, today) ?? '',
    row.fechaInicio,
    row.fechaFin,
    defuse(row.link),
    defuse(row.documentos.join(documentSeparator)),
  ];
}

export function convocatoriasToCsv(rows: readonly ExportedConvocatoria[], today = todayInArgentina()): string {
  const lines = [[...csvColumns], ...rows.map((row) => csvRecord(row, today))].map((fields) => fields.map(quote).join(','));
  return `${bom}${lines.join('\r\n')}\r\n`;
}
