/**
 * What can go wrong reading a PDF, for the viewer and for the text extraction alike: one list of
 * kinds, one way to tell them from what PDF.js throws, one Spanish sentence each.
 */
import { assertNever } from '../../../src-shared/assert-never';
import { errorMessage } from '../../../src-shared/errors';
import type { ProblemText } from '../../ui/Problem';

export type PdfProblem =
  /** Protected by a password: PDF.js asks for one, and the app has none to give. */
  | { kind: 'encrypted' }
  /** Not a PDF, or a damaged or truncated one. */
  | { kind: 'broken'; detail: string }
  /** The pages have no text (a scan, images only): nothing to search. */
  | { kind: 'no-text' }
  /** Reading took longer than the deadline and was stopped. */
  | { kind: 'timeout'; ms: number }
  /** More pages than a document may have to be read for the search (`max`). */
  | { kind: 'too-long'; pages: number; max: number }
  /** The caller stopped the reading (the copy was deleted, the app is closing). */
  | { kind: 'cancelled' }
  /** Anything else PDF.js reported, kept for Detalles técnicos. */
  | { kind: 'unreadable'; detail: string };

/** The kind of a failure PDF.js reported (it rebuilds its exceptions, so the name is what crosses its worker). */
export function pdfProblemOf(cause: unknown): PdfProblem {
  const name = typeof cause === 'object' && cause !== null && 'name' in cause ? String(cause.name) : '';
  if (name === 'PasswordException') return { kind: 'encrypted' };
  if (name === 'InvalidPDFException' || name === 'FormatError') return { kind: 'broken', detail: errorMessage(cause) };
  return { kind: 'unreadable', detail: errorMessage(cause) };
}

/** The sentence a person reads about a document (`name`, as the page shows it). */
export function describePdfProblem(problem: PdfProblem): ProblemText {
  switch (problem.kind) {
    case 'encrypted':
      return { message: 'El documento está protegido con contraseña: no se puede mostrar ni buscar en él.', detail: null };
    case 'broken':
      return { message: 'El documento está dañado o incompleto: no se puede leer.', detail: problem.detail };
    case 'no-text':
      return { message: 'El documento no tiene texto (es una imagen escaneada): sin texto para buscar.', detail: null };
    case 'timeout':
      return { message: `Leer el documento llevó más de ${Math.round(problem.ms / 1000)} s y se detuvo.`, detail: null };
    case 'too-long':
      return {
        message: `El documento tiene ${problem.pages.toLocaleString('es-AR')} páginas: solo se busca en documentos de hasta ${problem.max.toLocaleString('es-AR')}.`,
        detail: null,
      };
    case 'cancelled':
      return { message: 'Se dejó de leer el documento.', detail: null };
    case 'unreadable':
      return { message: 'No se pudo leer el documento.', detail: problem.detail };
    default:
      return assertNever(problem);
  }
}
