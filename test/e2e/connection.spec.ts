/**
 * The status bar tells the connection from the API's answers, not from navigator.onLine: with
 * the API stopped it says "Sin conexión con la API" (never "En línea"), the failed sync stays on
 * one line with "Reintentar", and once the API is back a sync brings "En línea" again.
 */
import { axeViolations } from './axe';
import type { Locator, Page } from '@playwright/test';
import { startSimulator, type Simulator } from '../simulator/server';
import { expectedConvocatorias } from './expected';
import { expect, startApp, test } from './fixtures';
import { ConvocatoriasView } from './pages';

/** The bar's content is one line tall: at most 1.6 of its own line height (a second line would make it 2). */
async function expectOneLine(bar: Locator): Promise<void> {
  const { content, lineHeight } = await bar.evaluate((el) => {
    const style = getComputedStyle(el);
    const px = (value: string): number => parseFloat(value);
    const content =
      el.getBoundingClientRect().height -
      px(style.paddingTop) -
      px(style.paddingBottom) -
      px(style.borderTopWidth) -
      px(style.borderBottomWidth);
    return { content, lineHeight: px(style.lineHeight) };
  });
  expect(lineHeight).toBeGreaterThan(0);
  expect(content, `content ${content}px, line height ${lineHeight}px`).toBeLessThanOrEqual(1.6 * lineHeight);
}

/** Every control of the bar is inside the window and the bar, not pushed past their right edge. */
async function expectControlsInside(page: Page, bar: Locator): Promise<void> {
  const barBox = await bar.boundingBox();
  const right = Math.min(page.viewportSize()?.width ?? 0, (barBox?.x ?? 0) + (barBox?.width ?? 0));
  for (const control of await bar.locator('button, a').all()) {
    const box = await control.boundingBox();
    expect(box, (await control.textContent()) ?? '').not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(right);
  }
}

/** Skips the retries' backoff (a clock of the test's own) until the status bar reports the failed run. */
async function waitForFailedRun(page: Page, bar: Locator): Promise<Locator> {
  const problem = bar.getByRole('alert');
  await expect(async () => {
    await page.clock.fastForward(10_000);
    await expect(problem).toBeVisible({ timeout: 100 });
  }).toPass({ intervals: [50], timeout: 30_000 });
  return problem;
}

test.use({ viewport: { width: 1024, height: 700 } });

test('with the API down the status bar says so on one line, with "Reintentar"; with it back, "En línea"', async ({ page }) => {
  const app = await startApp({ seed: 5, sizes: { convocatorias: 80, organismos: 20, tramites: 10 } });
  const port = Number(new URL(app.simulator.url).port);
  let simulator: Simulator | null = app.simulator;
  try {
    const view = new ConvocatoriasView(page);
    const bar = view.syncStatus;
    await view.goto(app.web.url);
    await view.waitForSyncedCount(expectedConvocatorias(app.simulator));
    await expect(bar).toContainText(/en línea/i);
    await expectOneLine(bar);

    await app.simulator.close();
    simulator = null;
    await page.clock.install();
    await page.reload();
    // A new session that has asked the API nothing claims nothing.
    await expect(bar).toContainText(/Datos actualizados (ahora|hace .+) · sin consultar la API en esta sesión/);
    // The data's age moves on with the clock while the window stays open.
    await page.clock.fastForward('04:00');
    await expect(bar).toContainText(/Datos actualizados hace [45] min · sin consultar la API en esta sesión/);
    await expect(bar).not.toContainText(/en línea/i);

    await bar.getByRole('button', { name: 'Sincronizar' }).click();
    // The first refused request already tells, while the run is still retrying.
    await expect(bar).toContainText('Sin conexión con la API');
    const problem = await waitForFailedRun(page, bar);
    await expect(bar).not.toContainText(/en línea/i);
    await expect(bar).toContainText(/último contacto hace \d+/);
    await expect(problem).toHaveText('La sincronización no terminó: no se pudo conectar con la API.');
    await expect(problem).toHaveAttribute('title', /Se conservan los datos anteriores \(última sincronización completa hace /);
    await expect(bar.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Detalles' })).toBeVisible();
    for (const width of [1024, 1366]) {
      await page.setViewportSize({ width, height: 700 });
      await expectOneLine(bar);
      await expectControlsInside(page, bar);
    }
    // A bar narrower than the window allows (1024 px), so the text cannot fit: it ends in "…",
    // in one line, with the buttons in view. (The CSSOM, which the CSP allows, not a style attribute.)
    await bar.evaluate((el) => {
      el.style.maxWidth = '700px';
    });
    await expectOneLine(bar);
    await expectControlsInside(page, bar);
    expect(await problem.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await bar.evaluate((el) => {
      el.style.maxWidth = '';
    });
    await page.setViewportSize({ width: 1024, height: 700 });

    await bar.getByRole('link', { name: 'Detalles' }).click();
    await expect(page.getByTestId('connection-line')).toHaveText(/^Sin conexión con la API( desde hace .+)?; último contacto hace .+\.$/);
    await expect(page.getByTestId('sync-failure')).toContainText('Revisá la conexión a internet o la URL base en Configuración.');
    await expect(page.getByRole('listitem', { name: 'Organismos', exact: true })).toContainText(
      'no se completó: no se pudo conectar con la API',
    );
    await page.getByText('Detalles técnicos').click();
    await expect(page.getByRole('row', { name: /^organismos / })).toContainText('network: ');
    // axe on the failed bar and the Sincronización page.
    expect(await axeViolations(page)).toEqual([]);

    // The API is back, at the same address: the retry reaches it.
    simulator = await startSimulator({ seed: 5, port, sizes: { convocatorias: 80, organismos: 20, tramites: 10 } });
    await bar.getByRole('button', { name: 'Reintentar' }).click();
    await expect(bar).toContainText(/en línea/i);
    await expect(bar).toContainText('Datos actualizados', { timeout: 30_000 });
    await expect(bar.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('connection-line')).toHaveText(/^La API respondió /);
    await expectOneLine(bar);
  } finally {
    await app.web.close();
    await simulator?.close();
  }
});

test('after a restart with the API down, the app says when it last reached it', async ({ page }) => {
  const app = await startApp({ seed: 6, sizes: { convocatorias: 40, organismos: 10, tramites: 5 } });
  let open = true;
  try {
    const view = new ConvocatoriasView(page);
    await view.goto(app.web.url);
    await view.waitForSyncedCount(expectedConvocatorias(app.simulator));
    await app.simulator.close();
    open = false;
    await page.goto(`${app.web.url}#/sincronizacion`);
    await page.reload();
    await expect(page.getByTestId('connection-line')).toHaveText(
      /^Todavía no se consultó la API en esta sesión \(la última vez respondió (ahora|hace .+)\)\.$/,
    );
    await expect(view.syncStatus).toContainText('sin consultar la API en esta sesión');
  } finally {
    await app.web.close();
    if (open) await app.simulator.close();
  }
});

test('an API that answers with errors, or asks to wait, is said to, not to be out of reach', async ({ page }) => {
  const app = await startApp({
    seed: 14,
    sizes: { convocatorias: 20, organismos: 6, programas: 2, museos: 2, institutos: 2, tramites: 3 },
  });
  try {
    const view = new ConvocatoriasView(page);
    await view.goto(app.web.url);
    await view.waitForSyncedCount(expectedConvocatorias(app.simulator));
    const connection = view.syncStatus.getByTestId('connection');
    await expect(connection).toContainText(/en línea/i);

    // Every request answered 5xx: the API is there, failing.
    app.simulator.setFaults({ errorRate: 1 });
    await view.syncStatus.getByRole('button', { name: 'Sincronizar' }).click();
    await expect(connection).toContainText('La API responde con errores');
    await expect(connection).not.toContainText('Sin conexión');

    // Every request answered 429 with a wait: the API asks for time.
    app.simulator.setFaults({ errorRate: 0, rateLimitRate: 1, retryAfterSeconds: 120 });
    await expect(connection).toContainText('La API pide esperar', { timeout: 30_000 });

    // Back to normal: the run goes on and ends on line.
    app.simulator.setFaults({ rateLimitRate: 0 });
    await page.reload();
    await view.syncStatus.getByRole('button', { name: 'Sincronizar' }).click();
    await expect(connection).toContainText(/en línea/i, { timeout: 30_000 });
  } finally {
    await app.close();
  }
});
