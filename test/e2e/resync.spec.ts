/**
 * A second sync, as the automatic one or a click on "Sincronizar" starts it: from the first
 * request to the last, the status bar says a sync is under way (never "completa" between two
 * collections), and with nothing changed upstream it ends saying so, the list untouched.
 */
import { expectedConvocatorias } from './expected';
import { expect, startApp, test } from './fixtures';
import { ConvocatoriasView } from './pages';

test('during a re-sync the status bar says it is syncing from start to end, then "sin cambios"', async ({ page }) => {
  const app = await startApp({ seed: 21, sizes: { convocatorias: 150, organismos: 30, tramites: 12 }, faults: { latencyMs: 20 } });
  try {
    const total = expectedConvocatorias(app.simulator);
    const view = new ConvocatoriasView(page);
    await view.goto(app.web.url);
    await view.waitForSyncedCount(total);

    // Every text the status bar shows from here on, in order.
    await page.evaluate(() => {
      const bar = document.querySelector('[data-testid="sync-status"]');
      if (bar === null) throw new Error('no status bar');
      const seen: string[] = [];
      (window as unknown as { statusTexts: string[] }).statusTexts = seen;
      new MutationObserver(() => {
        const text = bar.textContent ?? '';
        if (seen.at(-1) !== text) seen.push(text);
      }).observe(bar, { subtree: true, childList: true, characterData: true });
    });
    const before = app.simulator.stats().listRequests;
    await view.syncStatus.getByRole('button', { name: 'Sincronizar' }).click();
    const statusTexts = (): Promise<string[]> => page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);
    // Ended: it was syncing, and now it says what the run changed.
    await expect
      .poll(
        async () => {
          const texts = await statusTexts();
          return texts.some((text) => text.includes('Sincronizando')) && (texts.at(-1) ?? '').includes('Cambios: sin cambios');
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const requests = app.simulator.stats().listRequests - before;
    // Each of the 7 collections was fetched again (a first page, the rest, the head re-read).
    expect(requests).toBeGreaterThanOrEqual(14);

    const texts = await statusTexts();
    const lastSyncing = texts.findLastIndex((text) => text.includes('Sincronizando'));
    expect(lastSyncing, texts.join('\n')).toBeGreaterThanOrEqual(0);
    const completeWhileSyncing = texts.slice(0, lastSyncing).filter((text) => text.includes('Datos actualizados'));
    expect(completeWhileSyncing, texts.join('\n')).toEqual([]);
    await view.expectCount(total);
  } finally {
    await app.close();
  }
});

test('an app left open syncs again on its own once its mirror is older than the interval (6 h by default)', async ({ page }) => {
  const app = await startApp({ seed: 22, sizes: { convocatorias: 40, organismos: 10, tramites: 5 } });
  try {
    // The page's clock is the test's (it runs on by itself): six hours pass in one step.
    await page.clock.install();
    const view = new ConvocatoriasView(page);
    await view.goto(app.web.url);
    await view.waitForSyncedCount(expectedConvocatorias(app.simulator));

    const [template] = app.simulator.records('convocatorias');
    app.simulator.insert('convocatorias', { ...template, id: undefined, titulo: 'Publicada mientras la app seguía abierta' });
    // Past the interval, the next check (every five minutes) finds the mirror old and syncs: the
    // new convocatoria can only have come through that sync.
    await page.clock.fastForward('06:05:00');
    // The rows on screen stay put; the new one waits behind the bar.
    await page.getByRole('button', { name: '1 convocatoria nueva — mostrar' }).click();
    await view.expectCount(expectedConvocatorias(app.simulator));
  } finally {
    await app.close();
  }
});
