/** One export at a time, and what the last one said: shared by the list's Exportar menu and a detail's button. */
import { useState } from 'react';
import { errorMessage } from '../../../src-shared/errors';
import { Problem } from '../../ui/Problem';
import type { exportConvocatorias, ExportOutcome } from './actions';

export function useExport() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const run = (...args: Parameters<typeof exportConvocatorias>): void => {
    setBusy(true);
    setOutcome(null);
    // The writers (CSV, JSON, iCalendar) load with the first export, not with the list.
    const show = (result: ExportOutcome): void => {
      setOutcome(result);
      setBusy(false);
    };
    import('./actions')
      .then((actions) => actions.exportConvocatorias(...args))
      .then(show, (cause: unknown) => show({ ok: false, message: 'No se pudo exportar.', detail: errorMessage(cause) }));
  };
  return { busy, outcome, run };
}

/** What the last export did; a failure in words, with the program's message under Detalles técnicos. */
export function ExportStatus({ outcome }: { outcome: ExportOutcome | null }) {
  if (outcome?.ok === false) return <Problem text={outcome.message} detail={outcome.detail} inline />;
  return (
    <span className="muted" role="status">
      {outcome?.message ?? ''}
    </span>
  );
}
