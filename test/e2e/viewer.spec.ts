/**
 * The in-app PDF viewer, in browser mode against the simulator: *Ver* on a PDF attached to a
 * convocatoria shows its first page with a text layer, counts its pages as the PDF has them,
 * finds a word as often as the test's own text holds it, moves with the keyboard alone, keeps its
 * page across a reload, opens a saved copy with the simulator stopped, and says why a document it
 * cannot show fails. Throughout, the page asks nothing of any origin but the app's own, and no
 * dialog or popup appears (the PDF carries a JavaScript open action, a JavaScript link and a
 * launch link). Then screens of the viewer beside the list, for people to look at.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolationsIn } from './directory-pages';
import { expectedConvocatorias } from './expected';
import { expect, startApp, test, type AppServers } from './fixtures';
import { ConvocatoriasView } from './pages';
import { expectOnlyAppOrigins, watch } from './page-watch';
import { buildPdf, occurrences } from './viewer-pdf';

/** 40 pages, each with its number; "jurado" on a few of them, written here by hand. */
const pages: string[][] = Array.from({ length: 40 }, (_, index) => {
  const number = index + 1;
  const lines = [`Reglamento de la convocatoria, pagina ${number} de 40.`, 'Las obras se presentan en formato digital.'];
  if (number === 3) lines.push('El jurado evalua cada obra.', 'El fallo del jurado es inapelable.');
  if (number === 5) lines.push('Integran el jurado tres especialistas.');
  if (number === 22) lines.push('El jurado puede declarar desierto el premio.');
  return lines;
});
const word = 'jurado';
const expectedHits = occurrences(pages, word);

const paths = { reglamento: '/docs/reglamento_2026.pdf', roto: '/docs/bases_danadas.pdf', falta: '/docs/anexo_perdido.pdf' };
const names = { reglamento: 'Reglamento 2026', roto: 'Bases danadas', falta: 'Anexo perdido' };
const titulo = 'Premio Federal de Composición 2026';

async function startWithRecord(): Promise<{ app: AppServers; url: (key: keyof typeof paths) => string }> {
  const files = { [paths.reglamento]: buildPdf(pages), [paths.roto]: Buffer.from(`%PDF-1.4\n${'x'.repeat(2000)}\n%%EOF\n`) };
  const app = await startApp({ seed: 5, sizes: { convocatorias: 30, organismos: 10, tramites: 5 }, files });
  const url = (key: keyof typeof paths): string => `${app.simulator.url}${paths[key]}`;
  app.simulator.insert('convocatorias', {
    titulo,
    bajada: 'Para compositoras y compositores de todo el país.',
    cuerpo: '<p>Leé el reglamento antes de inscribirte.</p>',
    estado: 'abierta',
    fecha_inicio: '2026-01-05',
    fecha_fin: '2026-12-20',
    documentos: [url('reglamento'), url('roto'), url('falta')],
  });
  return { app, url };
}

async function openRecord(page: Page, app: AppServers): Promise<ConvocatoriasView> {
  const view = new ConvocatoriasView(page);
  await view.goto(app.web.url);
  await view.waitForSyncedCount(expectedConvocatorias(app.simulator));
  await view.search.fill('composición 2026');
  await view.open(titulo);
  return view;
}

class Viewer {
  readonly root: Locator;
  readonly pageNumber: Locator;
  readonly count: Locator;
  readonly find: Locator;
  readonly found: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId('viewer');
    this.pageNumber = this.root.getByLabel('Página', { exact: true });
    this.count = this.root.getByTestId('viewer-count');
    this.find = this.root.getByRole('searchbox', { name: 'Buscar en el documento' });
    this.found = this.root.getByTestId('viewer-found');
  }

  /** A page of the document, by its number. */
  pageOf(number: number): Locator {
    return this.root.locator(`.viewer-page[data-page="${number}"]`);
  }

  async expectPageShown(number: number): Promise<void> {
    await expect(this.pageOf(number).locator('.textLayer')).toContainText(`pagina ${number} de 40`);
    expect(
      await this.pageOf(number)
        .locator('canvas')
        .evaluate((canvas: HTMLCanvasElement) => canvas.width > 0),
    ).toBe(true);
  }
}

test('Ver shows a PDF: its pages, find, the keyboard, a reload, and a saved copy offline', async ({ page }) => {
  const { app } = await startWithRecord();
  const seen = watch(page);
  let running = true;
  try {
    const view = await openRecord(page, app);
    const ver = view.documents.getByRole('button', { name: `Ver: ${names.reglamento}`, exact: true });
    // Keyboard only from here: the button is reached by focus, pressed with Enter.
    await ver.focus();
    await page.keyboard.press('Enter');
    const viewer = new Viewer(page);
    await expect(viewer.root.getByRole('heading', { level: 1 })).toHaveText(names.reglamento);
    await expect(viewer.root.getByRole('heading', { level: 1 })).toBeFocused();
    await viewer.expectPageShown(1);
    await expect(viewer.count).toHaveText(`de ${pages.length}`);
    await expect(viewer.pageNumber).toHaveValue('1');
    await expect(viewer.root).toContainText('Sin copia guardada: se descargó solo para verlo.');
    // Only the pages near the view have a canvas: never all 40.
    expect(await viewer.root.locator('canvas').count()).toBeLessThan(6);
    // Of the first page's three links only the web one is a link, and it goes through the app.
    await expect(viewer.pageOf(1).getByRole('link')).toHaveCount(1);
    await expect(viewer.pageOf(1).getByRole('link')).toHaveAttribute('href', 'https://www.cultura.gob.ar/');

    // Find: Control+F, the word, Enter and Shift+Enter.
    await page.keyboard.press('Control+f');
    await expect(viewer.find).toBeFocused();
    await page.keyboard.type(word);
    await expect(viewer.found).toHaveText(`1 de ${expectedHits}`);
    await expect(viewer.pageOf(3).locator('mark.viewer-hit')).toHaveCount(2);
    await expect(viewer.pageOf(3).locator('mark.viewer-hit-current')).toHaveText(word);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(viewer.found).toHaveText(`3 de ${expectedHits}`);
    await expect(viewer.pageOf(5).locator('mark.viewer-hit-current')).toHaveText(word);
    await expect(viewer.pageNumber).toHaveValue('5');
    await page.keyboard.press('Shift+Enter');
    await expect(viewer.found).toHaveText(`2 de ${expectedHits}`);
    await expectNoAxeViolationsIn(page, '[data-testid="viewer"]');
    // A word the document does not hold: its pages have text, so find says there is no hit.
    await viewer.find.fill('zzqxw');
    await expect(viewer.found).toHaveText('Sin resultados');

    // PageDown and PageUp, from the page column.
    await viewer.root.getByRole('region', { name: 'Páginas del documento' }).focus();
    await page.keyboard.press('PageDown');
    await expect(viewer.pageNumber).toHaveValue('4');
    await page.keyboard.press('PageDown');
    await expect(viewer.pageNumber).toHaveValue('5');
    await page.keyboard.press('PageUp');
    await expect(viewer.pageNumber).toHaveValue('4');
    await viewer.expectPageShown(4);
    await expect(page).toHaveURL(/[?&]pag=4(&|$)/);
    expect(new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('ver')).toBe(`${app.simulator.url}${paths.reglamento}`);

    // Zoom keeps the page being read; − and + step from where it is.
    const zoom = viewer.root.getByRole('group', { name: 'Zoom' });
    await zoom.getByRole('button', { name: 'Página completa' }).click();
    await expect(zoom.getByRole('button', { name: 'Página completa' })).toHaveAttribute('aria-pressed', 'true');
    await expect(viewer.pageNumber).toHaveValue('4');
    await zoom.getByRole('button', { name: 'Ajustar al ancho' }).click();
    await zoom.getByRole('button', { name: 'Acercar' }).click();
    await expect(zoom.getByRole('button', { name: 'Ajustar al ancho' })).toHaveAttribute('aria-pressed', 'false');
    await expect(viewer.pageNumber).toHaveValue('4');
    await viewer.expectPageShown(4);
    await zoom.getByRole('button', { name: 'Ajustar al ancho' }).click();

    // A reload keeps the viewer on its page.
    await page.reload();
    await expect(viewer.pageNumber).toHaveValue('4');
    await viewer.expectPageShown(4);

    // Escape closes it and gives the focus back to Ver.
    await page.keyboard.press('Escape');
    await expect(viewer.root).toHaveCount(0);
    await expect(ver).toBeFocused();
    expect(new URL(page.url()).hash).not.toContain('ver=');

    // Saved, then with the simulator stopped, the copy opens.
    await view.documents.getByRole('button', { name: `Guardar sin conexión: ${names.reglamento}` }).click();
    await expect(view.documents.getByRole('listitem').filter({ hasText: names.reglamento })).toContainText('Guardado ·');
    running = false;
    await app.simulator.close();
    await ver.click();
    await viewer.expectPageShown(1);
    await expect(viewer.root).toContainText('Copia guardada en este equipo.');
    await expect(viewer.count).toHaveText(`de ${pages.length}`);

    expectOnlyAppOrigins(app, seen.requests);
    expect(seen.dialogs).toEqual([]);
    expect(seen.popups).toEqual([]);
    expect(seen.refused).toEqual([]);
    // PDF.js read the documents in its own worker, a file of the app's (not in the page, as it falls back to).
    expect(seen.workers.filter((url) => /\/assets\/pdf\.worker\.min-[\w-]+\.mjs$/.test(url)).map((url) => new URL(url).origin)).toContain(
      app.web.origin,
    );
  } finally {
    await app.web.close();
    if (running) await app.simulator.close();
  }
});

test('a search in the documents opens the viewer on its page with the words marked', async ({ page }) => {
  const { app, url } = await startWithRecord();
  const seen = watch(page);
  try {
    await openRecord(page, app);
    const id = /#\/convocatorias\/(\d+)/.exec(page.url())?.[1];
    expect(id).toBeDefined();
    await page.goto(
      `${app.web.url}#/convocatorias/${id}?estado=todas&docs=1&q=${word}&ver=${encodeURIComponent(url('reglamento'))}&pag=22`,
    );
    const viewer = new Viewer(page);
    await expect(viewer.find).toHaveValue(word);
    await expect(viewer.pageNumber).toHaveValue('22');
    await expect(viewer.pageOf(22).locator('mark.viewer-hit-current')).toHaveText(word);
    await expect(viewer.found).toHaveText(`${expectedHits} de ${expectedHits}`);
    expectOnlyAppOrigins(app, seen.requests);
    expect(seen.dialogs).toEqual([]);
    expect(seen.popups).toEqual([]);
  } finally {
    await app.close();
  }
});

test('a document the viewer cannot show says why, and still offers the site', async ({ page }) => {
  const { app, url } = await startWithRecord();
  try {
    const view = await openRecord(page, app);
    const viewer = new Viewer(page);
    await view.documents.getByRole('button', { name: `Ver: ${names.roto}`, exact: true }).click();
    await expect(viewer.root.getByRole('alert')).toContainText('El documento está dañado o incompleto: no se puede leer.');
    await expect(viewer.root.getByRole('link', { name: `Abrir en el sitio: ${names.roto}` })).toHaveAttribute('href', url('roto'));
    await expectNoAxeViolationsIn(page, '[data-testid="viewer"]');
    await viewer.root.getByRole('button', { name: '← Cerrar' }).click();
    await view.documents.getByRole('button', { name: `Ver: ${names.falta}`, exact: true }).click();
    await expect(viewer.root.getByRole('alert')).toContainText('No se pudo abrir el documento: el documento ya no está en el servidor.');
    await expect(viewer.root.getByRole('link', { name: `Abrir en el sitio: ${names.falta}` })).toBeVisible();
  } finally {
    await app.close();
  }
});

test('in a narrow window the viewer takes the page, and renders the pages it scrolls to', async ({ page }) => {
  const { app, url } = await startWithRecord();
  try {
    await page.setViewportSize({ width: 800, height: 600 });
    await openRecord(page, app);
    const id = /#\/convocatorias\/(\d+)/.exec(page.url())?.[1];
    expect(id).toBeDefined();
    await page.goto(`${app.web.url}#/convocatorias/${id}?estado=todas&ver=${encodeURIComponent(url('reglamento'))}&pag=30`);
    const viewer = new Viewer(page);
    await expect(viewer.pageNumber).toHaveValue('30');
    await viewer.expectPageShown(30);
    // The page column scrolls (not the window), so the pages scrolled to are drawn.
    await viewer.root
      .getByRole('region', { name: 'Páginas del documento' })
      .evaluate((column) => column.scrollBy(0, 3 * column.clientHeight));
    await expect(viewer.pageNumber).not.toHaveValue('30');
    const now = Number(await viewer.pageNumber.inputValue());
    await viewer.expectPageShown(now);
  } finally {
    await app.close();
  }
});

const screensDir = process.env.SCREENS_DIR ?? fileURLToPath(new URL('../../test-results/screens/', import.meta.url));

test('screens of the viewer beside the list', async ({ page }) => {
  mkdirSync(screensDir, { recursive: true });
  const { app } = await startWithRecord();
  try {
    const view = await openRecord(page, app);
    await view.documents.getByRole('button', { name: `Ver: ${names.reglamento}`, exact: true }).click();
    const viewer = new Viewer(page);
    await viewer.find.fill(word);
    const panel = page.getByRole('search', { name: 'Filtros de convocatorias' });
    const filtros = page.getByRole('button', { name: 'Filtros', exact: true });
    for (const size of [
      { width: 1366, height: 768 },
      { width: 1024, height: 700 },
    ]) {
      await page.setViewportSize(size);
      await expect(viewer.pageOf(3).locator('mark.viewer-hit-current')).toHaveText(word);
      await expect(viewer.found).toHaveText(`1 de ${expectedHits}`);
      // Below 1280 px the filter panel steps aside for the document, and Filtros says so.
      const roomy = size.width >= 1280;
      await expect(panel).toBeVisible({ visible: roomy });
      await expect(filtros).toHaveAttribute('aria-pressed', String(roomy));
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.screenshot({ path: `${screensDir}/visor-${size.width}-${colorScheme}.png` });
      }
    }
    // Filtros brings the panel back beside the document, and takes it away again.
    await filtros.click();
    await expect(panel).toBeVisible();
    await expect(filtros).toHaveAttribute('aria-pressed', 'true');
    await filtros.click();
    await expect(panel).toBeHidden();
    await expect(filtros).toHaveAttribute('aria-pressed', 'false');
    // Hidden for the document only: with room again, the panel is there.
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect(panel).toBeVisible();
  } finally {
    await app.close();
  }
});
