/**
 * A document opened for the in-app viewer: its bytes through the bridge (the saved copy, else a
 * download into memory by main, with the guards of saving), then parsed by PDF.js with the locked
 * down options of pdfjs.ts. Everything that can go wrong comes back as a ProblemText; nothing waits
 * forever (one deadline over the whole of it) and closing the viewer (the signal) stops it.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { thrownFailure, type BridgeResults } from '../../../src-shared/bridge';
import { describeDocumentError, type DocumentOwner } from '../../../src-shared/documents';
import { bridgeProblem } from '../../../src-shared/errors';
import { bridge } from '../../bridge';
import type { ProblemText } from '../../ui/Problem';
import { describePdfProblem, pdfProblemOf } from './pdf-problems';
import { loadPdfjs, lockedDown } from './pdfjs';

/** Main's download gives up after 60 s: this covers it, PDF.js's reading and the library's load. */
export const openDeadlineMs = 90_000;

export type OpenedDocument =
  | { ok: true; pdf: PDFDocumentProxy; name: string; saved: boolean }
  | { ok: false; problem: ProblemText }
  /** The viewer was closed first. */
  | { ok: false; problem: null };

class Stopped extends Error {
  override name = 'Stopped';
}

/** `promise`, or a rejection once `signal` aborts (Stopped) or the deadline passes (`onDeadline`). */
function bounded<T>(promise: Promise<T>, signal: AbortSignal, deadline: Promise<never>): Promise<T> {
  return Promise.race([
    promise,
    deadline,
    new Promise<never>((_, fail) => {
      if (signal.aborted) fail(new Stopped());
      signal.addEventListener('abort', () => fail(new Stopped()), { once: true });
    }),
  ]);
}

function readProblem(result: Exclude<BridgeResults['readDocument'], { ok: true }>): ProblemText {
  if ('document' in result) {
    const { message, detail } = describeDocumentError(result.document);
    return { message: `No se pudo abrir el documento: ${message}.`, detail };
  }
  return bridgeProblem(result.error);
}

export async function openDocument(
  owner: DocumentOwner,
  url: string,
  signal: AbortSignal,
  deadlineMs = openDeadlineMs,
): Promise<OpenedDocument> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new DeadlinePassed()), deadlineMs);
  });
  let destroy: (() => Promise<void>) | null = null;
  try {
    const read = await bounded(
      bridge.readDocument({ kind: owner.kind, id: owner.id, url }).catch((cause: unknown) => thrownFailure(cause)),
      signal,
      deadline,
    );
    if (!read.ok) return { ok: false, problem: readProblem(read) };
    const pdfjs = await bounded(loadPdfjs(), signal, deadline);
    const task = pdfjs.getDocument(lockedDown(read.bytes));
    destroy = () => task.destroy();
    const pdf = await bounded(task.promise, signal, deadline);
    destroy = null;
    return { ok: true, pdf, name: read.name, saved: read.saved };
  } catch (cause) {
    await destroy?.().catch(() => undefined);
    if (cause instanceof Stopped) return { ok: false, problem: null };
    if (cause instanceof DeadlinePassed) return { ok: false, problem: describePdfProblem({ kind: 'timeout', ms: deadlineMs }) };
    return { ok: false, problem: describePdfProblem(pdfProblemOf(cause)) };
  } finally {
    clearTimeout(timer);
  }
}

class DeadlinePassed extends Error {
  override name = 'DeadlinePassed';
}
