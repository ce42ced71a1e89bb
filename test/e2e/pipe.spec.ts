import { expect, test } from './fixtures';
import { expectedConvocatorias } from './expected';
import { ConvocatoriasView } from './pages';

const hostileId = 990_001;
const hostileCuerpo = [
  '<p>Texto seguro de la convocatoria.</p>',
  '<script>window.__pwned = "script"</script>',
  '<img src="/media/uploads/no-existe.jpg" onerror="window.__pwned = \'onerror\'">',
  '<a href="javascript:window.__pwned = \'js-link\'">enlace peligroso</a>',
  '<iframe src="javascript:parent.__pwned = \'iframe\'"></iframe>',
  '<svg><script>window.__pwned = "svg"</script><circle onload="window.__pwned = \'svg-onload\'"/></svg>',
  '<form action="https://evil.example"><button>Enviar</button></form>',
  '<p style="background:url(javascript:alert(1))" onmouseover="window.__pwned = \'hover\'">pasar el mouse</p>',
].join('\r\n');

test('first sync fills the list with the API count, and a detail page renders the sanitized body', async ({ page, app }) => {
  app.simulator.insert('convocatorias', {
    id: hostileId,
    link: 'https://www.cultura.gob.ar/hostil-990001/',
    imagen: null,
    titulo: 'Convocatoria con HTML hostil',
    bajada: 'Prueba de seguridad',
    cuerpo: hostileCuerpo,
    estado: 'abierta',
    fecha_inicio: '2026-11-01',
    fecha_fin: '2026-12-31',
    documentos: ['https://www.cultura.gob.ar/media/uploads/bases.pdf', 'javascript:alert(1)'],
  });
  const expected = expectedConvocatorias(app.simulator);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const view = new ConvocatoriasView(page);
  await view.goto(app.web.url);
  await view.waitForSyncedCount(expected);
  await expect(view.resultCount).toHaveText(new RegExp(`^${expected}\\b`));

  await view.search.fill('html hostil');
  await expect(view.resultCount).toHaveText(/^1 convocatoria$/);
  await view.open('Convocatoria con HTML hostil');
  await expect(page).toHaveURL(new RegExp(`#/convocatorias/${hostileId}\\?estado=todas&orden=oficial&q=html\\+hostil$`));

  const body = page.getByTestId('record-body');
  await expect(body).toContainText('Texto seguro de la convocatoria.');
  await expect(body.locator('script, iframe, svg, form, button, [style], [onerror], [onmouseover]')).toHaveCount(0);
  await expect(body.locator('a[href]')).toHaveCount(0);
  await expect(body.getByText('enlace peligroso')).toBeVisible();
  await body.getByText('enlace peligroso').click();
  await body.getByText('pasar el mouse').hover();
  // Images come from main's cache on the app's images origin, keyed by the base64url of their address.
  const image = Buffer.from(`${app.simulator.url}/media/uploads/no-existe.jpg`, 'utf8').toString('base64url');
  await expect(body.locator('img')).toHaveAttribute('src', `${app.web.imagesBase}${image}`);

  const documents = page.getByTestId('documents');
  await expect(documents.getByRole('link', { name: 'Abrir: Bases' })).toHaveAttribute(
    'href',
    'https://www.cultura.gob.ar/media/uploads/bases.pdf',
  );
  await expect(documents.getByText('javascript:alert(1)')).toBeVisible();
  await expect(documents.getByRole('link', { name: /javascript/ })).toHaveCount(0);

  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('a real record from the fixtures opens with its entities decoded', async ({ page, app }) => {
  const view = new ConvocatoriasView(page);
  await view.goto(app.web.url);
  await view.waitForSyncedCount(expectedConvocatorias(app.simulator));
  await view.search.fill('arpa orquesta sinfonica juvenil');
  await view.list.locator('.row-title', { hasText: 'Audiciones para ejecutante de Arpa' }).first().click();
  await expect(view.title).toHaveText(/Audiciones para ejecutante de Arpa/);
  await expect(page.getByTestId('record-body')).toContainText('¿Qué es?');
  await expect(
    page.getByTestId('record-body').getByRole('heading', { name: '¿Cuáles son las condiciones generales para participar?' }),
  ).toBeVisible();
});
