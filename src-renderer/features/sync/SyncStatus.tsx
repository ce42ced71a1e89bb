import { useEffect, useState } from 'react';
import { collectionLabels } from '../../../src-shared/api/collections';
import { describeBridgeError } from '../../../src-shared/errors';
import { describeTotals, lastRunTotals } from '../../data/novedades';
import { cancelSync, startSync, syncedCollections, useSyncSnapshot, useSyncStates, type SyncStateRow } from '../../data/sync';
import { formatCount, formatRelative } from '../../ui/format';

function useOnline(): boolean {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const update = (): void => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** When every collection last completed: the oldest of them, or null while one never has. */
function oldestComplete(states: readonly SyncStateRow[] | undefined): number | null {
  if (states === undefined) return null;
  const times = syncedCollections.map((c) => states.find((s) => s.collection === c)?.lastCompleteAt ?? null);
  return times.some((t) => t === null) ? null : Math.min(...(times as number[]));
}

/** Re-renders every `ms`, so "hace 5 minutos" stays true. */
function useTick(ms: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [ms]);
}

/** True for `ms` after `since`, then false (re-rendering when it turns). */
function useRecent(since: number | null, ms: number): boolean {
  const [expired, setExpired] = useState<number | null>(null);
  useEffect(() => {
    if (since === null) return undefined;
    const timer = setTimeout(() => setExpired(since), Math.max(0, since + ms - Date.now()));
    return () => clearTimeout(timer);
  }, [since, ms]);
  return since !== null && expired !== since;
}

/** The status bar: connection, progress while syncing, last complete sync, errors with a retry. */
export function SyncStatus() {
  const online = useOnline();
  const snapshot = useSyncSnapshot();
  const states = useSyncStates();
  const progress = Object.values(snapshot.progress).findLast((p) => p.phase !== 'done');
  const position = progress === undefined ? 0 : syncedCollections.indexOf(progress.collection) + 1;
  useTick(30_000);
  const lastComplete = oldestComplete(states);
  const failed = snapshot.outcomes.find((outcome) => !outcome.complete);
  // What the sync just done changed, for a minute after it ends (the details keep it).
  const recent = useRecent(snapshot.finishedAt, 60_000);
  const totals = recent && states !== undefined ? lastRunTotals(states) : null;

  return (
    <footer className="status-bar" data-testid="sync-status">
      <span className={online ? 'dot dot-online' : 'dot dot-offline'} aria-hidden="true" />
      <span>{online ? 'En línea' : 'Sin conexión'}</span>
      {snapshot.running ? (
        <>
          {/* Between two collections no progress is under way: the run still is. */}
          {progress === undefined ? (
            <span>Sincronizando…</span>
          ) : (
            <>
              <span>
                Sincronizando {collectionLabels[progress.collection]} ({position} de {syncedCollections.length}):{' '}
                {formatCount(progress.fetched)}
                {progress.total === null ? '' : ` de ${formatCount(progress.total)}`}
                {progress.retries > 0 ? ` (reintentando: ${formatCount(progress.retries)})` : ''}
              </span>
              <progress
                aria-label={`Progreso de ${collectionLabels[progress.collection]}`}
                max={progress.total ?? undefined}
                value={progress.total === null ? undefined : progress.fetched}
              />
            </>
          )}
          <button type="button" onClick={cancelSync}>
            Cancelar
          </button>
        </>
      ) : (
        <>
          <span>
            {lastComplete === null
              ? 'Sin sincronizar todavía'
              : `Última sincronización completa ${formatRelative(lastComplete)}`}
          </span>
          {totals !== null && (
            <span role="status" data-testid="sync-changes">
              Cambios: {describeTotals(totals)}
            </span>
          )}
          {failed !== undefined && (
            <span role="alert" className="status-error">
              {failed.problem}
              {failed.error !== null && failed.error.kind !== 'rejected' ? ` ${describeBridgeError(failed.error)}` : ''}
            </span>
          )}
          <button type="button" onClick={() => void startSync()}>
            {failed !== undefined ? 'Reintentar' : 'Sincronizar'}
          </button>
          <a href="#/sincronizacion">Detalles</a>
        </>
      )}
    </footer>
  );
}
