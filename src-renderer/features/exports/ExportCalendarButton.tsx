import { useState } from 'react';
import type { ConvocatoriaRow } from '../../data/convocatorias';
import { exportConvocatorias, type ExportOutcome } from './actions';

/** The closing date of one convocatoria as an .ics file for any calendar. */
export function ExportCalendarButton({ convocatoria }: { convocatoria: ConvocatoriaRow }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  return (
    <p className="export-one">
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void exportConvocatorias([convocatoria], 'ics', true).then((result) => {
            setOutcome(result);
            setBusy(false);
          });
        }}
      >
        Exportar calendario (.ics)
      </button>{' '}
      <span className={outcome?.ok === false ? 'status-error' : 'muted'} role="status">
        {outcome?.message ?? ''}
      </span>
    </p>
  );
}
