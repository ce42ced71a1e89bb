/**
 * `npm run bench -- --diagnose`: where a mirror's time goes. Two first syncs, one with the
 * convocatorias list on screen (what a person sees on first start) and one from the
 * Sincronización view (no list), each with every IndexedDB transaction counted and timed in the
 * page (from creation to complete, so waiting behind other transactions is included) and the
 * bridge's fetchPage calls in flight taken from resource timing.
 */
import type { Browser } from '@playwright/test';
import { inMemoryContext } from './chromium';
import { installProbe, waitForProbe } from './probe';
import type { BenchApp } from './setup';

interface TransactionLog {
  kind: string;
  start: number;
  end: number;
  rowsRead: number;
  puts: number;
}

interface DiagnoseWindow {
  __benchTransactions?: TransactionLog[];
}

function countTransactions(): void {
  const log: TransactionLog[] = [];
  (window as DiagnoseWindow).__benchTransactions = log;
  const open = new WeakMap<IDBTransaction, TransactionLog>();
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<typeof transaction>) {
    const tx = transaction.apply(this, args);
    const entry: TransactionLog = {
      kind: `${tx.mode} ${[...tx.objectStoreNames].join('+')}`,
      start: performance.now(),
      end: Number.NaN,
      rowsRead: 0,
      puts: 0,
    };
    log.push(entry);
    open.set(tx, entry);
    const end = (): void => {
      entry.end = performance.now();
    };
    tx.addEventListener('complete', end);
    tx.addEventListener('abort', end);
    return tx;
  };
  const getAll = IDBObjectStore.prototype.getAll;
  IDBObjectStore.prototype.getAll = function (this: IDBObjectStore, ...args: Parameters<typeof getAll>) {
    const request = getAll.apply(this, args);
    const entry = open.get(this.transaction);
    request.addEventListener('success', () => {
      if (entry !== undefined) entry.rowsRead += (request.result as unknown[]).length;
    });
    return request;
  };
  const indexGetAll = IDBIndex.prototype.getAll;
  IDBIndex.prototype.getAll = function (this: IDBIndex, ...args: Parameters<typeof indexGetAll>) {
    const request = indexGetAll.apply(this, args);
    const entry = open.get(this.objectStore.transaction);
    request.addEventListener('success', () => {
      if (entry !== undefined) entry.rowsRead += (request.result as unknown[]).length;
    });
    return request;
  };
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
    const entry = open.get(this.transaction);
    if (entry !== undefined) entry.puts++;
    return put.apply(this, args);
  };
}

async function diagnoseOnce(browser: Browser, app: BenchApp, hash: string): Promise<void> {
  const context = await inMemoryContext(browser);
  await context.addInitScript(countTransactions);
  await installProbe(context, null);
  const page = await context.newPage();
  await page.goto(`${app.web.url}${hash}`);
  const doneAt = await waitForProbe(page, 'syncDoneAt', 240_000);
  const { transactions, calls } = await page.evaluate(() => ({
    transactions: (window as DiagnoseWindow).__benchTransactions ?? [],
    calls: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/bridge/fetchPage'))
      .map((entry) => ({ start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
  }));
  await context.close();
  const first = Math.min(...calls.map((call) => call.start));
  const inFlight = calls.reduce((sum, call) => sum + (call.end - call.start), 0) / (doneAt - first);
  const durations = calls.map((call) => call.end - call.start).sort((a, b) => a - b);
  console.log(
    `\n${hash}: mirror ${((doneAt - first) / 1000).toFixed(1)} s; ${calls.length} fetchPage calls, median ${(durations[durations.length >> 1] ?? 0).toFixed(0)} ms each, ${inFlight.toFixed(2)} in flight on average (of 4)`,
  );
  const groups = new Map<string, { count: number; ms: number; rowsRead: number; puts: number }>();
  for (const tx of transactions) {
    const kind = `${tx.kind}${tx.rowsRead > 0 ? ' (reads)' : ''}`;
    const group = groups.get(kind) ?? { count: 0, ms: 0, rowsRead: 0, puts: 0 };
    group.count++;
    group.ms += Number.isNaN(tx.end) ? 0 : tx.end - tx.start;
    group.rowsRead += tx.rowsRead;
    group.puts += tx.puts;
    groups.set(kind, group);
  }
  console.log('  IndexedDB transactions: kind, count, total ms (creation → complete), mean ms, rows read, puts');
  for (const [kind, group] of [...groups].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(
      `  ${kind.padEnd(52)} ${String(group.count).padStart(4)} ${group.ms.toFixed(0).padStart(7)} ${(group.ms / group.count).toFixed(1).padStart(7)} ${String(group.rowsRead).padStart(7)} ${String(group.puts).padStart(6)}`,
    );
  }
}

/** A reload with the mirror cached: what the page loads and reads, in order, until the first row shows. */
async function diagnoseColdStart(browser: Browser, app: BenchApp): Promise<void> {
  const context = await inMemoryContext(browser);
  await context.addInitScript(countTransactions);
  await installProbe(context, null);
  const page = await context.newPage();
  await page.goto(`${app.web.url}#/convocatorias`);
  await waitForProbe(page, 'syncDoneAt', 240_000);
  await page.waitForTimeout(1000);
  await page.reload();
  const firstRowAt = await waitForProbe(page, 'firstRowFrameAt', 60_000);
  await page.waitForTimeout(1000);
  const { transactions, resources, marks } = await page.evaluate(() => ({
    transactions: (window as DiagnoseWindow).__benchTransactions ?? [],
    resources: performance.getEntriesByType('resource').map((entry) => ({
      name: new URL(entry.name).pathname,
      start: entry.startTime,
      end: (entry as PerformanceResourceTiming).responseEnd,
    })),
    marks: Object.fromEntries(
      performance.getEntriesByType('navigation').flatMap((entry) => {
        const nav = entry as PerformanceNavigationTiming;
        return [
          ['responseEnd', nav.responseEnd],
          ['domContentLoaded', nav.domContentLoadedEventEnd],
          ['load', nav.loadEventEnd],
        ];
      }),
    ),
  }));
  await context.close();
  console.log(
    `\ncold start: first row on screen at ${firstRowAt.toFixed(0)} ms; ${JSON.stringify(marks, (_key, value: unknown) => (typeof value === 'number' ? Math.round(value) : value))}`,
  );
  const events = [
    ...resources.map((r) => ({
      at: r.start,
      line: `${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)}  fetch ${r.name}`,
    })),
    ...transactions.map((tx) => ({
      at: tx.start,
      line: `${tx.start.toFixed(0).padStart(6)} → ${tx.end.toFixed(0).padStart(6)}  ${tx.kind}${tx.rowsRead > 0 ? ` (${tx.rowsRead} rows read)` : ''}`,
    })),
  ];
  for (const event of events.filter((e) => e.at <= firstRowAt + 500).sort((a, b) => a.at - b.at)) console.log(`  ${event.line}`);
}

export async function diagnoseMirror(browser: Browser, app: BenchApp): Promise<void> {
  await diagnoseColdStart(browser, app);
  await diagnoseOnce(browser, app, '#/convocatorias');
  await diagnoseOnce(browser, app, '#/sincronizacion');
}
