/** Exports as a person triggers them: build the file, hand it over, say what happened. */
import { errorMessage } from '../../../src-shared/errors';
import { todayInArgentina } from '../../data/search/convocatoria-filter';
import { formatCount } from '../../ui/format';
import { convocatoriasToCsv } from './csv';
import { mimeTypes, offerFile } from './download';
import { convocatoriasToIcs } from './ics';
import { convocatoriasToJson, withCuerpos, type ExportedConvocatoria } from './json';

export type ExportFormat = keyof typeof mimeTypes;

export type ExportOutcome = { ok: true; message: string } | { ok: false; message: string };

const labels: Record<ExportFormat, string> = { ics: 'calendario', csv: 'CSV', json: 'JSON' };

/** `convocatorias-2025-03-01.csv` for a list, `convocatoria-7.ics` for one. */
function exportFileName(rows: readonly ExportedConvocatoria[], format: ExportFormat, single: boolean, today = todayInArgentina()): string {
  const only = rows[0];
  return single && only !== undefined ? `convocatoria-${only.id}.${format}` : `convocatorias-${today}.${format}`;
}

export async function exportConvocatorias(
  rows: readonly ExportedConvocatoria[],
  format: ExportFormat,
  single = false,
): Promise<ExportOutcome> {
  let content: string;
  if (format === 'ics') {
    const calendar = await convocatoriasToIcs(rows).catch((cause: unknown) => ({
      ok: false as const,
      message: errorMessage(cause, { named: true }),
    }));
    if (!calendar.ok) return { ok: false, message: `No se pudo crear el calendario (${calendar.message}).` };
    content = calendar.text;
  } else {
    if (format === 'csv') {
      content = convocatoriasToCsv(rows);
    } else {
      const withBodies = await withCuerpos(rows).catch((cause: unknown) => errorMessage(cause));
      if (typeof withBodies === 'string') return { ok: false, message: `No se pudieron leer los textos guardados (${withBodies}).` };
      content = convocatoriasToJson(withBodies);
    }
  }
  const name = exportFileName(rows, format, single);
  offerFile(name, mimeTypes[format], content);
  const what = rows.length === 1 ? '1 convocatoria' : `${formatCount(rows.length)} convocatorias`;
  return { ok: true, message: `Exportado (${labels[format]}): ${what} en ${name}.` };
}
