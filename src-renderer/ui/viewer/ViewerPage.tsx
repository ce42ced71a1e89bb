/**
 * One page of the viewer, mounted only while it is near the view: the canvas PDF.js paints, the
 * text layer over it (selectable, copyable, where find marks its hits) and the page's http(s)
 * links, which leave through the app's external-link guard. No other annotation does anything:
 * no form is built, no action runs.
 */
import type { PDFDocumentProxy, PageViewport } from 'pdfjs-dist';
import type { TextContent } from 'pdfjs-dist/types/src/display/api';
import { useEffect, useRef, useState } from 'react';
import { safeExternalUrl } from '../../../src-shared/url';
import { openExternal } from '../../bridge';
import type { Pdfjs } from '../../data/documents/pdfjs';
import { piecesOf, type PageText } from './find';
import type { Size } from './viewer-layout';

/** A hit on this page: its range in the page's text, and whether it is the one find points at. */
export interface PageMark {
  start: number;
  end: number;
  current: boolean;
}

interface Link {
  url: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Most pixels a page's canvas gets: past it the page is drawn at a lower resolution, never refused. */
const maxCanvasPixels = 4096 * 4096;

function linksOf(annotations: readonly unknown[], viewport: PageViewport): Link[] {
  const links: Link[] = [];
  for (const annotation of annotations) {
    const { subtype, url, rect } = annotation as { subtype?: unknown; url?: unknown; rect?: unknown };
    if (subtype !== 'Link' || typeof url !== 'string' || !Array.isArray(rect)) continue;
    const safe = safeExternalUrl(url);
    if (safe === null) continue;
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = viewport.convertToViewportRectangle(rect) as number[];
    links.push({ url: safe.href, left: Math.min(x1, x2), top: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) });
  }
  return links;
}

/** Puts back each span's own text, then wraps the parts of it the marks cover in `<mark>`. */
function applyMarks(
  divs: readonly HTMLElement[],
  items: readonly string[],
  text: PageText | undefined,
  marks: readonly PageMark[],
): HTMLElement | null {
  divs.forEach((div, index) => {
    const own = items[index] ?? '';
    if (div.childElementCount > 0 || div.textContent !== own) div.textContent = own;
  });
  if (text === undefined) return null;
  const lengths = items.map((item) => item.length);
  const byItem = new Map<number, { start: number; end: number; current: boolean }[]>();
  for (const mark of marks)
    for (const piece of piecesOf(text, mark, lengths))
      byItem.set(piece.item, [...(byItem.get(piece.item) ?? []), { ...piece, current: mark.current }]);
  let current: HTMLElement | null = null;
  for (const [item, pieces] of byItem) {
    const div = divs[item];
    const own = items[item] ?? '';
    if (div === undefined) continue;
    const parts: Node[] = [];
    let at = 0;
    for (const piece of pieces.sort((a, b) => a.start - b.start)) {
      if (piece.start > at) parts.push(document.createTextNode(own.slice(at, piece.start)));
      const mark = document.createElement('mark');
      mark.className = piece.current ? 'viewer-hit viewer-hit-current' : 'viewer-hit';
      mark.textContent = own.slice(piece.start, piece.end);
      if (piece.current) current ??= mark;
      parts.push(mark);
      at = piece.end;
    }
    if (at < own.length) parts.push(document.createTextNode(own.slice(at)));
    div.replaceChildren(...parts);
  }
  return current;
}

export function ViewerPage({
  pdfjs,
  pdf,
  number,
  scale,
  size,
  loadText,
  text,
  marks,
  reveal,
  onRevealed,
  onSize,
}: {
  pdfjs: Pdfjs;
  pdf: PDFDocumentProxy;
  /** 1-based. */
  number: number;
  scale: number;
  size: Size;
  loadText: (page: number) => Promise<TextContent>;
  text: PageText | undefined;
  marks: readonly PageMark[];
  /** Find moved to another hit: the current one, once marked on this page, is scrolled into view. */
  reveal: boolean;
  onRevealed: () => void;
  onSize: (page: number, size: Size) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const [layer, setLayer] = useState<{ divs: HTMLElement[]; items: string[] } | null>(null);
  const [links, setLinks] = useState<Link[]>([]);
  const [failed, setFailed] = useState(false);
  const sizeSeen = useRef(onSize);
  useEffect(() => {
    sizeSeen.current = onSize;
  });

  useEffect(() => {
    let stopped = false;
    let render: { cancel: () => void } | null = null;
    let texts: { cancel: () => void } | null = null;
    const draw = async (): Promise<void> => {
      const page = await pdf.getPage(number);
      if (stopped) return;
      const natural = page.getViewport({ scale: 1 });
      if (Math.abs(natural.width - size.width) > 0.5 || Math.abs(natural.height - size.height) > 0.5) {
        sizeSeen.current(number, { width: natural.width, height: natural.height });
      }
      const viewport = page.getViewport({ scale });
      const target = canvas.current;
      const context = target?.getContext('2d');
      if (target === null || context === null || context === undefined) return;
      const ratio = Math.min(window.devicePixelRatio || 1, Math.sqrt(maxCanvasPixels / (viewport.width * viewport.height)));
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      const task = page.render({
        canvas: target,
        canvasContext: context,
        viewport,
        // Annotations are drawn as the document shows them, never built as forms or links of PDF.js's.
        annotationMode: pdfjs.AnnotationMode.ENABLE,
        ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }),
      });
      render = task;
      await task.promise;
      const content = await loadText(number);
      const container = textLayer.current;
      if (stopped || container === null) return;
      container.replaceChildren();
      const built = new pdfjs.TextLayer({ textContentSource: content, container, viewport });
      texts = built;
      await built.render();
      if (stopped) return;
      setLayer({ divs: built.textDivs, items: built.textContentItemsStr });
      const annotations = (await page.getAnnotations({ intent: 'display' })) as unknown[];
      if (!stopped) setLinks(linksOf(annotations, viewport));
    };
    draw().catch((cause: unknown) => {
      const name = typeof cause === 'object' && cause !== null && 'name' in cause ? String(cause.name) : '';
      if (!stopped && name !== 'RenderingCancelledException' && name !== 'AbortException') setFailed(true);
    });
    return () => {
      stopped = true;
      render?.cancel();
      texts?.cancel();
    };
    // `size` is only compared once, when the page is read: a new size re-renders through `scale`'s layout anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pdfjs, pdf, number, scale, loadText]);

  useEffect(() => {
    if (layer === null) return;
    const current = applyMarks(layer.divs, layer.items, text, marks);
    if (current !== null && reveal) {
      current.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      onRevealed();
    }
  }, [layer, text, marks, reveal, onRevealed]);

  return (
    <>
      <canvas ref={canvas} className="viewer-canvas" aria-hidden="true" />
      <div ref={textLayer} className="textLayer" />
      {links.map((link, index) => (
        <a
          key={`${index}-${link.url}`}
          className="viewer-link"
          href={link.url}
          rel="noopener noreferrer"
          title={link.url}
          aria-label={`Enlace del documento: ${link.url}`}
          style={{ left: link.left, top: link.top, width: link.width, height: link.height }}
          onClick={(event) => {
            event.preventDefault();
            openExternal(link.url).catch(() => undefined);
          }}
        />
      ))}
      {failed && <p className="viewer-page-failed">No se pudo mostrar esta página.</p>}
    </>
  );
}
