/**
 * "Sincronizar automáticamente cada N horas" for an app left open: the staleness check runs at
 * start, every few minutes, when the browser says the network is back and when the window is
 * shown again. The check itself decides (see syncIfStale); these are only the moments to ask.
 * The API's own answers (connection.ts) are deliberately not a trigger: a sync is itself made of
 * API answers, and would set off the next.
 */
/** How often an open app asks whether the mirror got old: small against an interval of hours. */
export const autoSyncCheckMs = 5 * 60_000;

/** True when some collection never completed, or (interval > 0) its last complete sync is older than the interval. */
export function isStaleAt(lastComplete: readonly (number | null | undefined)[], autoSyncHours: number, now: number): boolean {
  const never = lastComplete.some((at) => at == null);
  const old = autoSyncHours > 0 && lastComplete.some((at) => now - (at ?? 0) > autoSyncHours * 3_600_000);
  return never || old;
}

export interface AutoSyncEnvironment {
  /** Where `online` is heard (the window). */
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Where `visibilitychange` is heard (the document). */
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { visibilityState: DocumentVisibilityState };
  /** False while the browser knows it is offline: no point asking then. */
  online: () => boolean;
  everyMs: number;
}

/**
 * Calls `check` now and at each of the moments above; returns the function that stops it.
 * `check` must not reject (syncIfStale does not); if it did, the failure is logged, not lost.
 */
export function startAutoSync(check: () => Promise<void>, environment: Partial<AutoSyncEnvironment> = {}): () => void {
  const win = environment.window ?? window;
  const doc = environment.document ?? document;
  const online = environment.online ?? (() => navigator.onLine);
  const ask = (): void => {
    check().catch((cause: unknown) => console.error('Sincronización automática', cause));
  };
  const onTimer = (): void => {
    if (online()) ask();
  };
  const onVisible = (): void => {
    if (doc.visibilityState === 'visible' && online()) ask();
  };
  ask();
  const timer = setInterval(onTimer, environment.everyMs ?? autoSyncCheckMs);
  win.addEventListener('online', ask);
  doc.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    win.removeEventListener('online', ask);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}
