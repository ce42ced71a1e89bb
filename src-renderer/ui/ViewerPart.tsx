/**
 * The in-app viewer as a record's reader uses it: its code loaded on first use (PDF.js after it,
 * see data/documents/pdfjs.ts), and its state in the address (viewer/viewer-route.ts), so that
 * *Ver* is a navigation, a reload keeps the viewer on its page and Back closes it.
 */
import { useCallback, useMemo } from 'react';
import type { DocumentOwner } from '../../src-shared/documents';
import { replaceHash, useHash } from '../router';
import { readRecordWords, type RecordText } from './document-name';
import { describeDocument } from './documents';
import { LoadFailure, lazyPart } from './lazy';
import { viewerOf, withoutViewer, withViewer, type ViewerRoute } from './viewer/viewer-route';

export const documentViewer = lazyPart(async () => (await import('./viewer/DocumentViewer')).DocumentViewer, {
  loading: <p className="state">Abriendo el visor…</p>,
  failed: (retry, message) => <LoadFailure what="No se pudo cargar el visor de documentos." message={message} retry={retry} />,
});

/** The *Ver* of a document, by its link: where the focus goes back when the viewer closes. */
export const verAttribute = 'data-ver';

function focusVer(url: string, attempt = 0): void {
  requestAnimationFrame(() => {
    const button = document.querySelector<HTMLElement>(`[${verAttribute}="${CSS.escape(url)}"]`);
    if (button !== null) button.focus();
    else if (attempt < 60) focusVer(url, attempt + 1);
  });
}

export interface ViewerControls {
  /** The viewer the address asks for, or null. */
  viewer: ViewerRoute | null;
  open: (url: string) => void;
  close: () => void;
  setPage: (page: number) => void;
}

/** The viewer of the record the address shows: read from the hash, and moved by replacing it. */
export function useViewerRoute(): ViewerControls {
  const hash = useHash();
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?', 2);
  const params = useMemo(() => new URLSearchParams(query), [query]);
  const viewer = useMemo(() => viewerOf(params), [params]);
  const href = (next: URLSearchParams): string => {
    const text = next.toString();
    return `#${path}${text === '' ? '' : `?${text}`}`;
  };
  const url = viewer?.url ?? null;
  const setPage = useCallback(
    (page: number) => {
      if (url !== null) replaceHash(`#${path}?${withViewer(params, url, page).toString()}`);
    },
    [path, params, url],
  );
  return {
    viewer,
    // A history entry of its own: Back closes the viewer.
    open: (next) => {
      window.location.hash = href(withViewer(params, next, 1));
    },
    close: () => {
      replaceHash(href(withoutViewer(params)));
      if (url !== null) focusVer(url);
    },
    setPage,
  };
}

/** The viewer of `owner`'s document, in the reader in place of the record, named as the record names it. */
export function RecordViewer({ owner, controls, record }: { owner: DocumentOwner; controls: ViewerControls; record: RecordText }) {
  const { viewer } = controls;
  const url = viewer?.url ?? '';
  const { titulo, bajada = '', cuerpo = '' } = record;
  const name = useMemo(
    () => (url === '' ? '' : describeDocument(url, readRecordWords({ titulo, bajada, cuerpo }, new DOMParser())).name),
    [url, titulo, bajada, cuerpo],
  );
  if (viewer === null) return null;
  return (
    <documentViewer.Part
      key={viewer.url}
      owner={owner}
      url={viewer.url}
      name={name}
      page={viewer.page}
      find={viewer.find}
      onClose={controls.close}
      onPage={controls.setPage}
    />
  );
}
