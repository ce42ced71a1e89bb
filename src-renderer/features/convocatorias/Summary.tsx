/**
 * Where things stand, in words a person applying reads at a glance: the line above the list
 * ("73 abiertas · 10 cierran esta semana · 3 nuevas desde tu última sincronización", each part a
 * link to that list) and what the reader says while no record is open (the next closings).
 */
import { spanishCount } from '../../../src-shared/spanish-count';
import {
  defaultFilter,
  filterToParams,
  sameFilter,
  useConvocatoriaSummary,
  type ConvocatoriaFilter,
  type ConvocatoriaSummary,
} from '../../data/convocatorias';
import { recordHref } from '../../router';
import { formatShortDate } from '../../ui/format';
import { ClosingChip } from './StateChips';

const count = (n: number, one: string, many: string): string => `${spanishCount(n)} ${n === 1 ? one : many}`;

interface Part {
  text: string;
  /** Said after the text where the line has room (see styles.css). */
  tail?: string;
  filter: ConvocatoriaFilter;
}

/** The parts worth saying: a 0 is left out, but no abiertas at all is said plainly. */
function partsOf(summary: ConvocatoriaSummary): Part[] {
  if (summary.abiertas === 0) return [{ text: 'Ninguna convocatoria abierta hoy', filter: defaultFilter }];
  const parts: Part[] = [{ text: count(summary.abiertas, 'abierta', 'abiertas'), filter: defaultFilter }];
  if (summary.semana > 0)
    parts.push({
      text: count(summary.semana, 'cierra esta semana', 'cierran esta semana'),
      filter: { ...defaultFilter, cierre: 'semana' },
    });
  if (summary.nuevas > 0)
    parts.push({
      text: count(summary.nuevas, 'nueva', 'nuevas'),
      tail: ' desde tu última sincronización',
      filter: { ...defaultFilter, nuevas: true },
    });
  return parts;
}

const hrefOf = (filter: ConvocatoriaFilter): string => {
  const query = filterToParams(filter).toString();
  return `#/convocatorias${query === '' ? '' : `?${query}`}`;
};

function Parts({ summary, current }: { summary: ConvocatoriaSummary; current: ConvocatoriaFilter | null }) {
  return partsOf(summary).map((part, index) => (
    <span key={part.text}>
      {index > 0 && <span aria-hidden="true"> · </span>}
      <a
        href={hrefOf(part.filter)}
        aria-current={current !== null && sameFilter(current, part.filter) ? 'true' : undefined}
        title={part.tail === undefined ? undefined : `${part.text}${part.tail}`}
      >
        {part.text}
        {part.tail !== undefined && <span className="summary-tail">{part.tail}</span>}
      </a>
    </span>
  ));
}

/**
 * The line above the list; nothing until the rows are read (null), or while none is cached. While
 * the list shows a first launch's first page (`saving`, see data/first-rows.ts) it says they are
 * being saved, in the same place and height as the counts that follow: the rows do not move.
 */
export function SummaryLine({ filter, saving }: { filter: ConvocatoriaFilter; saving: boolean }) {
  const summary = useConvocatoriaSummary();
  if (saving)
    return (
      <p className="list-summary" data-testid="list-summary" role="status">
        Guardando las convocatorias en este equipo…
      </p>
    );
  if (summary === null || summary.cached === 0) return null;
  return (
    <p className="list-summary" data-testid="list-summary">
      <Parts summary={summary} current={filter} />
    </p>
  );
}

/** The reader while no record is open: the next closings, the counts, and the hint to pick a row. */
export function ReaderHome({ params, today }: { params: URLSearchParams; today: string }) {
  const summary = useConvocatoriaSummary();
  const hint = 'Elegí una convocatoria de la lista para leerla aquí.';
  if (summary === null) return <p className="reader-home-hint reader-home-alone">{hint}</p>;
  // Nothing stored yet: the list says so, and there is nothing in it to choose.
  if (summary.cached === 0) {
    return (
      <p className="reader-home-hint reader-home-alone">Cuando haya convocatorias guardadas, elegí una de la lista para leerla aquí.</p>
    );
  }
  return (
    <div className="reader-home">
      <p className="list-summary">
        <Parts summary={summary} current={null} />
      </p>
      {summary.proximas.length > 0 && (
        <section aria-labelledby="proximos-cierres">
          <h2 id="proximos-cierres">Próximos cierres</h2>
          <ol className="reader-home-list">
            {summary.proximas.map((row) => (
              <li key={row.id}>
                <a href={recordHref('convocatorias', row.id, params)}>
                  <bdi>{row.titulo}</bdi>
                </a>
                <span className="reader-home-date">
                  <ClosingChip convocatoria={row} today={today} /> <span className="sr-only">el </span>
                  {formatShortDate(row.fechaFin)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
      <p className="reader-home-hint">{hint}</p>
    </div>
  );
}
