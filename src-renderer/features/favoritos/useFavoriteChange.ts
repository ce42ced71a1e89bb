/** Starring or forgetting a favorite writes IndexedDB, which can fail (a full disk): then it says so. */
import { useState } from 'react';
import { errorMessage } from '../../../src-shared/errors';
import type { ProblemText } from '../../ui/Problem';

export interface FavoriteChange {
  busy: boolean;
  /** Why the last change was not saved: in Spanish, IndexedDB's words as the detail; null when it was. */
  problem: ProblemText | null;
  run(change: () => Promise<unknown>): void;
}

export function useFavoriteChange(): FavoriteChange {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ProblemText | null>(null);
  const run = (change: () => Promise<unknown>): void => {
    setBusy(true);
    setProblem(null);
    change().then(
      () => setBusy(false),
      (cause: unknown) => {
        setBusy(false);
        setProblem({ message: 'No se pudo guardar el cambio en favoritos.', detail: errorMessage(cause) });
      },
    );
  };
  return { busy, problem, run };
}
