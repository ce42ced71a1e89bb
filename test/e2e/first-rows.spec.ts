/**
 * A first launch lists the API's first page before the sync has stored anything (data/first-rows.ts),
 * then the stored rows in their place. The data service's worker, the only writer, is held (its
 * script is not served) while the simulator answers slowly: the rows on screen then cannot have
 * come from the cache, and IndexedDB is checked to hold none. Expected rows come from the
 * simulator's records, sorted here; "no jump" is each row's id at the same height before and
 * after the stored rows take over.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { simulatorConvocatorias, stateOf } from './expected';
import { expect, startApp, test, type AppServers } from './fixtures';
import { renderedIds, waitForSync } from './list-oracles';
import { ConvocatoriasView } from './pages';
import { storedConvocatorias } from './stored';

const today = '2026-11-16';
const noon = new Date(`${today}T12:00:00-03:00`);
const sizes = { convocatorias: 400, organismos: 10, tramites: 5 };

/** The first screen once synced: abiertas (closing today or later), soonest closing first, then by id. */
function abiertaIds(app: AppServers): number[] {
  return simulatorConvocatorias(app.simulator)
    .filter((c) => stateOf(c, today) === 'abierta')
    .sort((a, b) => a.fechaFin.localeCompare(b.fechaFin) || a.id - b.id)
    .map((c) => c.id);
}

/** Each row on screen: its id and how far from the list's top it is drawn. */
async function rowPlaces(view: ConvocatoriasView): Promise<[number, number][]> {
  const ids = await renderedIds(view.list);
  const tops = await view.rows.evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().top)));
  return ids.map((id, index) => [id, tops[index] ?? Number.NaN]);
}

/** Holds the data service's worker script until `release` is called: nothing can be written meanwhile. */
async function holdWorker(page: Page): Promise<{ release: () => void; asked: Promise<void> }> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = (): void => undefined;
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  await page.context().route(/\/assets\/worker-[\w-]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { release, asked: askedFor };
}

test('a first launch lists the first page before storing it, then the stored rows in the same places', async ({ page }) => {
  const app = await startApp({ seed: 41, sizes, now: noon, faults: { latencyMs: 400 } });
  try {
    const expected = abiertaIds(app);
    expect(expected.length).toBeGreaterThan(20);
    await page.clock.setFixedTime(noon);
    const worker = await holdWorker(page);
    await page.goto(`${app.web.url}#/convocatorias`);
    const view = new ConvocatoriasView(page);

    await worker.asked;
    await expect(view.rows.first()).toBeVisible();
    await expect(view.list).toHaveAttribute('aria-busy', 'true');
    await expect(view.resultCount).toHaveText('Descargando…');
    await expect(page.getByTestId('list-summary')).toHaveText('Guardando las convocatorias en este equipo…');
    const before = await rowPlaces(view);
    expect(before.length).toBeGreaterThanOrEqual(10);
    expect(before.map(([id]) => id)).toEqual(expected.slice(0, before.length));
    expect(await storedConvocatorias(page)).toBe(0);

    // The reader waits for the stored copy, calmly, and offers nothing to act on yet.
    const [firstId] = before[0] ?? [];
    await view.rows.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`#/convocatorias/${firstId}`));
    await expect(view.reader.getByRole('status')).toContainText('Guardando esta convocatoria en el equipo…');
    await expect(view.reader.getByRole('alert')).toHaveCount(0);
    await expect(view.reader.getByText('Convocatoria no encontrada')).toHaveCount(0);
    await expect(view.reader.getByRole('heading', { name: 'Información de la convocatoria' })).toHaveCount(0);
    expect(await axeViolations(page), 'axe on the first rows, the reader waiting').toEqual([]);
    expect(await storedConvocatorias(page)).toBe(0);

    worker.release();
    // The stored rows take over: the same ids in the same places, none dropped, none twice.
    await expect(view.list).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    expect(await storedConvocatorias(page)).toBeGreaterThan(0);
    expect(await rowPlaces(view)).toEqual(before);
    // The reader shows the stored record as soon as it is there.
    await expect(view.reader.getByRole('heading', { name: 'Información de la convocatoria' })).toBeVisible();

    await waitForSync(page);
    await view.expectCount(expected.length);
    expect(await rowPlaces(view)).toEqual(before);
  } finally {
    await app.close();
  }
});

test('a first launch whose first page fails shows no rows and no second error: the sync says what happened', async ({ page }) => {
  const app = await startApp({ seed: 41, sizes, now: noon });
  try {
    await page.clock.setFixedTime(noon);
    const worker = await holdWorker(page);
    // The first page's request dies; the sync's requests, once the worker is let go, are answered.
    app.simulator.setFaults({ dropRate: 1 });
    await page.goto(`${app.web.url}#/convocatorias`);
    const view = new ConvocatoriasView(page);
    await worker.asked;
    await expect(page.getByText('Descargando convocatorias…')).toBeVisible();
    await expect(view.rows).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    app.simulator.setFaults({ dropRate: 0 });
    worker.release();
    await waitForSync(page);
    expect(await renderedIds(view.list)).toEqual(abiertaIds(app).slice(0, (await renderedIds(view.list)).length));
  } finally {
    await app.close();
  }
});
