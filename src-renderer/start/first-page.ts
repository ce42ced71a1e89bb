/**
 * A first launch's first rows (data/first-rows.ts) are asked for by the first script itself, before
 * any stage loads: the request then travels while React, the schemas and the data layer load, not
 * after them. Only on a first launch (no first screen saved) and with the convocatorias list on
 * screen. This file goes into the first script, so it carries neither zod nor the bridge's client:
 * it sends this one call the way the bridge does (the preload in Electron, `POST /bridge/fetchPage`
 * with the session's secret in browser mode), and the answer is checked when the data stage takes it.
 */
import type { BridgeArgs } from '../../src-shared/bridge';
import { sessionHeader } from '../../src-shared/browser-session';
import { defaultSettings } from '../../src-shared/settings-defaults';
import { browserSession } from '../browser-session';
import { appDatabase, hasCachedFirstScreen, storageOrNull, type SmallStorage } from '../first-launch';

export interface EarlyFirstPage {
  args: BridgeArgs<'fetchPage'>;
  /** The bridge's answer as it came, unchecked; null when none came. */
  answer: Promise<unknown>;
}

let early: EarlyFirstPage | null = null;

/** The route shows the convocatorias list: the default route, or the list with or without a record open. */
export function convocatoriasListOnScreen(hash: string): boolean {
  const head = hash.replace(/^#\/?/, '').split(/[/?]/, 1)[0] ?? '';
  return head === '' || head === 'convocatorias';
}

/**
 * The official order's first page at the default page size: its head is the first screen's (see
 * first-rows.ts). A page size changed in Configuración is not known yet: the sync then asks again.
 */
const firstPageArgs = (): BridgeArgs<'fetchPage'> => ({
  collection: 'convocatorias/ordenadas',
  offset: 0,
  limit: defaultSettings.pageSize,
});

function send(args: BridgeArgs<'fetchPage'>): Promise<unknown> {
  if (window.directorio !== undefined) return window.directorio.fetchPage(args);
  const session = browserSession();
  if (session === null) return Promise.resolve(null);
  return fetch('/bridge/fetchPage', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [sessionHeader]: session.secret },
    credentials: 'same-origin',
    body: JSON.stringify(args),
  }).then((response) => (response.ok ? response.json() : null));
}

/** Sends the first rows' request on a first launch with the convocatorias list on screen; otherwise nothing. */
export function askFirstPageEarly(hash: string, storage: SmallStorage | null = storageOrNull(), database = appDatabase): void {
  if (hasCachedFirstScreen(database, storage) || !convocatoriasListOnScreen(hash)) return;
  const args = firstPageArgs();
  early = { args, answer: send(args).catch(() => null) };
}

/** The request sent early, once, for the data stage to check and show (see first-rows.ts); null when none was. */
export function takeEarlyFirstPage(): EarlyFirstPage | null {
  const taken = early;
  early = null;
  return taken;
}
