/**
 * A list and its reader, as a mail client shows them. From 960 px wide (`sideBySideFrom`): the
 * filter panel (collapsible), the list (resizable, its width remembered, bounded by the window:
 * see list-width.ts) and the open record side by side; the list stays mounted while records
 * change, so it keeps its filters, scroll and selection. Narrower: the list, or the record
 * instead of it, as pages. The stylesheet follows the classes set here (lr-wide, lr-narrow), so
 * this is the one place that knows the breakpoint.
 */
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { listBounds, listWidth, sideBySideFrom } from './list-width';
import { typingIn } from './panes';
import { rememberOpened } from './returnFocus';

/** A media query read as a React value; one MediaQueryList per query (matchMedia makes a new one per call). */
function mediaQuery(query: string): () => boolean {
  let list: MediaQueryList | undefined;
  const of = (): MediaQueryList => (list ??= window.matchMedia(query));
  const subscribe = (listener: () => void): (() => void) => {
    of().addEventListener('change', listener);
    return () => of().removeEventListener('change', listener);
  };
  const matches = (): boolean => of().matches;
  return () => useSyncExternalStore(subscribe, matches);
}

/** True when the window is wide enough for the list and the reader side by side. */
export const useWide = mediaQuery(`(min-width: ${sideBySideFrom}px)`);

/** From this window width the filter panel stays beside an open document; narrower, it steps aside. */
export const panelBesideDocumentFrom = 1280;
const useRoomForPanelAndDocument = mediaQuery(`(min-width: ${panelBesideDocumentFrom}px)`);

/** How a record is shown: beside its list, or alone (with a way back). */
export const ReaderMode = createContext<'beside' | 'alone'>('alone');

export function useReaderMode(): 'beside' | 'alone' {
  return useContext(ReaderMode);
}

function stored(key: string, fallback: number): number {
  const value = Number(window.localStorage.getItem(key));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const widthKey = 'directorio.anchoLista';
const panelKey = 'directorio.filtrosOcultos';

/**
 * Whether the filter panel is hidden, remembered across sessions. Below 1280 px the panel would
 * leave an open document (`documentOpen`) too narrow to read, so it steps aside while one is open
 * and *Filtros* shows it as hidden; pressing it then brings the panel back beside the document
 * until the document closes, without changing what is remembered.
 */
export function useFilterPanel(documentOpen = false): [boolean, (hidden: boolean) => void] {
  const [hidden, setHidden] = useState(() => window.localStorage.getItem(panelKey) === '1');
  const [shownBesideDocument, setShownBesideDocument] = useState(false);
  const roomy = useRoomForPanelAndDocument();
  const stepsAside = documentOpen && !roomy;
  if (!stepsAside && shownBesideDocument) setShownBesideDocument(false);
  const set = (next: boolean): void => {
    setShownBesideDocument(stepsAside && !next);
    // Hidden beside a document only while it is open: what is remembered stays "shown".
    if (next && stepsAside) return;
    setHidden(next);
    window.localStorage.setItem(panelKey, next ? '1' : '0');
  };
  return [hidden || (stepsAside && !shownBesideDocument), set];
}

/** The draggable (and keyboard-operable) border between the list and the reader. */
function Splitter({ width, room, onWidth }: { width: number; room: number; onWidth: (width: number) => void }) {
  const drag = useRef<{ x: number; width: number } | null>(null);
  const { min, max } = listBounds(room);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    drag.current = { x: event.clientX, width };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    if (drag.current !== null) onWidth(listWidth(drag.current.width + event.clientX - drag.current.x, room));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const step = event.shiftKey ? 64 : 16;
    const next = { ArrowLeft: width - step, ArrowRight: width + step, Home: min, End: max }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onWidth(listWidth(next, room));
  };
  return (
    <div
      className="lr-splitter"
      role="separator"
      aria-orientation="vertical"
      aria-label="Ancho de la lista"
      aria-valuenow={width}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onKeyDown={onKeyDown}
    />
  );
}

/**
 * The width list and reader share: the container's, less the panel's and the splitter's; measured
 * again as the window changes, and when the panel or the splitter come or go.
 */
function useRoom(panelShown: boolean, wide: boolean): { container: (element: HTMLDivElement | null) => void; room: number } {
  const [element, container] = useState<HTMLDivElement | null>(null);
  const [room, setRoom] = useState(() => window.innerWidth);
  useLayoutEffect(() => {
    if (element === null) return undefined;
    const measure = (): void => {
      let taken = 0;
      for (const part of element.querySelectorAll<HTMLElement>(':scope > .lr-panel, :scope > .lr-splitter')) taken += part.offsetWidth;
      setRoom(element.clientWidth - taken);
    };
    // Measured when the observer reports, after the frame's layout (as the header's navigation is).
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, panelShown, wide]);
  return { container, room };
}

interface ListReaderProps {
  /** The filter panel; omitted for lists without filters beyond search. */
  panel?: ReactNode;
  panelHidden?: boolean;
  /** The list column: its header and the virtual list. */
  list: ReactNode;
  /** The open record, or null. */
  reader: ReactNode | null;
  /** What the reader says when no record is open (wide windows only). */
  empty: ReactNode;
  /** Escape in the reader: back to the list (focus in a wide window, the list page otherwise). */
  onEscape: () => void;
}

export function ListReader({ panel, panelHidden = false, list, reader, empty, onEscape }: ListReaderProps) {
  const wide = useWide();
  const panelShown = panel !== undefined && !panelHidden;
  const { container, room } = useRoom(panelShown, wide);
  const [chosen, setWidth] = useState(() => stored(widthKey, 420));
  const width = listWidth(chosen, room);
  const onWidth = (next: number): void => {
    setWidth(next);
    window.localStorage.setItem(widthKey, String(next));
  };

  // Escape leaves the record for its list, unless the person is typing or a control used it.
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  const open = reader !== null;
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: globalThis.KeyboardEvent): void => {
      if (event.key !== 'Escape' || typingIn(event.target) || event.defaultPrevented) return;
      escape.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (!wide && reader !== null) {
    return (
      <ReaderMode.Provider value="alone">
        <div className="lr lr-alone">{reader}</div>
      </ReaderMode.Provider>
    );
  }
  return (
    <div ref={container} className={wide ? 'lr lr-wide' : 'lr lr-narrow'}>
      {panelShown && <aside className="lr-panel">{panel}</aside>}
      <div className="lr-list" style={wide ? { width } : undefined}>
        {list}
      </div>
      {wide && (
        <>
          <Splitter width={width} room={room} onWidth={onWidth} />
          <ReaderMode.Provider value="beside">
            <div className="lr-reader" role="region" aria-label="Lector">
              {reader ?? <div className="lr-empty">{empty}</div>}
            </div>
          </ReaderMode.Provider>
        </>
      )}
    </div>
  );
}

/**
 * Moves the keyboard focus to the open record's title, once the record is on screen: it may still
 * be loading for a few frames.
 */
export function focusReader(attempt = 0): void {
  requestAnimationFrame(() => {
    const title = document.querySelector<HTMLElement>('.lr-reader #detail-title, .lr-alone #detail-title');
    if (title !== null) title.focus();
    else if (attempt < 60) focusReader(attempt + 1);
  });
}

/**
 * A row's link was followed. In a wide window the record opens beside the list, and Enter (not a
 * click) goes on to read it. In a narrow one the record replaces the list: the focus goes to its
 * title, so reading starts there, and coming back gives it to this row again.
 */
export function openedFromRow(list: string, id: number, wide: boolean, keyboard: boolean): void {
  if (!wide) rememberOpened(list, id);
  if (!wide || keyboard) focusReader();
}
