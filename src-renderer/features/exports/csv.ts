/**
 * The filtered convocatorias as CSV for spreadsheets: UTF-8 with a BOM (so Excel reads the
 * accents), a header row, CRLF between records, RFC 4180 quoting. Cells that a spreadsheet
 * would run as a formula (`=`, `+`, `-`, `@`, tab or CR first) get a leading apostrophe: the
 * texts come from the API and are not ours to execute.
 */
import { stateLabels, stateOf, todayInArgentina } from '../../data/search/convocatoria-state';
import { formatShortDate } from '../../ui/format';
import { facetLabels, type ExportedConvocatoria } from './json';

/**
 * `es-AR` opens in columns in a spreadsheet set up for Argentina, where the comma is the decimal
 * separator and so a CSV is split at `;`, and its dd/mm/aaaa dates are read as dates.
 * `internacional` is the comma and the ISO dates (2025-03-31) any program reads.
 */
export type CsvStyle = 'es-AR' | 'internacional';

const styles: Record<CsvStyle, { separator: string; date: (isoDay: string) => string }> = {
  'es-AR': { separator: ';', date: formatShortDate },
  internacional: { separator: ',', date: (isoDay) => isoDay },
};

/**
 * `estado` as the API publishes it; `estado_actual` the app's reading on the export day, in the
 * words the app shows (abierta, ya cerró, cerrada; empty when unknown). JSON keeps the codes.
 */
export const csvColumns = [
  'id',
  'titulo',
  'estado',
  'estado_actual',
  'fecha_inicio',
  'fecha_fin',
  'link',
  'documentos',
  'disciplina',
  'tipo',
  'provincia',
] as const;
const documentSeparator = ' | ';
// A cell's facet values read as a list in a sentence ("Música, Danza"); quoted where the comma separates.
const valueSeparator = ', ';

const bom = '\uFEFF';

function quote(field: string, separator: string): string {
  return field.includes(separator) || /["\r\n]|^\s|\s$/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** Text from the API, defused for spreadsheets. */
function defuse(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function stateWords(row: ExportedConvocatoria, today: string): string {
  const state = stateOf(row, today);
  return state === null ? '' : stateLabels[state].toLowerCase();
}

function csvRecord(row: ExportedConvocatoria, date: (isoDay: string) => string, today: string): string[] {
  return [
    String(row.id),
    defuse(row.titulo),
    defuse(row.estado),
    stateWords(row, today),
    date(row.fechaInicio),
    date(row.fechaFin),
    defuse(row.link),
    defuse(row.documentos.join(documentSeparator)),
    facetLabels(row, 'disciplina').join(valueSeparator),
    facetLabels(row, 'tipo').join(valueSeparator),
    facetLabels(row, 'provincia').join(valueSeparator),
  ];
}

export function convocatoriasToCsv(rows: readonly ExportedConvocatoria[], style: CsvStyle, today = todayInArgentina()): string {
  const { separator, date } = styles[style];
  const records = [[...csvColumns], ...rows.map((row) => csvRecord(row, date, today))];
  const lines = records.map((fields) => fields.map((field) => quote(field, separator)).join(separator));
  return `${bom}${lines.join('\r\n')}\r\n`;
}
