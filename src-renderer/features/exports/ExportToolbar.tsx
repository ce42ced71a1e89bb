import type { ConvocatoriaRow } from '../../data/convocatorias';
import type { ExportFormat } from './actions';
import { ExportStatus, useExport } from './useExport';

const buttons: [ExportFormat, string][] = [
  ['ics', 'Exportar calendario (.ics)'],
  ['csv', 'Exportar CSV'],
  ['json', 'Exportar JSON'],
];

/** Exports exactly the convocatorias the list shows now (its filters and order) as .ics, CSV or JSON. */
export function ExportToolbar({ convocatorias }: { convocatorias: readonly ConvocatoriaRow[] | undefined }) {
  const { busy, outcome, run } = useExport();
  const empty = convocatorias === undefined || convocatorias.length === 0;

  return (
    <div className="export-toolbar" role="group" aria-label="Exportar las convocatorias de la lista">
      {buttons.map(([format, label]) => (
        <button key={format} type="button" disabled={empty || busy} onClick={() => convocatorias !== undefined && run(convocatorias, format)}>
          {label}
        </button>
      ))}
      <ExportStatus outcome={outcome} />
    </div>
  );
}
