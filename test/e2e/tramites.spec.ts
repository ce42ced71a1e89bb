/** Trámites, as a person uses them: the list, search, the keyboard, a detail, a reload. */
import { expect, startApp, test } from './fixtures';
import { accentedWord, fold, htmlToText, matchingTramites, tramiteId, tramites, type TramiteRecord } from './directory-expected';
import { DirectoryDetailView, DirectoryListView, expectNoAxeViolations } from './directory-pages';

const noun = ['trámite', 'trámites'] as const;

test('the list shows as many trámites as the API has; search ignores accents and case', async ({ syncedPage: page, app }) => {
  const all = tramites(app.simulator);
  const view = new DirectoryListView(page, 'Trámites');
  await view.openAfterSync(app.web.url, '#/tramites');
  await view.expectCount(all.length, ...noun);
  await view.expectNoAxeViolations();

  const record = all.find((r) => accentedWord(r.titulo) !== undefined) as TramiteRecord;
  const word = accentedWord(record.titulo) as string;
  const expected = matchingTramites(all, word).length;
  await view.search.fill(fold(word));
  await view.expectCount(expected, ...noun);
  await expect(view.row(record.titulo)).toBeVisible();
  await view.search.fill(word.toUpperCase());
  await view.expectCount(expected, ...noun);

  await view.search.fill('zzxq inexistente');
  await view.expectCount(0, ...noun);
  await expect(page.getByText('Ningún trámite coincide con «zzxq inexistente».')).toBeVisible();
});

test('keyboard to a trámite, read beside the list: its título, bajada, sanitized cuerpo and documents; Escape returns to its row', async ({
  syncedPage: page,
  app,
}) => {
  const all = tramites(app.simulator);
  const record = all.find((r) => r.documentos.length > 0 && matchingTramites(all, r.titulo).length === 1) as TramiteRecord;
  const view = new DirectoryListView(page, 'Trámites');
  await view.openAfterSync(app.web.url, '#/tramites');
  await view.search.fill(record.titulo);
  await view.expectCount(1, ...noun);

  await view.search.press('ArrowDown');
  await expect(view.rowAt(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${app.web.origin}/#/tramites/${tramiteId(record)}?${new URLSearchParams({ q: record.titulo }).toString()}`);

  const detail = new DirectoryDetailView(page);
  await expect(detail.heading).toHaveText(record.titulo);
  // Enter on a row moves on to reading it (soft: the rest of the reading is checked even if not).
  await expect.soft(detail.heading).toBeFocused();
  await expect(detail.reader.getByText(record.bajada, { exact: true })).toBeVisible();
  await expect(detail.body).toContainText(htmlToText(record.cuerpo).split('?')[0] as string);
  await expect(detail.body.getByRole('heading', { name: '¿Qué necesito?' })).toBeVisible();
  await expect(detail.body.locator('script, iframe, [onerror]')).toHaveCount(0);
  // One "Abrir" link per document, in the record's order, to the record's very URLs.
  const links = detail.documents.getByRole('link', { name: /^Abrir: / });
  await expect(links).toHaveCount(record.documentos.length);
  expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(record.documentos);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(view.rowAt(0)).toBeFocused();
  await expect(view.search).toHaveValue(record.titulo);
  await view.expectCount(1, ...noun);
  await page.goto(`${app.web.url}#/tramites/999999999`);
  await expect(page.getByRole('heading', { level: 1, name: 'Trámite no encontrado' })).toBeVisible();
});

test('a reload restores the searched trámites from the URL', async ({ syncedPage: page, app }) => {
  const expected = matchingTramites(tramites(app.simulator), 'certificado').length;
  const view = new DirectoryListView(page, 'Trámites');
  await view.openAfterSync(app.web.url, '#/tramites');
  await view.search.fill('certificado');
  await view.expectCount(expected, ...noun);
  await expect(page).toHaveURL(/#\/tramites\?q=certificado$/);
  await page.reload();
  await expect(view.search).toHaveValue('certificado');
  await view.expectCount(expected, ...noun);
});

test('before anything is cached, the lists say the data is arriving instead of staying blank', async ({ page }) => {
  // A simulator of its own that answers nothing while the lists are looked at: the first sync is
  // still running, however slow the machine is.
  const app = await startApp();
  const release = app.simulator.hold();
  try {
    await page.goto(`${app.web.url}#/tramites`);
    await expect(page.getByText(/^Los trámites están llegando/)).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText('Descargando…');
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Museos', exact: true }).click();
    await expect(page.getByText(/^Los museos están llegando/)).toBeVisible();
    // While the first page is on its way the count never claims "0 museos".
    await expect(page.getByTestId('result-count')).toHaveText('Descargando…');
  } finally {
    await page.close();
    release();
    await app.close();
  }
});
