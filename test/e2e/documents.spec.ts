/**
 * Documents first: a convocatoria's "Documentos (N)" box in browser mode, against the
 * documents the simulator serves itself — readable names and types, "Abrir" online, one document
 * saved with its size, its saved copy opened by "Abrir", and opened again with the simulator gone.
 */
import { expectNoAxeViolationsIn } from './directory-pages';
import type { Page, Response } from '@playwright/test';
import { expectedConvocatorias, htmlToText } from './expected';
import { expect, startApp, test } from './fixtures';
import { ConvocatoriasView } from './pages';

/**
 * The simulator's generated documents this test can name by hand: the base, an optional Django
 * suffix (`_` + 7 letters or digits), an extension. None of these bases ends in something that
 * looks like a suffix, so the readable name is the base with spaces and a capital, the "i" of
 * "anexo i" as the Roman numeral it is, and the accent of "inscripción" when the record writes that word (the simulator's bodies never link
 * their documents, and never write "inscripcion" without its accent).
 */
const knownDocument =
  /\/media\/uploads\/(bases_y_condiciones_\d{4}|formulario_de_inscripcion|anexo_i_\d{4})(?:_[A-Za-z0-9]{7})?\.(pdf|docx|odt)$/;

interface Expected {
  url: string;
  name: string;
  type: string;
}

function expectedDocument(url: string, recordText: string): Expected | null {
  const match = knownDocument.exec(url);
  if (match === null) return null;
  let words = (match[1] ?? '').replace(/_/g, ' ');
  if (recordText.toLowerCase().includes('inscripción')) words = words.replace('inscripcion', 'inscripción');
  // The "i" of "anexo i" is a Roman numeral: "Anexo I".
  words = words.replace(/^anexo i /, 'anexo I ');
  return { url, name: words.charAt(0).toUpperCase() + words.slice(1), type: (match[2] ?? '').toUpperCase() };
}

/** A record's title, summary and body as a person reads them. */
function textOf(record: Record<string, unknown>): string {
  return [record['titulo'], record['bajada'], htmlToText(String(record['cuerpo']))].join(' ');
}

/**
 * The size the app shows for 1–10 kB: kilobytes of 1024 bytes with one decimal after a comma,
 * the decimal dropped when it is 0 (es-AR). "1,4 kB", "2 kB".
 */
function kilobytes(bytes: number): string {
  expect(bytes).toBeGreaterThanOrEqual(1024);
  expect(bytes).toBeLessThan(10 * 1024);
  const tenths = Math.round((bytes * 10) / 1024);
  return `${Math.floor(tenths / 10)}${tenths % 10 === 0 ? '' : `,${tenths % 10}`} kB`;
}

/** Clicks `button` and waits for the tab it opens and the saved file's response in it, from the documents' origin. */
async function openedTab(page: Page, documentsOrigin: string, click: () => Promise<void>): Promise<{ tab: Page; response: Response }> {
  const context = page.context();
  const [tab, response] = await Promise.all([
    context.waitForEvent('page'),
    context.waitForEvent('response', (candidate) => candidate.url().startsWith(`${documentsOrigin}/`)),
    click(),
  ]);
  return { tab, response };
}

/** The first bytes the saved-copy address serves, fetched with no cookie at all: the address is the capability. */
async function firstBytes(url: string): Promise<string> {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  return String.fromCharCode(...bytes.subarray(0, 8));
}

/** The tab's origin is the documents' own, another port than the app's. */
function expectDocumentsOrigin(tab: Page, web: { origin: string; documentsOrigin: string }): void {
  const origin = new URL(tab.url()).origin;
  expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(origin).not.toBe(web.origin);
  expect(origin).toBe(web.documentsOrigin);
}

/**
 * The saved PDF's tab tries the bridge as a hostile document would. Chromium's PDF viewer runs
 * it with its URL's real origin (the `sandbox` CSP does not make it opaque), so what
 * stops it is that this origin is not the app's: a CORS call dies at its preflight, and a
 * no-cors one (text/plain, which carries the app's cookie: both ports are the same site) is
 * refused by the bridge (no session header, wrong Origin) — the settings stay as they were.
 */
async function expectBridgeRefusedFrom(tab: Page, web: { origin: string; secret: string; cookie: string }): Promise<void> {
  expect(await tab.evaluate(() => window.origin)).not.toBe(web.origin);
  const hostile = { baseUrl: 'https://otra.example', pageSize: 50, concurrency: 2, autoSyncHours: 12 };
  const [noCors, attempts] = await Promise.all([
    tab.waitForEvent('response', (response) => response.url() === `${web.origin}/bridge/saveSettings`),
    tab.evaluate(
      async ({ appOrigin, body }) => {
        const outcomes: string[] = [];
        try {
          const response = await fetch(`${appOrigin}/bridge/getConfig`, {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json' },
            body: '{}',
          });
          outcomes.push(`cors: HTTP ${response.status}`);
        } catch {
          outcomes.push('cors: refused');
        }
        const response = await fetch(`${appOrigin}/bridge/saveSettings`, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          headers: { 'Content-Type': 'text/plain' },
          body,
        });
        outcomes.push(`no-cors: ${response.type}`);
        return outcomes;
      },
      { appOrigin: web.origin, body: JSON.stringify(hostile) },
    ),
  ]);
  expect(attempts).toEqual(['cors: refused', 'no-cors: opaque']);
  expect(noCors.status()).toBe(403);
  const settings = await fetch(`${web.origin}/bridge/getSettings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: web.cookie, 'X-Directorio-Sesion': web.secret, Origin: web.origin },
    body: '{}',
  });
  expect(((await settings.json()) as { view: { settings: { baseUrl: string } } }).view.settings.baseUrl).not.toBe(hostile.baseUrl);
}

test("a convocatoria's documents: readable names, open online, save one, open the saved copy with the simulator gone", async ({ page }) => {
  const app = await startApp({ seed: 7, sizes: { convocatorias: 160, organismos: 10, tramites: 5 } });
  let simulatorRunning = true;
  try {
    // A convocatoria with several documents, all of them nameable by hand, one of them a PDF.
    const record = app.simulator.records('convocatorias').find((r) => {
      const documentos = r['documentos'] as string[];
      return (
        documentos.length >= 2 &&
        documentos.every((d) => d.startsWith(`${app.simulator.url}/`) && expectedDocument(d, textOf(r)) !== null) &&
        documentos.some((d) => d.endsWith('.pdf'))
      );
    });
    if (record === undefined) throw new Error('the simulator has no convocatoria with two known documents and a PDF');
    const expected = (record['documentos'] as string[]).map((d) => expectedDocument(d, textOf(record)) as Expected);
    const pdf = expected.find((doc) => doc.type === 'PDF') as Expected;
    const pdfBytes = (await (await fetch(pdf.url)).arrayBuffer()).byteLength;

    const view = new ConvocatoriasView(page);
    await view.goto(app.web.url);
    await view.waitForSyncedCount(expectedConvocatorias(app.simulator));
    await page.goto(`${app.web.url}#/convocatorias/${String(record['id'])}`);
    await expect(view.title).toHaveText(String(record['titulo']));

    const box = page.getByTestId('documents');
    await expect(box.getByRole('heading', { name: `Documentos (${expected.length})` })).toBeVisible();
    const items = box.getByRole('list', { name: 'Documentos adjuntos' }).getByRole('listitem');
    await expect(items).toHaveCount(expected.length);
    for (const [index, doc] of expected.entries()) {
      const item = items.nth(index);
      await expect(item.getByText(doc.name, { exact: true }).locator('xpath=..')).toHaveAttribute('title', doc.name);
      await expect(item.getByText(doc.type, { exact: true })).toBeVisible();
      await expect(item.getByRole('link', { name: `Abrir: ${doc.name}` })).toHaveAttribute('href', doc.url);
      await expect(item.getByRole('button', { name: `Guardar sin conexión: ${doc.name}` })).toHaveText('Guardar sin conexión');
    }
    await expect(box.getByRole('button', { name: 'Guardar todos sin conexión' })).toBeVisible();
    await expect(box.getByRole('button', { name: 'Quitar copias guardadas' })).toHaveCount(0);

    // "Abrir": in browser mode the online document opens in a new tab.
    const [online] = await Promise.all([
      page.context().waitForEvent('page'),
      box.getByRole('link', { name: `Abrir: ${pdf.name}` }).click(),
    ]);
    await expect(online).toHaveURL(pdf.url);
    await online.close();

    const pdfItem = items.nth(expected.indexOf(pdf));
    await box.getByRole('button', { name: `Guardar sin conexión: ${pdf.name}` }).click();
    await expect(pdfItem).toContainText(`Guardado · ${kilobytes(pdfBytes)}`);
    const openCopy = box.getByRole('button', { name: `Abrir: ${pdf.name}`, exact: true });
    await expect(openCopy).toHaveText('Abrir');
    await expect(box.getByRole('link', { name: `Abrir en el sitio: ${pdf.name}` })).toHaveAttribute('href', pdf.url);
    await expect(openCopy).toBeFocused();
    await expect(box.getByTestId('saved-summary')).toHaveText(`1 documento guardado en este equipo (${kilobytes(pdfBytes)}).`);
    await expect(box.getByRole('button', { name: 'Quitar copias guardadas' })).toBeVisible();
    // Only the PDF was saved: the others still offer to be saved.
    for (const doc of expected.filter((d) => d !== pdf)) {
      await expect(items.nth(expected.indexOf(doc))).not.toContainText('Guardado');
    }
    await expect(box.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolationsIn(page, '[data-testid="documents"]');

    const first = await openedTab(page, app.web.documentsOrigin, () => openCopy.click());
    expect(first.response.status()).toBe(200);
    expect(first.response.headers()).toMatchObject({ 'content-type': 'application/pdf', 'content-length': String(pdfBytes) });
    expectDocumentsOrigin(first.tab, app.web);
    expect(await firstBytes(first.response.url())).toBe('%PDF-1.4');
    await expectBridgeRefusedFrom(first.tab, app.web);
    await first.tab.close();

    // No network: the simulator (API and documents) is gone; the saved copy is on this computer.
    await app.simulator.close();
    simulatorRunning = false;
    await expect(fetch(pdf.url)).rejects.toThrow();
    await page.reload();
    await expect(view.title).toHaveText(String(record['titulo']));
    await expect(pdfItem).toContainText(`Guardado · ${kilobytes(pdfBytes)}`);
    const again = await openedTab(page, app.web.documentsOrigin, () => openCopy.click());
    expect(again.response.status()).toBe(200);
    expect(again.response.headers()).toMatchObject({ 'content-type': 'application/pdf', 'content-length': String(pdfBytes) });
    expectDocumentsOrigin(again.tab, app.web);
    expect(await firstBytes(again.response.url())).toBe('%PDF-1.4');
    await again.tab.close();
  } finally {
    await app.web.close();
    if (simulatorRunning) await app.simulator.close();
  }
});
