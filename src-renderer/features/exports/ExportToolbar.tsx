import { useState } from 'react';
import type { ConvocatoriaRow } from '../../data/convocatorias';
import { exportConvocatorias, type ExportFormat, type ExportOutcome } from './actions';

const buttons: [ExportFormat, string][] = [
  ['ics', 'Exportar calendario (.ics)'],
  ['csv', 'Exportar CSV'],
  ['json', 'Exportar JSON'],
];

/** Exports exactly the convocatorias the list shows now (its filters and order) as .ics, CSV or JSON. */
export function ExportToolbar({ convocatorias }: { convocatorias: readonly ConvocatoriaRow[] | undefined }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const empty = convocatorias === undefined || convocatorias.length === 0;

  const run = (format: ExportFormat): void => {
    if (convocatorias === undefined) return;
    setBusy(true);
    setOutcome(null);
    void exportConvocatorias(convocatorias, format).then((result) => {
      setOutcome(result);
      setBusy(false);
    });
  };

  return (
    <div className="export-toolbar" role="group" aria-label="Exportar las convocatorias de la lista">
      {buttons.map(([format, label]) => (
        <button key={format} type="button" disabled={empty || busy} onClick={() => run(format)}>
          {label}
        </button>
      ))}
      <span className={outcome?.ok === false ? 'status-error' : 'muted'} role="status">
        {outcome?.message ?? ''}
      </span>
    </div>
  );
}
