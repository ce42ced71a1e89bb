import { clsx } from 'clsx';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { heatLevel, heatThresholds, type ClosingCalendar } from '../../data/calendario';
import { dayHref, dayLabel, isNavigationKey, monthOf, monthWeeks, moveFocus, pastDayLabel, weekdays } from './month';

interface MonthGridProps {
  month: string;
  calendar: ClosingCalendar;
  labelledBy: string;
  /** Shows another month (the focus crossed into it). */
  onMonth: (month: string) => void;
}

const openDay = (day: string): void => {
  window.location.hash = dayHref(day);
};

/**
 * The month as an ARIA grid with one roving tab stop: Tab reaches the grid once, arrows move by
 * day and week (into the next or previous month), Home/End to the week's ends, PageUp/PageDown by
 * month; Enter, Space or a click open the list of the calls closing that day.
 */
export function MonthGrid({ month, calendar, labelledBy, onMonth }: MonthGridProps) {
  const { today, counts } = calendar;
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const thresholds = useMemo(() => heatThresholds(counts.values()), [counts]);
  const [focusDay, setFocusDay] = useState(today);
  // Outside the shown month (the buttons changed it) the tab stop is today, or else the 1st.
  const active = monthOf(focusDay) === month ? focusDay : monthOf(today) === month ? today : `${month}-01`;
  const grid = useRef<HTMLTableElement>(null);
  const moveDomFocus = useRef(false);

  useEffect(() => {
    if (!moveDomFocus.current) return;
    moveDomFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${active}"]`)?.focus();
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openDay(active);
      return;
    }
    if (!isNavigationKey(event.key)) return;
    event.preventDefault();
    const next = moveFocus(active, event.key);
    moveDomFocus.current = true;
    setFocusDay(next);
    if (monthOf(next) !== month) onMonth(monthOf(next));
  };

  return (
    <table className="cal-grid" role="grid" aria-labelledby={labelledBy} ref={grid} onKeyDown={onKeyDown}>
      <thead>
        <tr role="row">
          {weekdays.map((weekday) => (
            <th key={weekday.long} role="columnheader" scope="col">
              <span aria-hidden="true">{weekday.short}</span>
              <span className="sr-only">{weekday.long}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find((day) => day !== null) ?? ''} role="row">
            {week.map((day, index) => {
              if (day === null) return <td key={`blank-${index}`} role="gridcell" className="cal-blank" />;
              const count = counts.get(day) ?? 0;
              // A past day shows no "0": nothing can close on it any more (today's and later 0s stay).
              const past = day < today && count === 0;
              const label = past ? pastDayLabel(day) : dayLabel(day, count);
              const classes = clsx(
                'cal-day',
                `cal-heat-${heatLevel(count, thresholds)}`,
                day < today && 'cal-past',
                day === today && 'cal-today',
              );
              return (
                <td
                  key={day}
                  role="gridcell"
                  className={classes}
                  data-testid="calendar-day"
                  data-date={day}
                  tabIndex={day === active ? 0 : -1}
                  aria-label={label}
                  aria-current={day === today ? 'date' : undefined}
                  title={label}
                  onFocus={() => setFocusDay(day)}
                  onClick={() => {
                    setFocusDay(day);
                    openDay(day);
                  }}
                >
                  <span className="cal-date">{Number(day.slice(8))}</span>
                  {!past && (
                    <span className="cal-count" data-testid="calendar-count">
                      {count.toLocaleString('es-AR')}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
