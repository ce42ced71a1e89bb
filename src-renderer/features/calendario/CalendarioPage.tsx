import { useClosingCalendar } from '../../data/calendario';
import { useCachedConvocatorias, useToday } from '../../data/convocatorias';
import { replaceHash } from '../../router';
import { formatCount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { NoConvocatoriasStored } from '../convocatorias/NoConvocatoriasStored';
import './calendario.css';
import { calendarHref, monthName, monthOf, monthTitle, parseMonth, shiftMonth } from './month';
import { MonthGrid } from './MonthGrid';
import { Timeline } from './Timeline';

/** The month in the URL follows the person without filling the history with every month seen. */
const showMonth = (month: string): void => replaceHash(calendarHref(month));

/** Calendario: how many Abierta convocatorias close on each day of a month, and the next weeks as bars. */
export function CalendarioPage({ params }: { params: URLSearchParams }) {
  const today = useToday();
  const month = parseMonth(params.get('mes'), today);
  const calendar = useClosingCalendar();
  // Nothing stored yet: no day can be said to have no closings.
  const noneStored = useCachedConvocatorias() === 0;
  let inMonth = 0;
  for (const [day, count] of calendar?.counts ?? []) if (monthOf(day) === month) inMonth += count;
  return (
    <section className="page cal-page">
      <header className="cal-header">
        <h1>Calendario</h1>
        <div className="cal-nav">
          <button type="button" className="cal-arrow" title="Mes anterior" onClick={() => showMonth(shiftMonth(month, -1))}>
            <span className="cal-chevron-left">
              <Icon name="chevron" />
            </span>
            <span className="sr-only">Mes anterior</span>
          </button>
          <button type="button" onClick={() => showMonth(monthOf(today))}>
            Hoy
          </button>
          <button type="button" className="cal-arrow" title="Mes siguiente" onClick={() => showMonth(shiftMonth(month, 1))}>
            <span className="cal-chevron-right">
              <Icon name="chevron" />
            </span>
            <span className="sr-only">Mes siguiente</span>
          </button>
        </div>
        <h2 id="cal-month" className="cal-month" aria-live="polite">
          {monthTitle(month)}
        </h2>
        {calendar !== undefined && !noneStored && (
          <p className="muted cal-summary">
            {inMonth === 0
              ? `Ninguna convocatoria abierta cierra en ${monthName(month)}`
              : `${formatCount(inMonth)} ${inMonth === 1 ? 'convocatoria abierta cierra' : 'convocatorias abiertas cierran'} en ${monthName(month)}`}
          </p>
        )}
      </header>
      {calendar === undefined ? (
        <p className="state">Cargando convocatorias…</p>
      ) : noneStored ? (
        <NoConvocatoriasStored />
      ) : (
        <div className="cal-body">
          <div className="cal-month-pane">
            <MonthGrid month={month} calendar={calendar} labelledBy="cal-month" onMonth={showMonth} />
            <div className="cal-legend muted">
              <p>Cada día cuenta las convocatorias abiertas que cierran ese día; elegí uno para verlas en la lista.</p>
              <span className="cal-scale" aria-hidden="true">
                Menos
                {[0, 1, 2, 3, 4].map((level) => (
                  <span key={level} className={`cal-swatch cal-heat-${level}`} />
                ))}
                Más
              </span>
            </div>
          </div>
          <Timeline calendar={calendar} />
        </div>
      )}
    </section>
  );
}
