/** The viewer's tools: the page (and a way to any page), the zoom, and find with its count. */
import { useId, useState, type RefObject } from 'react';
import { percent, zoomIn, zoomOut, type Zoom } from './viewer-layout';

export function ViewerToolbar({
  page,
  count,
  onGoTo,
  onTurn,
  zoom,
  scale,
  onZoom,
  query,
  onQuery,
  findBox,
  hits,
  hitIndex,
  searching,
  textless,
  onHit,
}: {
  page: number;
  count: number;
  onGoTo: (page: number) => void;
  /** One page on (1) or back (−1) from the page last gone to. */
  onTurn: (step: 1 | -1) => void;
  zoom: Zoom;
  scale: number;
  onZoom: (zoom: Zoom) => void;
  query: string;
  onQuery: (query: string) => void;
  findBox: RefObject<HTMLInputElement | null>;
  hits: number;
  /** The hit shown, 0-based; -1 when none is. */
  hitIndex: number;
  /** The pages' text is still being read: the count may grow. */
  searching: boolean;
  /** Every page read and none has text (a scan): find has nothing to look in. */
  textless: boolean;
  onHit: (step: 1 | -1) => void;
}) {
  const pageId = useId();
  const findId = useId();
  // The box follows the page as the person scrolls, and keeps what they type until they go.
  const [typing, setTyping] = useState<{ on: number; text: string } | null>(null);
  const typed = typing !== null && typing.on === page ? typing.text : null;
  const go = (): void => {
    if (typed === null) return;
    const wanted = Number(typed);
    setTyping(null);
    if (typed !== '' && Number.isInteger(wanted)) onGoTo(wanted);
  };
  const found =
    query.trim() === ''
      ? ''
      : hits === 0
        ? searching
          ? 'Buscando…'
          : textless
            ? 'Sin texto para buscar'
            : 'Sin resultados'
        : `${hitIndex < 0 ? 0 : hitIndex + 1} de ${hits}${searching ? '…' : ''}`;
  return (
    <div className="viewer-tools" role="toolbar" aria-label="Herramientas del documento">
      <div className="viewer-group" role="group" aria-label="Páginas">
        <button type="button" aria-label="Página anterior" disabled={page <= 1} onClick={() => onTurn(-1)}>
          ‹
        </button>
        <label htmlFor={pageId}>Página</label>
        <input
          id={pageId}
          className="viewer-page-number"
          type="text"
          inputMode="numeric"
          value={typed ?? String(page)}
          onChange={(event) => setTyping({ on: page, text: event.target.value.replace(/\D/g, '').slice(0, 6) })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') go();
          }}
          onBlur={go}
          aria-describedby={`${pageId}-de`}
        />
        <span id={`${pageId}-de`} data-testid="viewer-count">
          de {count}
        </span>
        <button type="button" aria-label="Página siguiente" disabled={page >= count} onClick={() => onTurn(1)}>
          ›
        </button>
      </div>
      <div className="viewer-group" role="group" aria-label="Zoom">
        <button type="button" aria-pressed={zoom.kind === 'ancho'} onClick={() => onZoom({ kind: 'ancho' })}>
          Ajustar al ancho
        </button>
        <button type="button" aria-pressed={zoom.kind === 'pagina'} onClick={() => onZoom({ kind: 'pagina' })}>
          Página completa
        </button>
        <button type="button" aria-label="Alejar" onClick={() => onZoom({ kind: 'escala', scale: zoomOut(scale) })}>
          −
        </button>
        <span className="viewer-zoom" aria-label={`Zoom: ${percent(scale)}`}>
          {percent(scale)}
        </span>
        <button type="button" aria-label="Acercar" onClick={() => onZoom({ kind: 'escala', scale: zoomIn(scale) })}>
          +
        </button>
      </div>
      <div className="viewer-group viewer-find" role="search" aria-label="Buscar en el documento">
        <label htmlFor={findId} className="sr-only">
          Buscar en el documento
        </label>
        <input
          id={findId}
          ref={findBox}
          type="search"
          placeholder="Buscar en el documento"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onHit(event.shiftKey ? -1 : 1);
          }}
        />
        <span className="viewer-found" role="status" data-testid="viewer-found">
          {found}
        </span>
        <button type="button" aria-label="Resultado anterior" disabled={hits === 0} onClick={() => onHit(-1)}>
          ↑
        </button>
        <button type="button" aria-label="Resultado siguiente" disabled={hits === 0} onClick={() => onHit(1)}>
          ↓
        </button>
      </div>
    </div>
  );
}
