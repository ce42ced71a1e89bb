import { useId, useState } from 'react';
import { errorMessage } from '../../../src-shared/errors';
import { ago, useNow } from '../../data/sync/connection';
import { changeRecordatorio, stopFollowing, useNotaDraft, usePostulacion, type PostulacionRow } from '../../data/personal/postulaciones';
import { DateField } from '../../ui/DateField';
import { formatShortDate } from '../../ui/format';
import { Problem, type ProblemText } from '../../ui/Problem';
import { BusyButton } from '../../ui/BusyButton';

/** Runs a change that answers its failure as a value; keeps the last one's problem. */
function useChange(): { busy: boolean; problem: ProblemText | null; run: (change: () => Promise<ProblemText | null>) => void } {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ProblemText | null>(null);
  const run = (change: () => Promise<ProblemText | null>): void => {
    setBusy(true);
    change().then(
      (result) => {
        setBusy(false);
        setProblem(result);
      },
      (cause: unknown) => {
        setBusy(false);
        setProblem({ message: 'No se pudo guardar el cambio.', detail: errorMessage(cause) });
      },
    );
  };
  return { busy, problem, run };
}

/** The private note, saved as the person types (see useNotaDraft). */
function Nota({ id, saved }: { id: number; saved: string }) {
  const fieldId = useId();
  const draft = useNotaDraft(id, saved);
  return (
    <div className="postulacion-nota">
      <label htmlFor={fieldId}>Nota privada</label>
      <textarea
        id={fieldId}
        value={draft.text}
        rows={4}
        spellCheck
        onChange={(event) => draft.change(event.target.value)}
        onBlur={draft.flush}
      />
      <span className="muted postulacion-saved" role="status">
        {draft.written ? (draft.text === '' ? 'Solo se guarda en este equipo.' : 'Nota guardada.') : 'Guardando…'}
      </span>
      <Problem text={draft.problem?.message ?? null} detail={draft.problem?.detail ?? null} />
    </div>
  );
}

/**
 * The reminder day: typed as dd/mm/aaaa or chosen in the calendar; its × clears it. A day after
 * the call's closing day is kept (the person may want it), and said to be after it.
 */
function Recordatorio({ postulacion }: { postulacion: PostulacionRow }) {
  const { problem, run } = useChange();
  const { recordatorio, fechaFin } = postulacion;
  const afterClosing = recordatorio !== null && fechaFin !== null && recordatorio > fechaFin;
  return (
    <div className="postulacion-recordatorio">
      <DateField
        label="Recordatorio"
        value={recordatorio ?? ''}
        onChange={(day) => run(() => changeRecordatorio(postulacion.id, day === '' ? null : day))}
      />
      <span className="postulacion-after" role="status" data-testid="recordatorio-aviso">
        {afterClosing ? `Es después del cierre: la convocatoria cierra el ${formatShortDate(fechaFin)}.` : ''}
      </span>
      <Problem text={problem?.message ?? null} detail={problem?.detail ?? null} inline />
    </div>
  );
}

/** "Dejar de seguir": at once without a note; with one, only once the person confirms losing it. */
function StopFollowing({ postulacion }: { postulacion: PostulacionRow }) {
  const { busy, problem, run } = useChange();
  const [asking, setAsking] = useState(false);
  const stop = (): void => run(() => stopFollowing(postulacion.id));
  if (asking) {
    return (
      <div className="postulacion-confirm" role="group" aria-label="Confirmar">
        <span>Se borrará también la nota. ¿Dejar de seguir esta convocatoria?</span>
        <BusyButton busy={busy} onClick={stop}>
          Dejar de seguir y borrar la nota
        </BusyButton>
        <button type="button" onClick={() => setAsking(false)}>
          Cancelar
        </button>
        <Problem text={problem?.message ?? null} detail={problem?.detail ?? null} inline />
      </div>
    );
  }
  return (
    <div>
      <BusyButton className="link-button" busy={busy} onClick={() => (postulacion.nota.trim() === '' ? stop() : setAsking(true))}>
        Dejar de seguir
      </BusyButton>
      <Problem text={problem?.message ?? null} detail={problem?.detail ?? null} inline />
    </div>
  );
}

/** In the reader, once the person follows the convocatoria: their note, their reminder, and the way out. */
export function PostulacionPanel({ id }: { id: number }) {
  const postulacion = usePostulacion(id);
  // The shared clock: "editada hace 5 segundos" moves on while the reader stays open.
  const now = useNow();
  if (postulacion == null) return null;
  return (
    <section className="postulacion" aria-labelledby="postulacion-title">
      <h2 id="postulacion-title">
        Mi postulación <span className="muted postulacion-edited">· editada {ago(postulacion.updatedAt, now)}</span>
      </h2>
      <Nota key={id} id={id} saved={postulacion.nota} />
      <div className="postulacion-row">
        <Recordatorio postulacion={postulacion} />
        <StopFollowing postulacion={postulacion} />
      </div>
    </section>
  );
}
