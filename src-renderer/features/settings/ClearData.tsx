/**
 * Datos: "Borrar datos descargados", asked first in a modal dialog (focus inside it, Escape
 * cancels). The person's own data (Mis convocatorias, saved searches, favoritos) is a separate
 * question whose answer starts at keeping it; the saved documents are kept unless ticked. Not
 * while a sync runs: it would write the mirror again as it is being emptied.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../src-shared/errors';
import { useClearDownloadedData, type ClearChoices, type ClearOutcome } from '../../data/cache/clear';
import { Problem, type ProblemText } from '../../ui/Problem';
import { startSync, useSyncSnapshot } from '../../data/sync/controller';
import { BusyButton } from '../../ui/BusyButton';

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

function ClearedStatus({ outcome, asked }: { outcome: Extract<ClearOutcome, { ok: true }>; asked: ClearChoices }) {
  const also: string[] = [];
  if (asked.personal) also.push('También se borraron tus datos: Mis convocatorias, búsquedas guardadas y favoritos.');
  if (outcome.removedDocuments !== null) {
    also.push(`También se borraron ${plural(outcome.removedDocuments, 'documento guardado', 'documentos guardados')} sin conexión.`);
  }
  return (
    <>
      <p role="status" className="settings-saved">
        Se borraron los datos descargados. {also.join(' ')}
      </p>
      {/* After "Se borraron los datos descargados.", main's sentence says what was not. */}
      <Problem text={outcome.documentsProblem?.message ?? null} detail={outcome.documentsProblem?.detail ?? null} />
    </>
  );
}

function Option(props: { checked: boolean; onChange: (checked: boolean) => void; label: string; help: string }) {
  const id = useId();
  return (
    <div className="settings-check">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        aria-describedby={`${id}-help`}
      />
      <label htmlFor={id}>{props.label}</label>
      <small id={`${id}-help`} className="field-help">
        {props.help}
      </small>
    </div>
  );
}

/** The question about the person's own data: two radios, keeping it first (and chosen when the dialog opens). */
function PersonalChoice({ personal, onChange }: { personal: boolean; onChange: (personal: boolean) => void }) {
  const id = useId();
  const choices = [
    {
      value: false,
      label: 'Conservar mis datos',
      help: 'Quedan como están, con sus etapas, notas y recordatorios.',
    },
    {
      value: true,
      label: 'Borrar también mis datos',
      help: 'No vienen de la API: borrados, no vuelven con una sincronización. Antes podés guardarlos con «Exportar mis datos».',
    },
  ];
  return (
    <fieldset className="settings-choice">
      <legend>Tus datos: Mis convocatorias, búsquedas guardadas y favoritos</legend>
      {choices.map((choice) => (
        <div key={String(choice.value)} className="settings-check">
          <input
            id={`${id}-${String(choice.value)}`}
            type="radio"
            name={`${id}-personal`}
            checked={personal === choice.value}
            onChange={() => onChange(choice.value)}
            aria-describedby={`${id}-${String(choice.value)}-help`}
          />
          <label htmlFor={`${id}-${String(choice.value)}`}>{choice.label}</label>
          <small id={`${id}-${String(choice.value)}-help`} className="field-help">
            {choice.help}
          </small>
        </div>
      ))}
    </fieldset>
  );
}

export function ClearData() {
  const { running } = useSyncSnapshot();
  const { busy, outcome, clear } = useClearDownloadedData();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [personal, setPersonal] = useState(false);
  const [documentos, setDocumentos] = useState(false);
  const [asked, setAsked] = useState<ClearChoices>({ personal: false, documentos: false });
  const [problem, setProblem] = useState<ProblemText | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const id = useId();

  // The outcome is below the fold when Avanzado is open: bring it into view once shown.
  useEffect(() => {
    if (outcome !== null) resultRef.current?.scrollIntoView({ block: 'nearest' });
  }, [outcome]);

  const open = (): void => {
    setPersonal(false);
    setDocumentos(false);
    dialogRef.current?.showModal();
    // Cancelar first: Enter or Space right away must not delete anything.
    cancelRef.current?.focus();
  };

  const confirm = (): void => {
    const choices = { personal, documentos };
    // clear() answers every failure as a value; a rejection would be a defect, still shown.
    clear(choices).then(
      () => {
        setAsked(choices);
        setProblem(null);
        dialogRef.current?.close();
      },
      (cause: unknown) => {
        dialogRef.current?.close();
        setProblem({ message: 'No se pudieron borrar los datos.', detail: errorMessage(cause) });
      },
    );
  };

  const syncNow = (): void => {
    setProblem(null);
    startSync().catch((cause: unknown) => setProblem({ message: 'No se pudo sincronizar.', detail: errorMessage(cause) }));
  };

  let result: ReactNode = null;
  if (outcome !== null && !outcome.ok) {
    result = <Problem text={outcome.message} detail={outcome.detail} />;
  } else if (outcome !== null) {
    result = (
      <>
        <ClearedStatus outcome={outcome} asked={asked} />
        <p className="settings-row">
          <BusyButton onClick={syncNow} busy={running}>
            Sincronizar ahora
          </BusyButton>
          {running && <span className="muted">Sincronizando; el avance se ve en la barra de estado.</span>}
        </p>
        <Problem text={problem?.message ?? null} detail={problem?.detail ?? null} />
      </>
    );
  }

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Datos</h2>
      <p className="settings-text">
        Las convocatorias, organismos y trámites se guardan en este equipo para leerlos sin conexión. Borrarlos libera espacio; se vuelven a
        descargar con una sincronización.
      </p>
      <p className="settings-row">
        <BusyButton className="settings-danger" onClick={open} busy={running || busy} aria-describedby={running ? `${id}-why` : undefined}>
          Borrar datos descargados
        </BusyButton>
        {running && (
          <span id={`${id}-why`} className="muted">
            No se puede mientras se sincroniza: esperá a que termine o cancelala en la barra de estado.
          </span>
        )}
      </p>
      <div ref={resultRef}>{result}</div>
      <dialog
        ref={dialogRef}
        className="dialog settings-dialog"
        aria-labelledby={`${id}-dialog-title`}
        aria-describedby={`${id}-dialog-text`}
        onCancel={(event) => {
          // Escape cancels, except while deleting: the dialog reports when it is done.
          if (busy) event.preventDefault();
        }}
      >
        <h2 id={`${id}-dialog-title`}>{personal ? '¿Borrar los datos descargados y tus datos?' : '¿Borrar los datos descargados?'}</h2>
        <p id={`${id}-dialog-text`}>
          Se borran de este equipo las convocatorias, organismos y trámites descargados y el registro de las sincronizaciones. Se pueden
          volver a descargar con una sincronización (hace falta conexión a internet).
        </p>
        <PersonalChoice personal={personal} onChange={setPersonal} />
        <Option
          checked={documentos}
          onChange={setDocumentos}
          label="También borrar los documentos guardados sin conexión"
          help="Sin marcar, se conservan. Se pueden volver a guardar desde cada convocatoria o trámite."
        />
        {running && <p className="status-error">Empezó una sincronización: esperá a que termine para borrar.</p>}
        <div className="settings-dialog-actions">
          <BusyButton ref={cancelRef} onClick={() => dialogRef.current?.close()} busy={busy}>
            Cancelar
          </BusyButton>
          <BusyButton className="settings-danger" onClick={confirm} busy={busy || running}>
            {busy ? 'Borrando…' : 'Borrar'}
          </BusyButton>
        </div>
      </dialog>
    </section>
  );
}
