/** The third stage (see boot.ts): the data layer, and what it starts before the window draws. */
import { startAutoSync } from '../data/auto-sync';
import { todayInArgentina } from '../data/convocatoria-state';
import { prepareSyncService } from '../data/service/client';
import { syncIfStale } from '../data/sync';
import { formatCount, formatDate } from '../ui/format';

export function startData(): void {
  // The data service's worker loads its script while the window renders: on a first launch the
  // start-up check runs a sync at once, and that sync waits for it.
  prepareSyncService();
  // The start-up check (a first launch syncs at once) reads the settings and the cache while React
  // draws the window, not after; then it runs on a timer and when the network or the window comes back.
  startAutoSync(syncIfStale);
}

/**
 * Makes the formatters the first screen uses. The first Intl object a page makes loads ICU's data
 * (15–45 ms here): in a task of its own, not in the middle of the first render, which cannot
 * yield inside a component.
 */
export function prepareFormats(): void {
  todayInArgentina();
  formatDate('2000-01-01');
  formatCount(0);
}
