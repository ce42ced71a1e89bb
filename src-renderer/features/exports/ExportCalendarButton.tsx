import type { ConvocatoriaRow } from '../../data/convocatorias';
import { ExportStatus, useExport } from './useExport';
import { BusyButton } from '../../ui/BusyButton';

/** The closing date of one convocatoria as an .ics file for any calendar. */
export function ExportCalendarButton({ convocatoria }: { convocatoria: ConvocatoriaRow }) {
  const { busy, outcome, run } = useExport();
  return (
    <span className="export-one">
      <BusyButton busy={busy} onClick={() => run([convocatoria], 'ics', { single: true })}>
        Exportar calendario (.ics)
      </BusyButton>{' '}
      <ExportStatus outcome={outcome} />
    </span>
  );
}
