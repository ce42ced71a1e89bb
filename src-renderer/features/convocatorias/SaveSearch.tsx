/**
 * "Guardar búsqueda" in the list's header: the list's filters in force saved under a name the
 * person types, in a small modal dialog (the name field takes the focus, Enter saves, Escape or
 * Cancelar closes it, the focus goes back to the button). Once saved, the list is that search.
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../src-shared/errors';
import { busquedaParam, cleanNombre, maxNombreLength, paramsToSave, saveBusqueda, useBusquedaRows } from '../../data/personal/busquedas';
import { compareText } from '../../data/search/words';
import { replaceQuery } from '../../router';
import { Icon } from '../../ui/Icon';
import { Problem, type ProblemText } from '../../ui/Problem';
import './busquedas.css';
import { BusyButton } from '../../ui/BusyButton';

interface SaveSearchProps {
  /** The list's parameters in force. */
  params: URLSearchParams;
  /** The list's path (a record may be open in it). */
  path: string;
  /** The ids the list shows now; undefined while it is not whole (nothing to save yet). */
  shown: readonly { id: number }[] | undefined;
  /** The search's text, offered as the name. */
  q: string;
}

export function SaveSearch({ params, path, shown, q }: SaveSearchProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [nombre, setNombre] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ProblemText | null>(null);
  const [opened, setOpened] = useState(false);
  const saved = useBusquedaRows();
  const name = cleanNombre(nombre);
  // Said, not refused: the same filters under a second name, or a second search of the same name,
  // may be what the person wants; they should know before saving. Worked out only while the
  // dialog is open (the header renders on every keystroke of the search).
  const notes = useMemo(() => {
    if (!opened || saved === undefined) return [];
    const filtersOf = (kept: URLSearchParams): string => {
      // The order and where the search looks (docs) are no filters: the same filters in another order are the same.
      const read = new URLSearchParams(paramsToSave(kept));
      read.delete('orden');
      read.delete('docs');
      return read.toString();
    };
    const toSave = filtersOf(params);
    const sameFilters = saved.find((row) => filtersOf(new URLSearchParams(row.params)) === toSave);
    const sameName = name === null ? undefined : saved.find((row) => compareText(row.nombre, name) === 0 && row !== sameFilters);
    return [
      sameFilters === undefined ? null : `Estos filtros ya están guardados como «${sameFilters.nombre}».`,
      sameName === undefined ? null : `Ya hay otra búsqueda llamada «${sameName.nombre}».`,
    ].filter((note) => note !== null);
  }, [opened, saved, params, name]);

  const open = (): void => {
    setNombre(q.trim().slice(0, maxNombreLength));
    setProblem(null);
    setOpened(true);
    dialog.current?.showModal();
    // The name is where the person types.
    input.current?.focus();
  };
  const close = (): void => {
    dialog.current?.close();
  };
  const save = (event: FormEvent): void => {
    event.preventDefault();
    if (shown === undefined || name === null) return;
    const toSave = paramsToSave(params);
    setBusy(true);
    saveBusqueda(
      name,
      toSave,
      shown.map((row) => row.id),
    ).then(
      (newId) => {
        setBusy(false);
        close();
        // The list is now that search: the navigation shows it as the current one.
        const next = new URLSearchParams(toSave);
        next.set(busquedaParam, newId);
        replaceQuery(path, next);
      },
      (cause: unknown) => {
        setBusy(false);
        setProblem({ message: 'No se pudo guardar la búsqueda.', detail: errorMessage(cause) });
      },
    );
  };

  return (
    <>
      {/* "Guardar" on screen: the header is narrow at 1024 px; the name says what is saved. */}
      <button
        ref={button}
        type="button"
        className="toolbar-button"
        aria-label="Guardar búsqueda"
        title="Guardar búsqueda: los filtros de la lista, con un nombre"
        disabled={shown === undefined}
        onClick={open}
      >
        <Icon name="bookmark" /> Guardar
      </button>
      <dialog
        ref={dialog}
        className="dialog busqueda-dialog"
        aria-labelledby={`${id}-title`}
        onClose={() => {
          setOpened(false);
          button.current?.focus();
        }}
        onCancel={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        <form onSubmit={save}>
          <h2 id={`${id}-title`}>Guardar búsqueda</h2>
          <p className="busqueda-dialog-text">
            Se guardan los filtros de la lista. La búsqueda aparece en el panel de filtros con las convocatorias nuevas que traiga cada
            sincronización.
          </p>
          <div className="field">
            <label htmlFor={`${id}-nombre`}>Nombre</label>
            <input
              id={`${id}-nombre`}
              value={nombre}
              maxLength={maxNombreLength}
              required
              ref={input}
              placeholder="Por ejemplo: Música en Córdoba"
              onChange={(event) => setNombre(event.target.value)}
            />
          </div>
          {notes.length > 0 && (
            <p className="busqueda-dialog-note" role="status">
              {notes.join(' ')}
            </p>
          )}
          <Problem text={problem?.message ?? null} detail={problem?.detail ?? null} />
          <div className="busqueda-dialog-actions">
            <BusyButton onClick={close} busy={busy}>
              Cancelar
            </BusyButton>
            <BusyButton type="submit" className="primary-button" disabled={name === null} busy={busy}>
              {busy ? 'Guardando…' : 'Guardar'}
            </BusyButton>
          </div>
        </form>
      </dialog>
    </>
  );
}
