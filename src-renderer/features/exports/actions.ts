/** Exports as a person triggers them: build the file, hand it over, say what happened. */
import { assertNever } from '../../../src-shared/assert-never';
import { errorMessage } from '../../../src-shared/errors';
import { loadSettings } from '../../data/bridge/settings';
import { todayInArgentina } from '../../data/search/convocatoria-filter';
import { formatCount } from '../../ui/format';
import { convocatoriasToCsv } from './csv';
import { mimeTypes, offerFile } from './download';
import { calendarReminders, convocatoriasToIcs, type CalendarRecordatorio } from './ics';
import { convocatoriasToJson, withCuerpos, type ExportedConvocatoria } from './json';

/** Each format the Exportar menu offers: its file's extension and how the outcome names it. */
const formats = {
  ics: { extension: 'ics', label: 'calendario' },
  csv: { extension: 'csv', label: 'CSV' },
  'csv-internacional': { extension: 'csv', label: 'CSV internacional' },
  json: { extension: 'json', label: 'JSON' },
} as const satisfies Record<string, { extension: keyof typeof mimeTypes; label: string }>;

export type ExportFormat = keyof typeof formats;

/** A failure's `message` is for people; `detail` (a program's message) for Detalles técnicos. */
export type ExportOutcome = { ok: true; message: string } | { ok: false; message: string; detail: string };

type Content = { ok: true; text: string } | { ok: false; message: string; detail: string };

/** `convocatorias-2025-03-01.csv` for a list, `convocatoria-7.ics` for one. */
function exportFileName(rows: readonly ExportedConvocatoria[], extension: string, single: boolean, today = todayInArgentina()): string {
  const only = rows[0];
  return single && only !== undefined ? `convocatoria-${only.id}.${extension}` : `convocatorias-${today}.${extension}`;
}

async function contentOf(
  rows: readonly ExportedConvocatoria[],
  format: ExportFormat,
  recordatorios: readonly CalendarRecordatorio[],
): Promise<Content> {
  switch (format) {
    case 'csv':
      return { ok: true, text: convocatoriasToCsv(rows, 'es-AR') };
    case 'csv-internacional':
      return { ok: true, text: convocatoriasToCsv(rows, 'internacional') };
    case 'json': {
      const withBodies = await withCuerpos(rows).catch((cause: unknown) => errorMessage(cause));
      if (typeof withBodies === 'string') return { ok: false, message: 'No se pudieron leer los textos guardados.', detail: withBodies };
      return { ok: true, text: convocatoriasToJson(withBodies) };
    }
    case 'ics': {
      // Read at each export, so that reminders just changed in Configuración (here or in another window) apply.
      const reminders = calendarReminders(await loadSettings());
      const calendar = await convocatoriasToIcs(rows, reminders, todayInArgentina(), recordatorios).catch((cause: unknown) => ({
        ok: false as const,
        message: errorMessage(cause, { named: true }),
      }));
      return calendar.ok ? calendar : { ok: false, message: 'No se pudo crear el calendario.', detail: calendar.message };
    }
    default:
      return assertNever(format);
  }
}

export interface ExportOptions {
  /** One record's export (its own file name). */
  single?: boolean;
  /** Mis convocatorias' personal reminders, which only the calendar (.ics) holds. */
  recordatorios?: readonly CalendarRecordatorio[];
  /** The calls the view lists from their last copy (gone from the API): no record to export; the outcome says how many. */
  unpublished?: number;
}

export async function exportConvocatorias(
  rows: readonly ExportedConvocatoria[],
  format: ExportFormat,
  { single = false, recordatorios = [], unpublished = 0 }: ExportOptions = {},
): Promise<ExportOutcome> {
  const content = await contentOf(rows, format, recordatorios);
  if (!content.ok) return content;
  const { extension, label } = formats[format];
  const name = exportFileName(rows, extension, single);
  offerFile(name, mimeTypes[extension], content.text);
  const convocatorias = rows.length === 1 ? '1 convocatoria' : `${formatCount(rows.length)} convocatorias`;
  const personal =
    format !== 'ics' || recordatorios.length === 0
      ? ''
      : ` y ${recordatorios.length === 1 ? '1 recordatorio' : `${formatCount(recordatorios.length)} recordatorios`}`;
  const what = `${convocatorias}${personal}`;
  const left =
    unpublished === 0
      ? ''
      : unpublished === 1
        ? ' 1 convocatoria que ya no está publicada en la API no se exportó.'
        : ` ${formatCount(unpublished)} convocatorias que ya no están publicadas en la API no se exportaron.`;
  return { ok: true, message: `Exportado (${label}): ${what} en ${name}.${left}` };
}
