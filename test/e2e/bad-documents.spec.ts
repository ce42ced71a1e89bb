/**
 * Bad documents never hurt the app (issue 25, item 3), in browser mode against the simulator: a
 * call lists one PDF of each bad kind the simulator builds (behind a password, a scan with no
 * text, cut short, hostile with every attack of the PDF.js era) and one just over the 25 MB cap.
 * *Ver* on each says why in Spanish, or shows the page without running anything; after each, the
 * list's search still filters the list. Saving them keeps the copies it can (the huge one is
 * refused with the cap's words), and *Buscar también en los documentos* says how many saved ones
 * have no text to search. Throughout, no dialog, popup, navigation, CSP refusal or request
 * outside the app's origins.
 */
import type { Locator, Page } from '@playwright/test';
import { brokenPdf, encryptedPdf, hostileLinks, hostilePdf, imageOnlyPdf } from '../simulator/pdf-documents';
import { expectedConvocatorias } from './expected';
import { expect, startApp, test, type AppServers } from './fixtures';
import { expectOnlyAppOrigins, watch } from './page-watch';
import { ConvocatoriasView } from './pages';

const titulo = 'Convocatoria de Documentos Difíciles 2026';
const owner = { kind: 'Convocatoria', titulo };

/** main's cap on one document (src-main/documents/download.ts), and the words it is said in. */
const capBytes = 25 * 1024 * 1024;
const capWords = 'supera el máximo de 25 MB por documento';

const files = {
  encrypted: { path: '/docs/bases_protegidas.pdf', name: 'Bases protegidas' },
  imageOnly: { path: '/docs/bases_escaneadas.pdf', name: 'Bases escaneadas' },
  broken: { path: '/docs/bases_incompletas.pdf', name: 'Bases incompletas' },
  hostile: { path: '/docs/anexo_con_acciones.pdf', name: 'Anexo con acciones' },
  huge: { path: '/docs/reglamento_enorme.pdf', name: 'Reglamento enorme' },
} as const;
type Kind = keyof typeof files;

/** A PDF header, then one byte past the cap of padding: the size alone must refuse it. */
function hugePdf(): Buffer {
  const bytes = Buffer.alloc(capBytes + 1, 0x20);
  bytes.write('%PDF-1.4\n', 0, 'latin1');
  return bytes;
}

function bytesOf(kind: Kind): Buffer {
  const file = files[kind].path.slice('/docs/'.length);
  switch (kind) {
    case 'encrypted':
      return encryptedPdf(file, owner);
    case 'imageOnly':
      return imageOnlyPdf(file);
    case 'broken':
      return brokenPdf(file, owner);
    case 'hostile':
      return hostilePdf(file, owner);
    case 'huge':
      return hugePdf();
  }
}

const kinds = Object.keys(files) as Kind[];

async function startWithRecord(): Promise<AppServers> {
  const served = Object.fromEntries(kinds.map((kind) => [files[kind].path, bytesOf(kind)]));
  const app = await startApp({ seed: 5, sizes: { convocatorias: 30, organismos: 10, tramites: 5 }, files: served });
  app.simulator.insert('convocatorias', {
    titulo,
    bajada: 'Documentos que un lector debe sobrevivir.',
    cuerpo: '<p>Leé los documentos adjuntos antes de inscribirte.</p>',
    estado: 'abierta',
    fecha_inicio: '2026-01-05',
    fecha_fin: '2026-12-20',
    documentos: kinds.map((kind) => `${app.simulator.url}${files[kind].path}`),
  });
  return app;
}

const search = 'documentos difíciles';

async function openRecord(page: Page, app: AppServers): Promise<ConvocatoriasView> {
  const view = new ConvocatoriasView(page);
  await view.goto(app.web.url);
  await view.waitForSyncedCount(expectedConvocatorias(app.simulator));
  await view.searchFor(search);
  await view.expectCount(1);
  await view.open(titulo);
  return view;
}

/** The page still answers: the list's search filters the list (the call leaves it), and gives the call back. */
async function expectResponsive(view: ConvocatoriasView): Promise<void> {
  await view.searchFor('zzqxw');
  await view.expectCount(0);
  await view.searchFor(search);
  await view.expectCount(1);
}

function viewerOf(page: Page): Locator {
  return page.getByTestId('viewer');
}

test('Ver on each bad document says why or shows its page, runs nothing, and the page keeps answering', async ({ page }) => {
  const app = await startWithRecord();
  const seen = watch(page);
  try {
    const view = await openRecord(page, app);
    const appUrl = (): string => new URL(page.url()).origin;
    const viewer = viewerOf(page);
    const ver = (kind: Kind): Locator => view.documents.getByRole('button', { name: `Ver: ${files[kind].name}`, exact: true });
    // A search the call leaves closes its page and the viewer with it: open the call again.
    const close = async (): Promise<void> => {
      if ((await viewer.count()) > 0) await viewer.getByRole('button', { name: '← Cerrar' }).click();
      await expect(viewer).toHaveCount(0);
      await view.open(titulo);
    };

    const messages: Partial<Record<Kind, string>> = {
      encrypted: 'El documento está protegido con contraseña: no se puede mostrar ni buscar en él.',
      broken: 'El documento está dañado o incompleto: no se puede leer.',
      huge: `No se pudo abrir el documento: ${capWords}.`,
    };
    for (const kind of ['encrypted', 'broken', 'huge'] as const) {
      await ver(kind).click();
      await expect(viewer.getByRole('heading', { level: 1 })).toHaveText(files[kind].name);
      await expect(viewer.getByRole('alert')).toContainText(messages[kind] ?? '');
      await expect(viewer.locator('canvas')).toHaveCount(0);
      await expectResponsive(view);
      await close();
    }

    // The scan: its one page is drawn, with no text to select.
    await ver('imageOnly').click();
    await expect(viewer.getByTestId('viewer-count')).toHaveText('de 1');
    const scan = viewer.locator('.viewer-page[data-page="1"]');
    await expect(scan.locator('canvas')).toHaveCount(1);
    expect(await scan.locator('canvas').evaluate((canvas: HTMLCanvasElement) => canvas.width > 0)).toBe(true);
    await expect(scan.locator('.textLayer')).toHaveText('');
    await expect(viewer.getByRole('alert')).toHaveCount(0);
    // Find says the scan has no text, not that the word is missing from it.
    await viewer.getByRole('searchbox', { name: 'Buscar en el documento' }).fill('bases');
    await expect(viewer.getByTestId('viewer-found')).toHaveText('Sin texto para buscar');
    await expectResponsive(view);
    await close();

    // The hostile one: its page and its text, only its web link as a link; none of its actions ran.
    await ver('hostile').click();
    await expect(viewer.getByTestId('viewer-count')).toHaveText('de 1');
    const hostile = viewer.locator('.viewer-page[data-page="1"]');
    await expect(hostile.locator('.textLayer')).toContainText('Documento de prueba hostil servido por el simulador.');
    const web = hostileLinks.filter(([uri]) => uri.startsWith('https:'));
    await expect(hostile.getByRole('link')).toHaveCount(web.length);
    await expect(hostile.getByRole('link')).toHaveAttribute('href', web[0]?.[0] ?? '');
    await expectResponsive(view);
    await close();

    expect(appUrl()).toBe(app.web.origin);
    expectOnlyAppOrigins(app, seen.requests);
    expect(seen.dialogs).toEqual([]);
    expect(seen.popups).toEqual([]);
    expect(seen.refused).toEqual([]);
  } finally {
    await app.close();
  }
});

test('saving the bad documents: the huge one is refused, and the search says how many have no text', async ({ page }) => {
  const app = await startWithRecord();
  const seen = watch(page);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).origin);
  });
  try {
    const view = await openRecord(page, app);
    const item = (kind: Kind): Locator =>
      view.documents.getByRole('list', { name: 'Documentos adjuntos' }).getByRole('listitem').filter({ hasText: files[kind].name });
    for (const kind of kinds) await view.documents.getByRole('button', { name: `Guardar sin conexión: ${files[kind].name}` }).click();
    for (const kind of kinds.filter((k) => k !== 'huge')) await expect(item(kind)).toContainText('Guardado ·');
    await expect(item('huge')).toContainText(`No se pudo guardar: ${capWords}.`);
    await expect(item('huge')).not.toContainText('Guardado ·');

    // Of the four saved, only the hostile one has text; the other three have none to search.
    const docs = view.panel.getByRole('checkbox', { name: 'Buscar también en los documentos' });
    await docs.check();
    await expect(view.panel.locator('.search-field .facet-note')).toHaveText(
      'Busca en 1 PDF guardado. 3 sin texto para buscar (protegidos, escaneados o dañados).',
      { timeout: 30_000 },
    );
    // A word only the hostile document's text has finds the call, on its page.
    await view.searchFor('hostil');
    await view.expectCount(1);
    await expect(view.rows.first().getByTestId('row-document-hit').locator('.row-doc-place')).toHaveText(
      `en ${files.hostile.name}, pág. 1`,
    );
    await expectResponsive(view);

    // With BAD_DOCS_SCREENS set to a folder, the note and the refused save, for people to look at.
    const screens = process.env.BAD_DOCS_SCREENS;
    if (screens !== undefined) {
      for (const width of [1366, 1024]) {
        await page.setViewportSize({ width, height: width === 1366 ? 768 : 700 });
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.screenshot({ path: `${screens}/documentos-malos-${width}-${colorScheme}.png` });
        }
      }
    }

    expect(navigations.every((origin) => origin === app.web.origin)).toBe(true);
    expectOnlyAppOrigins(app, seen.requests);
    expect(seen.dialogs).toEqual([]);
    expect(seen.popups).toEqual([]);
    expect(seen.refused).toEqual([]);
  } finally {
    await app.close();
  }
});
