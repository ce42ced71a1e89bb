/**
 * PDF.js, loaded on first use and locked down. The library is its own chunk, never in the window's
 * first bundle; its worker is a file of ours that Vite emits and the app serves (app://directorio
 * in Electron, the app's origin in browser mode), so the CSP's worker-src 'self' is all it needs.
 * Every document opens with the options below: no eval (`isEvalSupported: false`), no XFA forms,
 * no WebAssembly (the CSP allows none: JPX and JBIG2 images and ICC colour profiles are left out
 * or shown in their alternate colours), and no scripting at all (pdf.sandbox is never loaded: the
 * viewer uses the display API only, never PDF.js's viewer components).
 */
import type * as PdfjsModule from 'pdfjs-dist';
import type { DocumentInitParameters } from 'pdfjs-dist/types/src/display/api';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export type Pdfjs = typeof PdfjsModule;

let loading: Promise<Pdfjs> | null = null;

/** The library, its worker set; a failed load is tried again on the next call. */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= import('pdfjs-dist').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return pdfjs;
    },
    (cause: unknown) => {
      loading = null;
      throw cause;
    },
  );
  return loading;
}

/** The largest image PDF.js decodes, in pixels: a few bytes must not become gigabytes (as for records' images). */
const maxImagePixels = 40_000_000;

// Errors only: a warning per missing standard font would fill the console for nothing.
const errorsOnly = 0;

/**
 * A PDF.js worker of its own (one document's text read off the page). Its log level is its own,
 * set when it starts: without it, the worker would warn at PDF.js's default level.
 */
export function ownWorker(pdfjs: Pdfjs): InstanceType<Pdfjs['PDFWorker']> {
  return new pdfjs.PDFWorker({ verbosity: errorsOnly });
}

/** The options every `getDocument` gets. */
export function lockedDown(data: Uint8Array): DocumentInitParameters {
  return {
    data,
    isEvalSupported: false,
    enableXfa: false,
    useWasm: false,
    // A damaged part (a font, an image) is left out and the rest shown, rather than the whole document refused.
    stopAtErrors: false,
    maxImageSize: maxImagePixels,
    verbosity: errorsOnly,
  };
}
