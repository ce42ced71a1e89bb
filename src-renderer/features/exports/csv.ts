/**
 * The filtered convocatorias as CSV for spreadsheets: UTF-8 with a BOM (so Excel reads the
 * accents), a header row, CRLF between records, RFC 4180 quoting. Cells that a spreadsheet
 * would run as a formula (`=`, `+`, `-`, `@`, tab or CR first) get a leading apostrophe: the
 * texts come from the API and are not ours to execute.
 */
import type { ExportedConvocatoria } from './json';

export const csvColumns = ['id', 'titulo', 'estado', 'fecha_inicio', 'fecha_fin', 'link', 'documentos'] as const;
const documentSeparator = ' | ';

const bom = '\uFEFF';

function quote(field: string): string {
  return /[",\r\n]|^\s|\s$/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** Text from the API, defused for spreadsheets. */
function defuse(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvRecord(row: ExportedConvocatoria): string[] {
  return [
    String(row.id),
    defuse(row.titulo),
    defuse(row.estado),
    row.fechaInicio,
    row.fechaFin,
    defuse(row.link),
    defuse(row.documentos.join(documentSeparator)),
  ];
}

export function convocatoriasToCsv(rows: readonly ExportedConvocatoria[]): string {
  const lines = [[...csvColumns], ...rows.map(csvRecord)].map((fields) => fields.map(quote).join(','));
  return `${bom}${lines.join('\r\n')}\r\n`;
}
