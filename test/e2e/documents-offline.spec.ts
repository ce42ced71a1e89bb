/**
 * Documents offline first, in browser mode: once a document is saved, "Abrir" opens the saved
 * copy (from the documents' own origin), online or not, and "Abrir en el sitio" the site; with
 * the API gone, a document without a copy says why instead of leading to the browser's error
 * page. Names come from the record (a body link's words, the body's accents), long ones cut
 * with "…". Then screens of the box saved, not saved and offline, for people to look at.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expectNoAxeViolationsIn } from './directory-pages';
import type { Locator, Page, Response } from '@playwright/test';
import { expectedConvocatorias } from './expected';
import { expect, startApp, test, type AppServers } from './fixtures';
import { ConvocatoriasView } from './pages';

const pdf = (text: string): Buffer => Buffer.from(`%PDF-1.4\n% ${text}\n${'%'.repeat(1500)}\n%%EOF\n`);

const paths = {
  bases: '/docs/bases_y_condiciones_musica_2026_utgkaBo.pdf',
  formulario: '/docs/formulario_de_inscripcion.pdf',
  reglamento: '/docs/reglamento_general_de_la_convocatoria_federal_de_musica_y_artes_escenicas_para_solistas_bandas_y_orquestas_2026.pdf',
};

/** Written by hand from the record below: the link's words; the file name with the body's accents. */
const names = {
  bases: 'Bases y condiciones',
  formulario: 'Formulario de inscripción',
  reglamento: 'Reglamento general de la convocatoria federal de música y artes escénicas para solistas bandas y orquestas 2026',
};

const titulo = 'Convocatoria Federal de Música y Artes Escénicas 2026';
const reason = 'Sin conexión: guardá una copia cuando vuelva la conexión.';

async function startWithRecord(): Promise<{ app: AppServers; url: (key: keyof typeof paths) => string }> {
  const files = Object.fromEntries(Object.values(paths).map((path) => [path, pdf(path)]));
  const app = await startApp({ seed: 5, sizes: { convocatorias: 30, organismos: 10, tramites: 5 }, files });
  const url = (key: keyof typeof paths): string => `${app.simulator.url}${paths[key]}`;
  app.simulator.insert('convocatorias', {
    titulo,
    bajada: 'Para solistas, bandas y orquestas de todo el país.',
    cuerpo: [
      `<p>Le&eacute; las <a href="${paths.bases}">Bases y condiciones</a> antes de inscribirte.</p>`,
      '<p>La inscripci&oacute;n es gratuita. Pueden participar artistas de m&uacute;sica y artes esc&eacute;nicas.</p>',
    ].join(''),
    estado: 'abierta',
    fecha_inicio: '2026-01-05',
    fecha_fin: '2026-12-20',
    documentos: [url('bases'), url('formulario'), url('reglamento')],
  });
  return { app, url };
}

async function openRecord(page: Page, app: AppServers): Promise<ConvocatoriasView> {
  const view = new ConvocatoriasView(page);
  await view.goto(app.web.url);
  await view.waitForSyncedCount(expectedConvocatorias(app.simulator));
  await view.search.fill('artes escénicas 2026');
  await view.open(titulo);
  await expect(view.title).toHaveText(titulo);
  return view;
}

/** The simulator is gone; a sync attempt tells the app so (it knows only from its own requests). */
async function goOffline(page: Page, app: AppServers, view: ConvocatoriasView): Promise<void> {
  await app.simulator.close();
  await page.reload();
  await expect(view.title).toHaveText(titulo);
  await view.syncStatus.getByRole('button', { name: 'Sincronizar' }).click();
  await expect(view.syncStatus.getByTestId('connection')).toContainText('Sin conexión con la API');
}

function item(box: Locator, name: string): Locator {
  return box.getByRole('list', { name: 'Documentos adjuntos' }).getByRole('listitem').filter({ hasText: name });
}

/** Clicks and waits for the tab it opens and the saved file's response in it, from the documents' origin. */
async function openedCopy(page: Page, documentsOrigin: string, click: () => Promise<void>): Promise<{ tab: Page; response: Response }> {
  const context = page.context();
  const [tab, response] = await Promise.all([
    context.waitForEvent('page'),
    context.waitForEvent('response', (candidate) => candidate.url().startsWith(`${documentsOrigin}/`)),
    click(),
  ]);
  expect(new URL(tab.url()).origin).toBe(documentsOrigin);
  expect(response.status()).toBe(200);
  return { tab, response };
}

test('"Abrir" opens the saved copy online and offline; offline, a document without a copy says why and opens nothing', async ({ page }) => {
  const { app, url } = await startWithRecord();
  let running = true;
  try {
    const view = await openRecord(page, app);
    const box = view.documents;
    for (const key of ['bases', 'formulario', 'reglamento'] as const) {
      const name = box.locator('.document-name', { hasText: names[key] });
      await expect(name).toHaveText(names[key]);
      await expect(name).toHaveAttribute('title', names[key]);
      // Not saved yet: "Abrir" is the site's link.
      await expect(box.getByRole('link', { name: `Abrir: ${names[key]}`, exact: true })).toHaveAttribute('href', url(key));
    }
    // The long name is cut on screen, whole in its title (above) and in the accessible names.
    const long = box.locator('.document-name', { hasText: names.reglamento });
    expect(await long.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(long).toHaveCSS('text-overflow', 'ellipsis');

    await box.getByRole('button', { name: `Guardar sin conexión: ${names.bases}` }).click();
    const openCopy = box.getByRole('button', { name: `Abrir: ${names.bases}`, exact: true });
    await expect(openCopy).toBeFocused();
    await expect(item(box, names.bases)).toContainText('Guardado ·');
    await expect(box.getByRole('link', { name: `Abrir: ${names.bases}`, exact: true })).toHaveCount(0);
    const site = box.getByRole('link', { name: `Abrir en el sitio: ${names.bases}`, exact: true });
    await expect(site).toHaveText('Abrir en el sitio');

    // Online: "Abrir en el sitio" opens the site's document, "Abrir" the saved copy.
    const [online] = await Promise.all([page.context().waitForEvent('page'), site.click()]);
    await expect(online).toHaveURL(url('bases'));
    await online.close();
    const copy = await openedCopy(page, app.web.documentsOrigin, () => openCopy.click());
    await copy.tab.close();

    running = false;
    await goOffline(page, app, view);
    // Without a copy: a disabled "Abrir", the reason beside it, in words and as its description.
    for (const key of ['formulario', 'reglamento'] as const) {
      const open = box.getByRole('button', { name: `Abrir: ${names[key]}`, exact: true });
      await expect(open).toBeDisabled();
      await expect(open).toHaveAccessibleDescription(reason);
      await expect(item(box, names[key]).getByText(reason, { exact: true })).toBeVisible();
    }
    await expect(item(box, names.bases)).not.toContainText(reason);
    // Nothing leads to the site while offline.
    await expect(box.getByRole('link')).toHaveCount(0);
    await expectNoAxeViolationsIn(page, '[data-testid="documents"]');

    const opened: Page[] = [];
    page.context().on('page', (tab) => opened.push(tab));
    await box.getByRole('button', { name: `Abrir: ${names.formulario}`, exact: true }).click({ force: true });
    // The saved copy last: once its tab is open, a tab the disabled button opened would be too.
    const offline = await openedCopy(page, app.web.documentsOrigin, () => openCopy.click());
    expect(offline.response.headers()).toMatchObject({ 'content-type': 'application/pdf' });
    expect(opened).toEqual([offline.tab]);
  } finally {
    await app.web.close();
    if (running) await app.simulator.close();
  }
});

const screensDir = fileURLToPath(new URL('../../test-results/screens/', import.meta.url));
const sizes = [
  { width: 1366, height: 768 },
  { width: 1024, height: 700 },
] as const;

/** Screens of the page at each size and scheme, once `ready` holds at that size (a resize can re-list the copies). */
async function screens(page: Page, state: string, ready: () => Promise<void>): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await ready();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `${screensDir}documentos-${state}-${size.width}-${colorScheme}.png` });
    }
  }
}

test('screens of the documents box: not saved, saved, offline', async ({ page }) => {
  mkdirSync(screensDir, { recursive: true });
  const { app } = await startWithRecord();
  let running = true;
  try {
    const view = await openRecord(page, app);
    const box = view.documents;
    const bases = item(box, names.bases);
    await screens(page, 'sin-guardar', async () => {
      await expect(view.body).toContainText('La inscripción es gratuita.');
      await expect(box.getByRole('link', { name: `Abrir: ${names.bases}`, exact: true })).toBeVisible();
    });
    await box.getByRole('button', { name: `Guardar sin conexión: ${names.bases}` }).click();
    await screens(page, 'guardado', async () => {
      await expect(view.body).toContainText('La inscripción es gratuita.');
      await expect(bases).toContainText('Guardado ·');
    });
    running = false;
    await goOffline(page, app, view);
    await screens(page, 'sin-conexion', async () => {
      await expect(view.body).toContainText('La inscripción es gratuita.');
      await expect(bases).toContainText('Guardado ·');
      await expect(item(box, names.formulario)).toContainText(reason);
    });
  } finally {
    await app.web.close();
    if (running) await app.simulator.close();
  }
});
