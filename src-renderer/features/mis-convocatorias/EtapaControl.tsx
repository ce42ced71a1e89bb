import { clsx } from 'clsx';
import { useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../../src-shared/errors';
import { changeEtapa, etapaLabels, etapas, useEtapa, type Etapa } from '../../data/personal/postulaciones';
import { Problem, type ProblemText } from '../../ui/Problem';

const isEtapa = (value: string): value is Etapa => etapas.some((etapa) => etapa === value);

/**
 * Where the person stands with a convocatoria, in the reader: "Seguir…" until they choose an
 * etapa, which adds it to Mis convocatorias; then the etapa, which they change here.
 */
export function EtapaControl({ id }: { id: number }) {
  const etapa = useEtapa(id);
  // The etapa chosen and being stored: shown at once. The select never goes disabled meanwhile,
  // which would drop the keyboard's focus to the page (the arrows change a select's value).
  const [pending, setPending] = useState<Etapa | null>(null);
  const [problem, setProblem] = useState<ProblemText | null>(null);
  const onChange = (event: ChangeEvent<HTMLSelectElement>): void => {
    const chosen = event.target.value;
    if (!isEtapa(chosen)) return;
    setPending(chosen);
    changeEtapa(id, chosen).then(
      (result) => {
        // Stored: shown until the etapa read back says so (below). Not stored: the stored one again.
        if (result !== null) setPending((shown) => (shown === chosen ? null : shown));
        setProblem(result);
      },
      // changeEtapa answers failures as values; this is a defect's last word.
      (cause: unknown) => {
        setPending((shown) => (shown === chosen ? null : shown));
        setProblem({ message: 'No se pudo guardar la etapa.', detail: errorMessage(cause) });
      },
    );
  };
  // The stored etapa has caught up with the one chosen: nothing is pending any more.
  if (pending !== null && etapa === pending) setPending(null);
  const shown = pending ?? etapa;
  return (
    <span className="etapa-control">
      {shown != null && (
        <span className="muted" aria-hidden="true">
          Mi etapa
        </span>
      )}
      <select
        className={clsx('etapa-select', shown != null && 'etapa-select-on')}
        aria-label="Etapa en Mis convocatorias"
        value={shown ?? ''}
        disabled={etapa === undefined}
        onChange={onChange}
      >
        {shown == null && <option value="">Seguir en Mis convocatorias…</option>}
        <option value="interesa">{etapaLabels.interesa}</option>
        <option value="preparando">{etapaLabels.preparando}</option>
        <option value="presentada">{etapaLabels.presentada}</option>
        <optgroup label="Resultado">
          <option value="seleccionada">{etapaLabels.seleccionada}</option>
          <option value="no-seleccionada">{etapaLabels['no-seleccionada']}</option>
        </optgroup>
      </select>
      <Problem text={problem?.message ?? null} detail={problem?.detail ?? null} inline />
    </span>
  );
}
