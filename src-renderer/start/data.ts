/** The third stage (see boot.ts): the data layer, and what it starts before the window draws. */
import { startAutoSync } from '../data/sync/auto-sync';
import { todayInArgentina } from '../data/search/convocatoria-state';
import { db } from '../data/cache/db';
import { hasCachedFirstScreen } from '../data/cache/first-screen-cache';
import { showFirstRows, forgetFirstRows } from '../data/first-rows';
import { prepareSyncService } from '../data/sync/service/client';
import { onOwnSyncEnded, syncIfStale } from '../data/sync/controller';
import { takeEarlyFirstPage } from './first-page';
import { formatCount, formatDate } from '../ui/format';

export function startData(): void {
  // With no first screen saved (a first launch, a cache just emptied) the start-up check will run
  // a sync at once: the data service's worker loads its script while the window renders, instead
  // of after the check. Otherwise it starts only when a sync is asked for or found due: loading it
  // costs a core beside the window's first render, on starts that sync nothing.
  // A start that finds the mirror old (or a first sync cut short) loads it after the check: its
  // sync begins that much later, behind a list that already shows the cache.
  if (!hasCachedFirstScreen(db.name)) prepareSyncService();
  // The first rows the first script asked for on a first launch (start/first-page.ts): listed as
  // soon as they come, before the sync has stored them; the sync takes that answer for its own.
  const early = takeEarlyFirstPage();
  if (early !== null) showFirstRows(early);
  // The start-up check reads the settings and the cache while React draws the window, not after;
  // then it runs on a timer and when the network or the window comes back.
  startAutoSync(syncIfStale);
  // Once a sync of this tab is over (complete or not), rows are listed only from the cache.
  onOwnSyncEnded(forgetFirstRows);
  // The saved searches' notices hear every sync of this tab, the start-up one too, though it may
  // end before the window's code is there (their code loads with the window's, not before it).
  onOwnSyncEnded(() => {
    import('../data/personal/busquedas-notices')
      .then((notices) => notices.noticeAfterSync())
      .catch((cause: unknown) => console.error('Avisos de búsquedas guardadas', cause));
    // The documents of the records the person keeps, a new link or one that failed (it never rejects).
    import('../data/documents/auto-save').then(
      (autoSave) => autoSave.autoSaveKept('sync'),
      () => undefined,
    );
  });
}

/**
 * Makes the formatters the first screen uses. The first Intl object a page makes loads ICU's data:
 * in a task of its own, not in the middle of the first render, which cannot yield inside a
 * component.
 */
export function prepareFormats(): void {
  todayInArgentina();
  formatDate('2000-01-01');
  formatCount(0);
}
