/**
 * The saved searches at the top of the convocatorias' filter panel, as a mail client lists its
 * saved folders: each a link that opens it, with the number of matches the person has not seen,
 * and a small menu to rename it, move it, turn its notices on or off, or delete it. A search
 * whose parameters no longer parse says so and offers to delete it.
 */
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../../src-shared/errors';
import { useAppConfig } from '../../data/bridge/config';
import { requestNoticePermission, useNoticePermission } from '../../data/personal/avisos';
import {
  busquedaHref,
  cleanNombre,
  deleteSavedBusqueda,
  maxNombreLength,
  moveSavedBusqueda,
  renameSavedBusqueda,
  setSavedBusquedaAvisos,
  useBusquedas,
  useSeenProblem,
  type BusquedaEntry,
} from '../../data/personal/busquedas';
import { formatCount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { Problem, type ProblemText } from '../../ui/Problem';
import { useMenuButton } from '../../ui/useMenuButton';
import './busquedas.css';

type Mode = 'view' | 'rename' | 'delete';

interface ItemProps {
  entry: BusquedaEntry;
  current: boolean;
  first: boolean;
  last: boolean;
  onProblem: (problem: ProblemText | null) => void;
}

/** Runs a change of the saved searches; a failure is said under the list. */
function act(change: Promise<void>, onProblem: ItemProps['onProblem'], message: string): void {
  change.then(
    () => onProblem(null),
    (cause: unknown) => onProblem({ message, detail: errorMessage(cause) }),
  );
}

function ItemMenu({ entry, first, last, onProblem, onMode }: Omit<ItemProps, 'current'> & { onMode: (mode: Mode) => void }) {
  const { busqueda } = entry;
  const { open, toggle, close, menuId, button, menu, onMenuKey } = useMenuButton();
  const choose = (run: () => void) => () => {
    close();
    run();
  };
  return (
    <div className="busqueda-menu">
      <button
        ref={button}
        type="button"
        className="busqueda-more"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Opciones de «${busqueda.nombre}»`}
        title="Opciones"
        onClick={toggle}
      >
        <Icon name="more" />
      </button>
      {open && (
        <div ref={menu} id={menuId} className="menu" role="menu" aria-label={`Opciones de «${busqueda.nombre}»`} onKeyDown={onMenuKey}>
          {entry.ok && (
            <button type="button" role="menuitem" tabIndex={-1} onClick={choose(() => onMode('rename'))}>
              Cambiar nombre
            </button>
          )}
          {!first && (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={choose(() => act(moveSavedBusqueda(busqueda.id, -1), onProblem, 'No se pudo mover la búsqueda.'))}
            >
              Subir
            </button>
          )}
          {!last && (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={choose(() => act(moveSavedBusqueda(busqueda.id, 1), onProblem, 'No se pudo mover la búsqueda.'))}
            >
              Bajar
            </button>
          )}
          {entry.ok && (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={choose(() =>
                act(setSavedBusquedaAvisos(busqueda.id, !busqueda.avisos), onProblem, 'No se pudieron cambiar los avisos.'),
              )}
            >
              {busqueda.avisos ? 'Desactivar avisos' : 'Activar avisos'}
            </button>
          )}
          <button type="button" role="menuitem" tabIndex={-1} onClick={choose(() => onMode('delete'))}>
            Eliminar
          </button>
        </div>
      )}
    </div>
  );
}

interface RenameProps {
  entry: BusquedaEntry;
  /** Back to the link; `keyboard`: by a key, so the focus goes back to it too. */
  onDone: (keyboard: boolean) => void;
  onProblem: ItemProps['onProblem'];
}

const emptyName = 'El nombre no puede quedar vacío.';

/**
 * As a file manager renames: Enter or leaving the field (a click elsewhere, Tab) keeps a new name;
 * Escape cancels. An empty name is never kept: Enter says so and leaves the field open to type
 * one; leaving it puts the old name back and says that too.
 */
function RenameField({ entry, onDone, onProblem }: RenameProps) {
  const { busqueda } = entry;
  const [nombre, setNombre] = useState(busqueda.nombre);
  const [empty, setEmpty] = useState(false);
  // Set once the field is left, so the blur of an input being removed does not leave it again.
  const left = useRef(false);
  const errorId = useId();
  const leave = (keyboard: boolean): void => {
    left.current = true;
    onDone(keyboard);
  };
  const save = (keyboard: boolean): void => {
    if (left.current) return;
    const clean = cleanNombre(nombre);
    if (clean === null) {
      if (keyboard) return setEmpty(true);
      onProblem({ message: `El nombre no puede quedar vacío: la búsqueda sigue llamándose «${busqueda.nombre}».`, detail: null });
      return leave(false);
    }
    if (clean !== busqueda.nombre) act(renameSavedBusqueda(busqueda.id, clean), onProblem, 'No se pudo cambiar el nombre.');
    leave(keyboard);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save(true);
    } else if (event.key === 'Escape') {
      // Escape cancels the rename only: nothing else in the window hears it.
      event.preventDefault();
      event.stopPropagation();
      leave(true);
    }
  };
  return (
    <>
      <input
        className="busqueda-rename"
        aria-label={`Nuevo nombre de «${busqueda.nombre}»`}
        aria-invalid={empty || undefined}
        aria-describedby={empty ? errorId : undefined}
        value={nombre}
        maxLength={maxNombreLength}
        // The person just chose "Cambiar nombre": the field is where they type.
        autoFocus
        onChange={(event) => {
          setNombre(event.target.value);
          setEmpty(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // The window losing the focus (Alt+Tab mid-rename) is not the person leaving the field.
          if (document.hasFocus()) save(false);
        }}
      />
      {empty && (
        <span id={errorId} role="alert" className="busqueda-problem">
          {emptyName}
        </span>
      )}
    </>
  );
}

function Item({ entry, current, first, last, onProblem, onDeleted }: ItemProps & { onDeleted: () => void }) {
  const [mode, setMode] = useState<Mode>('view');
  const { busqueda } = entry;
  // Where the focus goes back when a rename or a deletion is left by keyboard: the search's link.
  const home = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (mode !== 'view' || !refocus.current) return;
    refocus.current = false;
    home.current?.focus();
  }, [mode]);
  const backToView = (keyboard: boolean): void => {
    refocus.current = keyboard;
    setMode('view');
  };
  const remove = (): void => {
    deleteSavedBusqueda(busqueda.id).then(
      () => {
        onProblem(null);
        onDeleted();
      },
      (cause: unknown) => onProblem({ message: 'No se pudo eliminar la búsqueda.', detail: errorMessage(cause) }),
    );
  };
  if (mode === 'delete') {
    return (
      <li className="busqueda busqueda-confirm">
        <span>
          ¿Eliminar «<bdi>{busqueda.nombre}</bdi>»?
        </span>
        <span className="busqueda-confirm-actions">
          <button type="button" onClick={remove}>
            Eliminar
          </button>
          {/* Cancelar takes the focus: Enter right away keeps the search. */}
          <button type="button" autoFocus onClick={() => backToView(true)}>
            Cancelar
          </button>
        </span>
      </li>
    );
  }
  const nuevas = entry.ok ? (entry.nuevas ?? 0) : 0;
  return (
    <li className={clsx('busqueda', current && 'busqueda-current', !entry.ok && 'busqueda-broken')}>
      {mode === 'rename' ? (
        <RenameField entry={entry} onDone={backToView} onProblem={onProblem} />
      ) : entry.ok ? (
        <a
          ref={home}
          className="busqueda-link"
          href={busquedaHref(busqueda)}
          aria-current={current ? 'true' : undefined}
          title={busqueda.avisos ? undefined : 'Sin avisos después de sincronizar'}
        >
          <bdi className="busqueda-nombre">{busqueda.nombre}</bdi>
          {nuevas > 0 && (
            <span className="busqueda-badge" title={nuevas === 1 ? '1 convocatoria nueva' : `${formatCount(nuevas)} convocatorias nuevas`}>
              <span className="sr-only">, </span>
              {formatCount(nuevas)}
              <span className="sr-only">{nuevas === 1 ? ' nueva' : ' nuevas'}</span>
            </span>
          )}
        </a>
      ) : (
        <span className="busqueda-link">
          <bdi className="busqueda-nombre">{busqueda.nombre}</bdi>
        </span>
      )}
      {mode === 'view' && <ItemMenu entry={entry} first={first} last={last} onProblem={onProblem} onMode={setMode} />}
      {!entry.ok && (
        <div className="busqueda-problem" role="note">
          Ya no se puede abrir: {entry.problems.join(' ')}{' '}
          <button ref={home} type="button" className="link-button" onClick={() => setMode('delete')}>
            Eliminarla
          </button>
        </div>
      )}
    </li>
  );
}

/** In a browser, the notices need the site's permission, asked only when the person presses this. */
function BrowserAvisos({ entries }: { entries: readonly BusquedaEntry[] }) {
  const config = useAppConfig();
  const permission = useNoticePermission();
  if (config.status !== 'ready' || config.value.mode !== 'browser' || permission !== 'default') return null;
  if (!entries.some((entry) => entry.busqueda.avisos)) return null;
  return (
    <button type="button" className="link-button busquedas-avisos" onClick={requestNoticePermission}>
      Activar avisos del navegador
    </button>
  );
}

/** The saved searches, when there are any; `current`: the id of the one the list shows. */
export function SavedSearches({ current }: { current: string | null }) {
  const entries = useBusquedas();
  const [problem, setProblem] = useState<ProblemText | null>(null);
  const seenProblem = useSeenProblem();
  const title = useRef<HTMLHeadingElement>(null);
  if (entries === undefined || entries.length === 0) return null;
  return (
    <nav className="busquedas" aria-labelledby="busquedas-title">
      {/* Takes the focus when the search that had it is deleted. */}
      <h2 ref={title} id="busquedas-title" className="busquedas-title" tabIndex={-1}>
        Búsquedas guardadas
      </h2>
      <ul className="busquedas-list">
        {entries.map((entry, index) => (
          <Item
            key={entry.busqueda.id}
            entry={entry}
            current={entry.busqueda.id === current}
            first={index === 0}
            last={index === entries.length - 1}
            onProblem={setProblem}
            onDeleted={() => title.current?.focus()}
          />
        ))}
      </ul>
      <BrowserAvisos entries={entries} />
      <Problem text={problem?.message ?? null} detail={problem?.detail ?? null} />
      <Problem text={seenProblem?.message ?? null} detail={seenProblem?.detail ?? null} />
    </nav>
  );
}
