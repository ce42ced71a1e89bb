/**
 * A day typed and shown as dd/mm/aaaa whatever the browser's language (a native date input shows
 * mm/dd/yyyy in an English browser), with a Spanish calendar in a popover beside it.
 */
import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import './date-field.css';
import { dateFromIso, isoFromDate, parseTypedDay, typedFromIso } from './date-text';
import { LoadFailure, lazyPart } from './lazy';

// The calendar (react-day-picker and its styles) loads when first wanted: the filter panel, on
// the first screen, shows only the text boxes and buttons, which take their place at once.
const calendar = lazyPart(async () => (await import('./DateCalendar')).DateCalendar, {
  loading: <p className="date-field-waiting">Abriendo el calendario…</p>,
  failed: (retry, message) => (
    <LoadFailure
      className="date-field-failed"
      what="No se pudo abrir el calendario. La fecha se puede escribir en el cuadro."
      message={message}
      retry={retry}
    />
  ),
});

export interface DateFieldProps {
  label: string;
  /** ISO `YYYY-MM-DD`, or '' for no date. */
  value: string;
  /** Called with an ISO day, or '' when cleared; never with a half-typed value. */
  onChange: (value: string) => void;
  /** The earliest and latest days allowed, ISO. */
  min?: string | undefined;
  max?: string | undefined;
  id?: string | undefined;
}

export const invalidDateMessage = 'Fecha inválida: usá dd/mm/aaaa';

function outOfRange(date: Date, min: Date | null, max: Date | null): string | null {
  if (min !== null && date < min) return `La fecha debe ser igual o posterior al ${typedFromIso(isoFromDate(min))}`;
  if (max !== null && date > max) return `La fecha debe ser igual o anterior al ${typedFromIso(isoFromDate(max))}`;
  return null;
}

/*
 * Only the text box is labelled with `label` (aria-label or aria-labelledby): the buttons take
 * their names from hidden text inside them and the popover is just "Calendario", so that finding
 * the field by its label (Playwright's getByLabel, a screen reader's form list) finds one box.
 */
export function DateField({ label, value, onChange, min, max, id }: DateFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-fecha`;
  const errorId = `${inputId}-error`;
  const [text, setText] = useState(() => typedFromIso(value));
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // An outside change (a preset, "Limpiar filtros") replaces whatever is in the box. The value
  // this field committed, coming back (stored, say, after a moment), does not: the person may
  // have typed on since.
  const [shownValue, setShownValue] = useState(value);
  const [committed, setCommitted] = useState<string | null>(null);
  if (shownValue !== value) {
    setShownValue(value);
    setCommitted(null);
    if (value !== committed) {
      setText(typedFromIso(value));
      setError(null);
    }
  }
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // Parsing a day is slow enough to count when a filter panel re-renders on every keystroke.
  const minDate = useMemo(() => dateFromIso(min ?? ''), [min]);
  const maxDate = useMemo(() => dateFromIso(max ?? ''), [max]);
  const selected = useMemo(() => dateFromIso(value), [value]);

  /** Hands a day to the owner, remembering it was this field's (see `committed`). */
  const send = (iso: string): void => {
    setCommitted(iso);
    onChange(iso);
  };

  const commit = (): void => {
    if (text.trim() === '') {
      setError(null);
      setText('');
      if (value !== '') send('');
      return;
    }
    const date = parseTypedDay(text);
    const problem = date === null ? invalidDateMessage : outOfRange(date, minDate, maxDate);
    if (date === null || problem !== null) {
      setError(problem);
      return;
    }
    setError(null);
    const iso = isoFromDate(date);
    setText(typedFromIso(iso));
    if (iso !== value) send(iso);
  };

  // A day refused for its range is looked at again when the range moves (the other end changed):
  // taken once it fits, else refused against the new end. Never a message about an end gone by.
  const recheck = useEffectEvent(() => {
    if (error !== null && error !== invalidDateMessage) commit();
  });
  // The other field's commit moved the range: this one's refused draft follows it (a commit is an
  // onChange for the owner, which no render may call), once per move.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
  useEffect(() => recheck(), [minDate, maxDate]);

  const close = (focusToggle: boolean): void => {
    setOpen(false);
    if (focusToggle) toggle.current?.focus();
  };

  // A click anywhere else closes the calendar (focus stays where the click put it).
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent): void => {
      if (event.target instanceof Node && wrapper.current?.contains(event.target) !== true) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const popover = useRef<HTMLDivElement>(null);
  const position = usePopoverPosition(open, toggle, popover);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape' && text !== typedFromIso(value)) {
      // Escape gives back the committed value; only when there is something to undo.
      event.stopPropagation();
      setText(typedFromIso(value));
      setError(null);
    }
  };

  const onPopoverKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close(true);
  };

  return (
    <div className="field date-field" ref={wrapper}>
      <label htmlFor={inputId}>{label}</label>
      <div className="date-field-row">
        <input
          ref={input}
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/aaaa"
          maxLength={10}
          value={text}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : errorId}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onBlur={commit}
          onKeyDown={onInputKeyDown}
        />
        {value !== '' && (
          <button
            type="button"
            className="date-field-clear"
            title="Borrar fecha"
            onClick={() => {
              setText('');
              setError(null);
              send('');
              input.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
            <span className="date-field-hidden">Borrar fecha: {label}</span>
          </button>
        )}
        <button
          ref={toggle}
          type="button"
          className="date-field-toggle"
          aria-haspopup="dialog"
          aria-expanded={open}
          title="Elegir en el calendario"
          onClick={() => setOpen((was) => !was)}
          onPointerEnter={calendar.preload}
          onFocus={calendar.preload}
        >
          <CalendarIcon />
          <span className="date-field-hidden">Elegir fecha: {label}</span>
        </button>
      </div>
      {error !== null && (
        <span id={errorId} className="field-error date-field-error" role="alert">
          {error}
        </span>
      )}
      {open && (
        <div
          ref={popover}
          className="date-field-popover"
          role="dialog"
          aria-label="Calendario"
          style={position}
          onKeyDown={onPopoverKeyDown}
        >
          <calendar.Part
            selected={selected}
            min={minDate}
            max={maxDate}
            onSelect={(date) => {
              const iso = isoFromDate(date);
              setText(typedFromIso(iso));
              setError(null);
              if (iso !== value) send(iso);
              close(true);
            }}
          />
        </div>
      )}
    </div>
  );
}

/**
 * The calendar is `position: fixed` under the button, so a scrolling side panel cannot clip it;
 * it flips above the button when there is no room below and stays inside the window.
 */
function usePopoverPosition(
  open: boolean,
  anchor: RefObject<HTMLButtonElement | null>,
  popover: RefObject<HTMLDivElement | null>,
): CSSProperties {
  const [position, setPosition] = useState<CSSProperties>({});
  useLayoutEffect(() => {
    if (!open) return undefined;
    const place = (): void => {
      const button = anchor.current?.getBoundingClientRect();
      const box = popover.current?.getBoundingClientRect();
      if (button === undefined || box === undefined) return;
      const { width, height } = box;
      const left = Math.max(8, Math.min(button.right - width, window.innerWidth - width - 8));
      const below = button.bottom + 4;
      const top = below + height > window.innerHeight && button.top - height - 4 > 0 ? button.top - height - 4 : below;
      setPosition({ top, left });
    };
    place();
    // Again when its content changes size: the calendar replacing the note shown while it loads.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    if (popover.current !== null) resized?.observe(popover.current);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      resized?.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, anchor, popover]);
  return position;
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <rect x="1.5" y="2.5" width="13" height="12" rx="1.5" fill="none" stroke="currentColor" />
      <path d="M1.5 6h13M5 1v3M11 1v3" stroke="currentColor" fill="none" />
    </svg>
  );
}
