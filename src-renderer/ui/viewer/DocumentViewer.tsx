/**
 * The in-app viewer of a PDF attached to a record, shown in the reader in place of the record:
 * what it is, where it came from (the saved copy, or a download kept nowhere), and the document
 * itself. Loading says so and ends (a deadline); closing (Cerrar, Escape) stops it and hands the
 * focus back to the record's *Ver*. A document that cannot be shown says why in Spanish, with
 * *Abrir en el sitio* still there.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import type { DocumentOwner } from '../../../src-shared/documents';
import { openDocument } from '../../data/documents/open-document';
import { describePdfProblem, pdfProblemOf } from '../../data/documents/pdf-problems';
import { loadPdfjs, type Pdfjs } from '../../data/documents/pdfjs';
import { ExternalLink } from '../ExternalLink';
import type { ProblemText } from '../Problem';
import { DocumentProblem } from '../SavedDocuments';
import { PdfView } from './PdfView';
import type { Size } from './viewer-layout';
import './viewer.css';

export interface DocumentViewerProps {
  owner: DocumentOwner;
  url: string;
  /** The document's name as its record gives it. */
  name: string;
  /** 1-based, where it opens. */
  page: number;
  /** What find opens with, or null. */
  find: string | null;
  onClose: () => void;
  onPage: (page: number) => void;
}

type Opened =
  | { kind: 'loading' }
  | { kind: 'ready'; pdfjs: Pdfjs; pdf: PDFDocumentProxy; firstSize: Size; saved: boolean }
  | { kind: 'failed'; problem: ProblemText };

export function DocumentViewer({ owner, url, name, page, find, onClose, onPage }: DocumentViewerProps) {
  const [opened, setOpened] = useState<Opened>({ kind: 'loading' });
  const { kind, id } = owner;

  useEffect(() => {
    const stop = new AbortController();
    let pdf: PDFDocumentProxy | null = null;
    const open = async (): Promise<void> => {
      const result = await openDocument({ kind, id }, url, stop.signal);
      if (!result.ok) {
        if (result.problem !== null) setOpened({ kind: 'failed', problem: result.problem });
        return;
      }
      pdf = result.pdf;
      try {
        const [pdfjs, first] = await Promise.all([loadPdfjs(), result.pdf.getPage(1)]);
        const { width, height } = first.getViewport({ scale: 1 });
        if (!stop.signal.aborted) setOpened({ kind: 'ready', pdfjs, pdf: result.pdf, firstSize: { width, height }, saved: result.saved });
      } catch (cause) {
        if (!stop.signal.aborted) setOpened({ kind: 'failed', problem: describePdfProblem(pdfProblemOf(cause)) });
      }
      if (stop.signal.aborted) await pdf.destroy();
    };
    open().catch(() => undefined);
    return () => {
      stop.abort();
      pdf?.destroy().catch(() => undefined);
    };
  }, [kind, id, url]);

  // Escape closes the viewer before the reader hears it (which would leave the record).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  const source =
    opened.kind === 'ready' ? (opened.saved ? 'Copia guardada en este equipo.' : 'Sin copia guardada: se descargó solo para verlo.') : null;
  return (
    <section className="viewer" aria-labelledby="detail-title" data-testid="viewer">
      <header className="viewer-head">
        <button type="button" className="viewer-close" onClick={onClose}>
          ← Cerrar
        </button>
        <div className="viewer-title">
          <h1 id="detail-title" ref={title} tabIndex={-1} title={name}>
            <bdi>{name}</bdi>
          </h1>
          {source !== null && <p className="muted viewer-source">{source}</p>}
        </div>
        <ExternalLink url={url} label={`Abrir en el sitio: ${name}`} title={url} className="document-open">
          Abrir en el sitio
        </ExternalLink>
      </header>
      {opened.kind === 'loading' && (
        <p className="state viewer-state" role="status">
          Abriendo el documento…
        </p>
      )}
      {opened.kind === 'failed' && (
        <div className="viewer-state">
          <DocumentProblem problem={opened.problem} />
        </div>
      )}
      {opened.kind === 'ready' && (
        <PdfView pdfjs={opened.pdfjs} pdf={opened.pdf} firstSize={opened.firstSize} page={page} find={find} onPage={onPage} />
      )}
    </section>
  );
}
