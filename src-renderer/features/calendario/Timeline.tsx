import { clsx } from 'clsx';
import { timelineWeeks, type ClosingCalendar, type UpcomingCall } from '../../data/calendario';
import { etapaLabels, useEtapa } from '../../data/personal/postulaciones';
import { recordHref } from '../../router';
import { formatCount, formatDate } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { dayName, tickName } from './month';
import { barSpan, weekTicks } from './timeline';

/** More bars than this stop being a picture; the rest are one link away, in the list. */
const shownBars = 60;
const days = timelineWeeks * 7;
const recordParams = new URLSearchParams({ estado: 'abierta' });

function TimelineRow({ call, today }: { call: UpcomingCall; today: string }) {
  // A call the person follows (Mis convocatorias) stands out, its etapa told to screen readers.
  const etapa = useEtapa(call.id) ?? null;
  const { left, width } = barSpan(call, today, days);
  const [, month, day] = call.end.split('-');
  return (
    <li className={clsx('tl-row', etapa !== null && 'tl-favorite')}>
      <a className="tl-link" href={recordHref('convocatorias', call.id, recordParams)} title={call.titulo}>
        <span className="tl-title">
          {etapa !== null && (
            <span className="tl-star" title={etapaLabels[etapa]}>
              <Icon name="star" filled />
              <span className="sr-only">Mis convocatorias, {etapaLabels[etapa]}: </span>
            </span>
          )}
          <bdi>{call.titulo}</bdi>
          <span className="sr-only">, cierra el {dayName(call.end)}</span>
        </span>
        <span className="tl-end" aria-hidden="true">
          {day}/{month}
        </span>
        <span className="tl-track" aria-hidden="true">
          {/* React sets these through the CSSOM: no style string reaches the DOM, so the CSP holds. */}
          <span className="tl-bar" style={{ left: `${left}%`, width: `${width}%` }} />
        </span>
      </a>
    </li>
  );
}

/** The Abierta calls closing in the next weeks, one bar each from its start (or today) to its closing day. */
export function Timeline({ calendar }: { calendar: ClosingCalendar }) {
  const { today, horizon, upcoming } = calendar;
  const shown = upcoming.slice(0, shownBars);
  const more = upcoming.length - shown.length;
  const listHref = `#/convocatorias?estado=abierta&desde=${today}&hasta=${horizon}&orden=cierre-asc`;
  return (
    <section className="timeline" aria-labelledby="timeline-title">
      <div className="timeline-header">
        <h2 id="timeline-title">Próximas {timelineWeeks} semanas</h2>
        <p className="muted">
          {upcoming.length === 0
            ? `Ninguna convocatoria abierta cierra hasta el ${formatDate(horizon)}.`
            : `${formatCount(upcoming.length)} ${upcoming.length === 1 ? 'convocatoria abierta cierra' : 'convocatorias abiertas cierran'} hasta el ${formatDate(horizon)}`}
        </p>
      </div>
      {upcoming.length > 0 && (
        <div className="tl-scroll">
          <div className="tl-axis" aria-hidden="true">
            <span />
            <span />
            <span className="tl-ticks">
              {weekTicks(today, timelineWeeks).map((tick, week) => (
                <span key={tick} className="tl-tick" style={{ left: `${(week * 100) / timelineWeeks}%` }}>
                  {tickName(tick)}
                </span>
              ))}
            </span>
          </div>
          <ol className="tl-rows" aria-label="Convocatorias por fecha de cierre">
            {shown.map((call) => (
              <TimelineRow key={call.id} call={call} today={today} />
            ))}
          </ol>
          {more > 0 && (
            <p className="tl-more">
              {/* The list holds every one of them, in order of closing: the link says so, not "the rest". */}y {formatCount(more)} más:{' '}
              <a href={listHref}>ver las {formatCount(upcoming.length)} en la lista</a>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
