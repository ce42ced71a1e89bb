import type { ConvocatoriaRow } from '../../data/convocatorias';
import { ExportStatus, useExport } from './useExport';

/** The closing date of one convocatoria as an .ics file for any calendar. */
export function ExportCalendarButton({ convocatoria }: { convocatoria: ConvocatoriaRow }) {
  const { busy, outcome, run } = useExport();
  return (
    <span className="export-one">
      <button type="button" disabled={busy} onClick={() => run([convocatoria], 'ics', { single: true })}>
        Exportar calendario (.ics)
      </button>{' '}
      <ExportStatus outcome={outcome} />
    </span>
  );
}
