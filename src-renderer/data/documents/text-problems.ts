/** For a record's Documentos box: which saved documents have no text to search, and why. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { DocumentOwner } from '../../../src-shared/documents';
import type { PdfProblem } from './pdf-problems';
import { readTextProblems } from './texts-db';

const noProblems: ReadonlyMap<string, PdfProblem> = new Map();

/** By link; empty while read, for a view without a record, or when the cache cannot be read (the search says so). */
export function useTextProblems(owner: DocumentOwner | null): ReadonlyMap<string, PdfProblem> {
  const kind = owner?.kind ?? null;
  const id = owner?.id ?? 0;
  return (
    useLiveQuery(
      () => (kind === null ? Promise.resolve(noProblems) : readTextProblems({ kind, id }).catch(() => noProblems)),
      [kind, id],
    ) ?? noProblems
  );
}
