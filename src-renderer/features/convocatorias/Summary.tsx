/**
 * Where things stand, in words a person applying reads at a glance: the line above the list
 * ("73 abiertas · 10 cierran esta semana · 3 nuevas desde tu última sincronización", each part a
 * link to that list) and what the reader says while no record is open (the next closings). When a
 * filter is in force, the line lists the filters instead, each one removable ("Con documentos ×"):
 * the panel may hold one out of sight, and the counts would describe another list than the one below.
 */
import { useLayoutEffect, useRef, type Ref } from 'react';
import { spanishCount } from '../../../src-shared/spanish-count';
import {
  defaultFilter,
  facets,
  filterToParams,
  narrows,
  optionsIn,
  sameFilter,
  stateLabels,
  useConvocatoriaSummary,
  type ConvocatoriaFilter,
  type ConvocatoriaSummary,
} from '../../data/convocatorias';
import { recordHref } from '../../router';
import { formatShortDate } from '../../ui/format';
import { facetTitles, windowLabels, type FilterPatch } from './ConvocatoriaFilters';
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

/** One filter in force, in words, and the change that takes it away. */
export interface FilterPart {
  /** Which filter it is, unique in the line ("disciplina:sin-clasificar"). */
  key: string;
  label: string;
  without: Partial<ConvocatoriaFilter>;
}

/** Options that say little alone, or that two facets share: named with their facet ("Tipo: sin clasificar"). */
const vagueOptions = new Set(['sin-clasificar', 'otras', 'Nacional']);

/**
 * The filters in force beyond the first screen's, in the panel's order: the search, the state,
 * the closing window and range, each facet's options, documents, novedades. Neither the order nor
 * where the search looks is a filter.
 */
export function filterParts(filter: ConvocatoriaFilter): FilterPart[] {
  const parts: FilterPart[] = [];
  // A search of spaces alone searches nothing.
  if (filter.q.trim() !== '') parts.push({ key: 'q', label: `«${filter.q.trim()}»`, without: { q: '' } });
  if (filter.estado !== defaultFilter.estado)
    parts.push({
      key: 'estado',
      label: filter.estado === 'todas' ? 'Todos los estados' : stateLabels[filter.estado],
      without: { estado: defaultFilter.estado },
    });
  if (filter.cierre !== 'todas')
    parts.push({ key: 'cierre', label: `Cierre: ${windowLabels[filter.cierre].toLowerCase()}`, without: { cierre: 'todas' } });
  if (filter.desde !== '') parts.push({ key: 'desde', label: `Cierra desde el ${formatShortDate(filter.desde)}`, without: { desde: '' } });
  if (filter.hasta !== '') parts.push({ key: 'hasta', label: `Cierra hasta el ${formatShortDate(filter.hasta)}`, without: { hasta: '' } });
  for (const facet of facets) {
    for (const option of optionsIn(facet, filter[facet]))
      parts.push({
        key: `${facet}:${option.slug}`,
        label: vagueOptions.has(option.slug) ? `${facetTitles[facet]}: ${option.label.toLowerCase()}` : option.label,
        without: { [facet]: filter[facet] & ~option.bit },
      });
  }
  if (filter.documentos) parts.push({ key: 'documentos', label: 'Con documentos', without: { documentos: false } });
  if (filter.nuevas) parts.push({ key: 'nuevas', label: 'Solo nuevas', without: { nuevas: false } });
  return parts;
}

interface ActiveFiltersProps {
  parts: readonly FilterPart[];
  onChange: FilterPatch;
  onClear: () => void;
  /** Which of the line's controls takes the focus once the filter has changed (the one clicked is gone). */
  focusNext: (index: number) => void;
  ref: Ref<HTMLParagraphElement>;
}

/** The filters in force, each a button that takes it away, and "Limpiar" for all of them. */
function ActiveFilters({ parts, onChange, onClear, focusNext, ref }: ActiveFiltersProps) {
  return (
    <p ref={ref} className="list-summary list-filters" data-testid="list-summary" role="group" aria-label="Filtros en uso">
      {parts.map((part, index) => (
        <button
          key={part.key}
          type="button"
          className="filter-chip"
          title={`Quitar el filtro ${part.label}`}
          onClick={() => {
            focusNext(index);
            onChange(part.without);
          }}
        >
          <bdi>{part.label}</bdi>
          <span className="filter-chip-x" aria-hidden="true">
            ×
          </span>
          <span className="sr-only"> (quitar)</span>
        </button>
      ))}
      <button
        type="button"
        className="link-button"
        onClick={() => {
          focusNext(0);
          onClear();
        }}
      >
        Limpiar filtros
      </button>
    </p>
  );
}

interface SummaryLineProps {
  filter: ConvocatoriaFilter;
  saving: boolean;
  /** Changes the filter in force (the panel's own callback). */
  onChange: FilterPatch;
  /** Back to the first screen's filters. */
  onClear: () => void;
}

/**
 * The line above the list; nothing until the rows are read (null), or while none is cached. While
 * the list shows a first launch's first page (`saving`, see data/first-rows.ts) it says they are
 * being saved, in the same place and height as the counts that follow: the rows do not move.
 */
export function SummaryLine({ filter, saving, onChange, onClear }: SummaryLineProps) {
  const summary = useConvocatoriaSummary();
  // A chip takes itself away: the focus goes to the control now in its place (the next chip,
  // "Limpiar", or the counts' first link), not to the page's body. Once the filter has changed.
  const refocus = useRef<{ from: ConvocatoriaFilter; index: number } | null>(null);
  // The line as it now stands: the chips, or the counts once the last filter has gone.
  const line = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const pending = refocus.current;
    if (pending === null || sameFilter(pending.from, filter)) return;
    refocus.current = null;
    const controls = line.current?.querySelectorAll<HTMLElement>('button, a[href]') ?? [];
    controls[Math.min(pending.index, controls.length - 1)]?.focus();
  }, [filter]);
  const focusNext = (index: number): void => {
    refocus.current = { from: filter, index };
  };
  if (saving)
    return (
      <p className="list-summary" data-testid="list-summary" role="status">
        Guardando las convocatorias en este equipo…
      </p>
    );
  if (summary === null || summary.cached === 0) return null;
  const parts = narrows(filter) ? filterParts(filter) : [];
  if (parts.length > 0) return <ActiveFilters ref={line} parts={parts} onChange={onChange} onClear={onClear} focusNext={focusNext} />;
  return (
    <p ref={line} className="list-summary" data-testid="list-summary">
      <Parts summary={summary} current={filter} />
    </p>
  );
}

/**
 * The reader while no record is open: the next closings, the counts, and the hint to pick a row
 * (`listed`: the list's rows; with none, there is nothing in it to pick).
 */
export function ReaderHome({ params, today, listed }: { params: URLSearchParams; today: string; listed: number | undefined }) {
  const summary = useConvocatoriaSummary();
  const hint =
    listed === 0 ? 'Ninguna convocatoria de la lista coincide con los filtros.' : 'Elegí una convocatoria de la lista para leerla aquí.';
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
