/**
 * The mirror as a person gets it: the app's page in Chromium (browser mode, real IndexedDB),
 * a fresh profile, the first sync starting by itself with the default settings; and the
 * IndexedDB part of the floor: the same records written with nothing else going on.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { newContext } from './chromium';
import { installProbe, probeTimes, waitForProbe } from './probe';
import type { BenchApp } from './setup';

export interface MirrorRun {
  /** From the first fetchPage call to "Última sincronización completa" in the status bar. */
  syncMs: number;
  /** From the navigation to the same moment (page load, settings and the first bridge call included). */
  fromNavigationMs: number;
  /** List requests the API answered during the run. */
  apiRequests: number;
  /** The count the list header shows at the end. */
  shownCount: string;
  /** How long after the status bar said "complete" the list showed the expected count (0: already did). */
  listLagMs: number;
}

export interface MirrorSession {
  context: BrowserContext;
  page: Page;
  run: MirrorRun;
}

/** One first sync in a fresh context; the context stays open (10k convocatorias cached and listed). */
export async function mirrorInChromium(browser: Browser, app: BenchApp, expectedCount: string, hash = '#/convocatorias'): Promise<MirrorSession> {
  const context = await newContext(browser);
  await installProbe(context);
  const page = await context.newPage();
  const requestsBefore = app.simulator.stats().listRequests;
  await page.goto(`${app.web.url}${hash}`);
  const doneAt = await waitForProbe(page, 'syncDoneAt', 240_000);
  const apiRequests = app.simulator.stats().listRequests - requestsBefore;
  const firstCall = await page.evaluate(() =>
    Math.min(...performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/bridge/fetchPage')).map((entry) => entry.startTime)),
  );
  const problem = await page.getByTestId('sync-status').getByRole('alert').count();
  if (problem > 0) throw new Error(`the mirror ended with a problem: ${await page.getByTestId('sync-status').innerText()}`);
  let shownCount = '';
  let listLagMs = 0;
  if (hash.startsWith('#/convocatorias')) {
    // The list follows the store's writes a frame or so behind; a list still behind after 5 s is a bug.
    listLagMs = await page.evaluate(
      async ({ expected, doneAt }) => {
        const count = (): string => document.querySelector('[data-testid="result-count"]')?.textContent ?? '';
        const deadline = performance.now() + 5000;
        while (count() !== expected && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
        return count() === expected ? Math.max(0, performance.now() - doneAt) : Number.NaN;
      },
      { expected: expectedCount, doneAt },
    );
    shownCount = await page.getByTestId('result-count').innerText();
  }
  const times = await probeTimes(page);
  return {
    context,
    page,
    run: { syncMs: doneAt - firstCall, fromNavigationMs: times.syncDoneAt ?? doneAt, apiRequests, shownCount, listLagMs },
  };
}

interface WriteResult {
  ms: number;
  records: number;
}

/**
 * Writes the records a mirror writes — each collection's records once per list that carries them,
 * read back from the app's own database so shape and size are exact — into a scratch database
 * with the app's object stores and indexes, in batches of 100 (one transaction each), one batch
 * after the other. Runs in a page of the app's origin after a mirror.
 */
export function idbWriteFloor(page: Page, lists: readonly string[]): Promise<WriteResult> {
  return page.evaluate(async (collections) => {
    const done = <T>(request: IDBRequest<T>): Promise<T> =>
      new Promise((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
      });
    const app = await done(indexedDB.open('directorio'));
    const readAll = (store: string): Promise<{ listas: string[] }[]> => done(app.transaction(store).objectStore(store).getAll()) as Promise<{ listas: string[] }[]>;
    const tables = { convocatorias: await readAll('convocatorias'), organismos: await readAll('organismos'), tramites: await readAll('tramites') };
    app.close();
    const storeOf = (collection: string): keyof typeof tables =>
      collection.startsWith('convocatorias') ? 'convocatorias' : collection === 'tramites' ? 'tramites' : 'organismos';
    const writes = collections.map((collection) => ({ store: storeOf(collection), rows: tables[storeOf(collection)].filter((row) => row.listas.includes(collection)) }));

    const name = 'bench-escritura';
    await done(indexedDB.deleteDatabase(name));
    const opening = indexedDB.open(name, 1);
    opening.onupgradeneeded = () => {
      const db = opening.result;
      const indexes: Record<keyof typeof tables, string[]> = {
        convocatorias: ['estado', 'fechaFin', 'ordenadasRank'],
        organismos: ['nombre', 'provincia', 'dependeDe'],
        tramites: ['titulo'],
      };
      for (const [store, names] of Object.entries(indexes)) {
        const created = db.createObjectStore(store, { keyPath: 'id' });
        for (const index of names) created.createIndex(index, index);
        created.createIndex('listas', 'listas', { multiEntry: true });
      }
    };
    const scratch = await done(opening);
    let records = 0;
    const start = performance.now();
    for (const { store, rows } of writes) {
      for (let at = 0; at < rows.length; at += 100) {
        const tx = scratch.transaction(store, 'readwrite');
        const target = tx.objectStore(store);
        for (const row of rows.slice(at, at + 100)) target.put(row);
        records += Math.min(100, rows.length - at);
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'));
        });
      }
    }
    const ms = performance.now() - start;
    scratch.close();
    await done(indexedDB.deleteDatabase(name));
    return { ms, records };
  }, lists);
}

/**
 * A second sync with nothing changed upstream (what the automatic sync usually finds): from the
 * click on the status bar's "Sincronizar" to "Última sincronización completa" again.
 */
export function resync(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const status = (): string => document.querySelector('[data-testid="sync-status"]')?.textContent ?? '';
    const button = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="sync-status"] button')].find((b) => b.textContent === 'Sincronizar');
    if (button === undefined) throw new Error(`no "Sincronizar" button in the status bar: «${status()}»`);
    const until = async (done: () => boolean): Promise<void> => {
      const deadline = performance.now() + 120_000;
      while (!done()) {
        if (performance.now() > deadline) throw new Error(`the re-sync did not end: «${status()}»`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const started = performance.now();
    button.click();
    await until(() => status().includes('Sincronizando'));
    await until(() => status().includes('Última sincronización completa'));
    return performance.now() - started;
  });
}
