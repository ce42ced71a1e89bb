/**
 * An open PDF: the toolbar (pages, zoom, find) over the column of pages. Every page has its place
 * (its size, so the scroll bar is true), but only the pages near the view are rendered.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { TextContent, TextItem } from 'pdfjs-dist/types/src/display/api';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { searchWords } from '../../data/search/words';
import type { Pdfjs } from '../../data/documents/pdfjs';
import { typingIn } from '../panes';
import { findHits, pageText, type PageText } from './find';
import { ViewerPage, type PageMark } from './ViewerPage';
import { ViewerToolbar } from './ViewerToolbar';
import { currentPage, pageGap, pagesNear, pageTops, scaleFor, type Size, type Zoom } from './viewer-layout';

const isTextItem = (item: TextContent['items'][number]): item is TextItem => 'str' in item;
const noMarks: readonly PageMark[] = [];

function useRoom(element: HTMLElement | null): Size | null {
  const [room, setRoom] = useState<Size | null>(null);
  useLayoutEffect(() => {
    if (element === null) return undefined;
    const measure = (): void => setRoom({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return room;
}

export function PdfView({
  pdfjs,
  pdf,
  firstSize,
  page: startPage,
  find,
  onPage,
}: {
  pdfjs: Pdfjs;
  pdf: PDFDocumentProxy;
  /** The first page's size at scale 1: every page's until it is read. */
  firstSize: Size;
  /** 1-based, where the view opens. */
  page: number;
  /** What find opens with (a search in the documents), or null. */
  find: string | null;
  onPage: (page: number) => void;
}) {
  const count = pdf.numPages;
  // The column as state (its size is measured) and as a ref (its scroll is moved).
  const columnRef = useRef<HTMLDivElement | null>(null);
  const [column, setColumn] = useState<HTMLDivElement | null>(null);
  const attachColumn = useCallback((element: HTMLDivElement | null) => {
    columnRef.current = element;
    setColumn(element);
  }, []);
  const room = useRoom(column);
  const [sizes, setSizes] = useState<Size[]>(() => Array.from({ length: count }, () => firstSize));
  const [zoom, setZoom] = useState<Zoom>({ kind: 'ancho' });
  const opening = Math.min(count, Math.max(1, startPage)) - 1;
  const [view, setView] = useState({ first: Math.max(0, opening - 1), last: Math.min(count - 1, opening + 1), current: opening });

  const scale = room === null ? 1 : scaleFor(zoom, room, sizes[view.current] ?? firstSize);
  const tops = useMemo(() => pageTops(sizes.map((size) => size.height * scale)), [sizes, scale]);
  const total = (tops[count - 1] ?? 0) + (sizes[count - 1]?.height ?? 0) * scale + pageGap;

  // Where the reading is (page and how far into it), kept across a change of scale.
  const anchor = useRef({ page: opening, fraction: 0 });
  const measure = useCallback(() => {
    const element = columnRef.current;
    if (element === null) return;
    const { first, last } = pagesNear(tops, element.scrollTop, element.clientHeight);
    const current = currentPage(tops, element.scrollTop, element.clientHeight);
    const height = (sizes[current]?.height ?? firstSize.height) * scale;
    anchor.current = { page: current, fraction: Math.max(0, (element.scrollTop - (tops[current] ?? 0) + pageGap) / height) };
    setView((previous) =>
      previous.first === first && previous.last === last && previous.current === current ? previous : { first, last, current },
    );
  }, [tops, sizes, firstSize.height, scale]);

  // A new layout (scale, sizes, the room) keeps the reading where it was; scrolling itself only measures.
  useLayoutEffect(() => {
    const element = columnRef.current;
    if (element === null || room === null) return undefined;
    const { page, fraction } = anchor.current;
    const height = (sizes[page]?.height ?? firstSize.height) * scale;
    element.scrollTop = (tops[page] ?? 0) - pageGap + fraction * height;
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [column, room, tops]);

  const current = view.current + 1;
  const reported = useRef(current);
  useEffect(() => {
    if (reported.current === current) return;
    reported.current = current;
    onPage(current);
  }, [current, onPage]);

  const goTo = useCallback(
    (page: number) => {
      const index = Math.min(count, Math.max(1, page)) - 1;
      anchor.current = { page: index, fraction: 0 };
      const element = columnRef.current;
      if (element !== null) element.scrollTop = (tops[index] ?? 0) - pageGap;
    },
    [count, tops],
  );

  // From the page last gone to, not the one last measured: two quick PageDowns turn two pages.
  const turn = useCallback((step: number) => goTo(anchor.current.page + 1 + step), [goTo]);

  // The text of each page, read once: for the text layer and for find.
  const texts = useRef(new Map<number, Promise<TextContent>>());
  const loadText = useCallback(
    (page: number): Promise<TextContent> => {
      let text = texts.current.get(page);
      if (text === undefined) {
        text = pdf.getPage(page).then((proxy) => proxy.getTextContent());
        texts.current.set(page, text);
      }
      return text;
    },
    [pdf],
  );

  const [query, setQuery] = useState(find ?? '');
  const words = useMemo(() => searchWords(query), [query]);
  const [pageTexts, setPageTexts] = useState<(PageText | undefined)[]>([]);
  const searching = words.length > 0;
  useEffect(() => {
    if (!searching) return undefined;
    let stopped = false;
    const readAll = async (): Promise<void> => {
      const read: (PageText | undefined)[] = [];
      for (let page = 1; page <= count && !stopped; page++) {
        const content = await loadText(page).catch(() => null);
        read.push(content === null ? { text: '', starts: [] } : pageText(content.items.filter(isTextItem)));
        // A few pages at a time: the count grows as it reads, without a render per page.
        if ((page % 8 === 0 || page === count) && !stopped) setPageTexts([...read]);
      }
    };
    readAll().catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [searching, count, loadText]);
  const textsRead = pageTexts.length === count;
  const textless = textsRead && pageTexts.every((page) => page !== undefined && page.text.trim() === '');
  const hits = useMemo(() => findHits(pageTexts, words), [pageTexts, words]);

  // A search starts at its first hit from the page it began on; then the person moves (`chosen`).
  const [searchFrom, setSearchFrom] = useState(opening + 1);
  const [chosen, setChosen] = useState<number | null>(null);
  const [reveal, setReveal] = useState(find !== null);
  const automatic = hits.findIndex((hit) => hit.page >= searchFrom);
  const hitIndex = chosen ?? (automatic !== -1 ? automatic : textsRead && hits.length > 0 ? 0 : -1);
  const hit = hits[hitIndex];
  const firstShown = useRef<string | null>(null);
  useEffect(() => {
    // The first hit of a search, once known: its page brought into view (later ones move by moveHit).
    if (chosen !== null || hit === undefined) return;
    const key = `${words.join(' ')}@${hit.page}:${hit.start}`;
    if (firstShown.current === key) return;
    firstShown.current = key;
    if (hit.page !== current) goTo(hit.page);
  }, [chosen, hit, words, current, goTo]);

  const moveHit = (step: number): void => {
    if (hits.length === 0) return;
    const next = ((hitIndex < 0 ? (step > 0 ? -1 : 0) : hitIndex) + step + hits.length) % hits.length;
    setChosen(next);
    setReveal(true);
    const target = hits[next];
    // Another page is brought to the top; on this one the hit is scrolled to as it is marked.
    if (target !== undefined && target.page !== current) goTo(target.page);
  };
  const onRevealed = useCallback(() => setReveal(false), []);

  const marksOf = (page: number): readonly PageMark[] => {
    if (!searching) return noMarks;
    const own = hits.filter((candidate) => candidate.page === page);
    return own.length === 0
      ? noMarks
      : own.map((candidate) => ({ start: candidate.start, end: candidate.end, current: candidate === hit }));
  };

  const onSize = useCallback((page: number, size: Size) => {
    setSizes((previous) => previous.map((old, index) => (index === page - 1 ? size : old)));
  }, []);

  // While the viewer is open its keys are the window's: Control+F finds in the document (not the
  // browser's find, which sees only the rendered pages), PageUp and PageDown turn the page.
  const findBox = useRef<HTMLInputElement>(null);
  const keys = useRef((_event: KeyboardEvent): void => undefined);
  useLayoutEffect(() => {
    keys.current = (event) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        findBox.current?.focus();
        findBox.current?.select();
        return;
      }
      if (event.defaultPrevented || typingIn(event.target) || (event.key !== 'PageDown' && event.key !== 'PageUp')) return;
      event.preventDefault();
      turn(event.key === 'PageDown' ? 1 : -1);
    };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => keys.current(event);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="viewer-body">
      <ViewerToolbar
        page={current}
        count={count}
        onGoTo={goTo}
        onTurn={turn}
        zoom={zoom}
        scale={scale}
        onZoom={setZoom}
        query={query}
        onQuery={(next) => {
          setQuery(next);
          setChosen(null);
          setSearchFrom(current);
          setReveal(true);
        }}
        findBox={findBox}
        hits={hits.length}
        hitIndex={hit === undefined ? -1 : hitIndex}
        searching={searching && !textsRead}
        textless={textless}
        onHit={moveHit}
      />
      <div ref={attachColumn} className="viewer-pages" tabIndex={0} role="region" aria-label="Páginas del documento" onScroll={measure}>
        <div className="viewer-column" style={{ height: total }}>
          {sizes.map((size, index) => {
            const near = index >= view.first && index <= view.last;
            const page = index + 1;
            return (
              <div
                key={page}
                className="viewer-page"
                data-page={page}
                aria-label={`Página ${page}`}
                role="group"
                style={{ top: tops[index], width: size.width * scale, height: size.height * scale, ['--scale-factor' as string]: scale }}
              >
                {near && room !== null && (
                  <ViewerPage
                    pdfjs={pdfjs}
                    pdf={pdf}
                    number={page}
                    scale={scale}
                    size={size}
                    loadText={loadText}
                    text={pageTexts[index]}
                    marks={marksOf(page)}
                    reveal={reveal && hit?.page === page}
                    onRevealed={onRevealed}
                    onSize={onSize}
                  />
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
