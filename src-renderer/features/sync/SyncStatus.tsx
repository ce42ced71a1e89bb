import { clsx } from 'clsx';
import { memo, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { noSessionText, tabWithoutSession } from '../../browser-session';
import { useConnection, useNow, type ConnectionView } from '../../data/sync/connection';
import { describeTotals, lastRunTotals } from '../../data/novedades';
import { cancelSync, requestSync, syncedCollections, useSyncSnapshot, useSyncStates, type SyncStateRow } from '../../data/sync/controller';
import { BusquedasNotice } from '../convocatorias/BusquedasNotice';
import { describeFailure, failedOutcome, idleLine, progressLine, runProgress } from './describe';
import './sync.css';

/** How long after Sincronizar is pressed the same button, now Cancelar, ignores a press (see SyncStatus). */
export const cancelAfterStartMs = 600;

/** When every collection last completed: the oldest of them, or null while one never has. */
function oldestComplete(states: readonly SyncStateRow[] | undefined): number | null {
  if (states === undefined) return null;
  const times = syncedCollections.map((c) => states.find((s) => s.collection === c)?.lastCompleteAt ?? null);
  return times.some((t) => t === null) ? null : Math.min(...(times as number[]));
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

/**
 * The dot and a few words: what the app knows of the API from its own requests. When idle, `idle`
 * puts the data's age first, so the two read as one true sentence.
 */
function Connection({ connection, idle }: { connection: ConnectionView; idle: { text: string; title: string } | null }) {
  return (
    <span
      className={clsx('sync-connection', `sync-connection-${connection.tone}`, idle !== null && 'sync-connection-idle')}
      title={idle?.title ?? connection.sentence}
      data-testid="connection"
    >
      <span className={`dot dot-${connection.tone}`} aria-hidden="true" />
      {idle !== null ? (
        <span className="sync-ellipsis sync-idle-line">{idle.text}</span>
      ) : (
        <span className="sync-ellipsis">
          <span className="sync-connection-label">{connection.label}</span>
          {connection.detail !== null && <span className="sync-connection-detail"> · {connection.detail}</span>}
        </span>
      )}
    </span>
  );
}

/**
 * The status bar, always one line: the connection, then the progress while syncing, the last
 * complete sync when idle, or why the last run failed; long text ends in "…" with all of it in
 * its title and on the Sincronización page.
 */
// Memoised: it has no props, and the app re-renders on every change of the address (each keystroke of a search).
export const SyncStatus = memo(function SyncStatus() {
  const now = useNow();
  const connection = useConnection(now);
  const snapshot = useSyncSnapshot();
  const states = useSyncStates();
  const progress = runProgress(snapshot.progress, syncedCollections.length);
  const lastComplete = oldestComplete(states);
  const failed = snapshot.running ? undefined : failedOutcome(snapshot.outcomes);
  // What the sync just done changed, for a minute after it ends (the details keep it).
  const recent = useRecent(snapshot.finishedAt, 60_000);
  const totals = recent && failed === undefined && states !== undefined ? lastRunTotals(states) : null;
  // The line's text, whole in its title too: room is short and it gives way first (sync.css).
  const changes = totals === null ? null : `Cambios: ${describeTotals(totals)}`;

  // Sincronizar turns into Cancelar under the focus and the pointer: a second press (Enter pressed
  // twice or held, a double click) must not cancel the sync the first one started. For a moment
  // after that press, Cancelar takes only a single click (detail 1); keys (detail 0) and the second
  // click of a double click (detail 2) wait.
  const startedAt = useRef(Number.NEGATIVE_INFINITY);
  const start = (): void => {
    startedAt.current = performance.now();
    requestSync();
  };
  const cancel = (event: MouseEvent<HTMLButtonElement>): void => {
    if (event.detail !== 1 && performance.now() - startedAt.current < cancelAfterStartMs) return;
    cancelSync();
  };

  let middle: ReactNode;
  let idle: { text: string; title: string } | null = null;
  // A tab without the session reaches no API: the connection says nothing, and the way in needs the room.
  const noSession = tabWithoutSession();
  if (noSession) {
    // What is cached still reads; nothing can reach main, so no button promises it.
    const text = `${noSessionText} Podés leer lo guardado.`;
    middle = (
      <span role="alert" className="sync-ellipsis sync-main status-error" title={text}>
        {text}
      </span>
    );
  } else if (snapshot.running) {
    // Before the first page of any collection, no figure yet: the run still is under way.
    const text = `${progress === null ? 'Sincronizando…' : progressLine(progress)}${snapshot.elsewhere ? ' (en otra pestaña)' : ''}`;
    middle = (
      <>
        <span className="sync-ellipsis sync-main" title={text}>
          {text}
        </span>
        {progress !== null && (
          <progress
            aria-label="Progreso de la sincronización"
            max={progress.total ?? undefined}
            value={progress.total === null ? undefined : progress.fetched}
          />
        )}
        {/* One button, its key shared with Sincronizar's: pressed, it stays the focused element. */}
        <button key="sync-action" type="button" onClick={cancel}>
          Cancelar
        </button>
      </>
    );
  } else {
    const failure = failed === undefined ? null : describeFailure(failed, lastComplete, now);
    // Until the states are read, the data's age is unknown, not "never": the connection alone.
    if (failure === null && states !== undefined) idle = idleLine(lastComplete, connection, now);
    middle = (
      <>
        {failure !== null && (
          <span role="alert" className="sync-ellipsis sync-main status-error" title={failure.full}>
            {failure.short}
          </span>
        )}
        {changes !== null && (
          <span role="status" data-testid="sync-changes" className="sync-ellipsis sync-changes" title={changes}>
            {changes}
          </span>
        )}
        <BusquedasNotice />
        <button key="sync-action" type="button" onClick={start}>
          {failure !== null ? 'Reintentar' : 'Sincronizar'}
        </button>
        <a href="#/sincronizacion">Detalles</a>
      </>
    );
  }

  return (
    <footer className="status-bar sync-bar" data-testid="sync-status">
      {!noSession && <Connection connection={connection} idle={idle} />}
      {middle}
    </footer>
  );
});
