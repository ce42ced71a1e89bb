/**
 * Browser mode's session as an attacker on this machine meets it: the app's cookie reaches every
 * port of 127.0.0.1, so it opens no more than the static shell; the bridge's secret lives in the
 * tab (sessionStorage) and travels as a header. Cookies another port sets do not lock the app out,
 * and a record's slowly dripping images never hold the connections the bridge needs.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from '@playwright/test';
import { addDays, todayInBuenosAires } from './favoritos-pages';
import { expect, startApp, test } from './fixtures';
import { ConvocatoriasView } from './pages';

const small = { sizes: { convocatorias: 30, organismos: 10, tramites: 5 } };

/** Another local server, on a port of its own: what a record's link or a hostile local process serves. */
async function otherLocalServer(): Promise<{ origin: string; close(): Promise<void>; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>otro servidor local</title><p>otro</p>');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** A bridge call as the app's page makes it, with the tab's secret: its HTTP status. */
function bridgeStatusFrom(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const session = JSON.parse(sessionStorage.getItem('directorio-sesion') ?? '{}') as { secret?: string };
    const response = await fetch('/bridge/getConfig', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Directorio-Sesion': session.secret ?? '' },
      body: '{}',
    });
    return response.status;
  });
}

test('what another port receives (the cookie) opens the shell only; the tab keeps its session across a reload', async ({ page }) => {
  const app = await startApp({ seed: 41, ...small });
  const other = await otherLocalServer();
  const seen: string[] = [];
  other.server.on('request', (req) => seen.push(req.headers.cookie ?? ''));
  try {
    const view = new ConvocatoriasView(page);
    await view.goto(app.web.url, '#/convocatorias');
    await view.syncStatus.getByText(/Datos actualizados/).waitFor();
    // The token is out of the address, and the secret is in no cookie.
    expect(page.url()).not.toContain('token=');
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toEqual(['directorio_app']);
    expect(JSON.stringify(cookies)).not.toContain(app.web.secret);

    // A record's link to another local port, opened in the same browser: it gets the cookie…
    const leak = await page.context().newPage();
    await leak.goto(`${other.origin}/`);
    expect(seen.join('; ')).toContain('directorio_app=');
    expect(seen.join('; ')).not.toContain(app.web.secret);
    // …and with it the bridge answers nothing (what that server could do with it, by hand).
    const stolen = seen.find((header) => header.includes('directorio_app=')) ?? '';
    const refused = await fetch(`${app.web.origin}/bridge/getSettings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: stolen, Origin: app.web.origin },
      body: '{}',
    });
    expect(refused.status).toBe(403);

    // A tab opened on the app without the token has the shell, and says how to get in.
    await leak.goto(`${app.web.origin}/#/convocatorias`);
    await expect(leak.getByTestId('sync-status').getByRole('alert')).toHaveText(
      'Esta pestaña no tiene la sesión de la aplicación: abrí la dirección con ?token=… que se mostró en la terminal. Podés leer lo guardado.',
    );
    await expect(leak.getByTestId('sync-status').getByRole('button')).toHaveCount(0);
    // Nor a connection it cannot have: the way in gets the bar's room, whole at 1024 px too.
    await expect(leak.getByTestId('connection')).toHaveCount(0);
    expect(await bridgeStatusFrom(leak)).toBe(403);
    for (const [width, height, colorScheme] of [
      [1366, 768, 'light'],
      [1024, 700, 'dark'],
    ] as const) {
      await leak.setViewportSize({ width, height });
      await leak.emulateMedia({ colorScheme });
      await leak.screenshot({ path: `test-results/screens/tab-without-session-${width}-${colorScheme}.png`, animations: 'disabled' });
      const alert = leak.getByTestId('sync-status').getByRole('alert');
      expect(await alert.evaluate((element) => element.scrollWidth <= element.clientWidth), `the way in, whole at ${width} px`).toBe(true);
    }

    // The tab that came in with the token keeps its session after a reload.
    await page.reload();
    await expect(view.syncStatus).toContainText('Datos actualizados');
    expect(await bridgeStatusFrom(page)).toBe(200);
  } finally {
    await other.close();
    await app.close();
  }
});

test('cookies of the same names set by another port do not lock the app out (cookie shadowing)', async ({ page }) => {
  const app = await startApp({ seed: 42, ...small });
  const other = await otherLocalServer();
  try {
    // A page on another port sets the app's cookie names for narrower paths: they are sent first.
    await page.goto(`${other.origin}/`);
    await page.evaluate(() => {
      document.cookie = 'directorio_secreto=puesta-por-otro-puerto; path=/bridge';
      document.cookie = 'directorio_app=puesta-por-otro-puerto; path=/bridge';
      document.cookie = 'directorio_app=puesta-por-otro-puerto; path=/assets';
    });
    const view = new ConvocatoriasView(page);
    await view.goto(app.web.url, '#/convocatorias');
    await expect(view.syncStatus).toContainText('Datos actualizados');
    expect(await bridgeStatusFrom(page)).toBe(200);
    await page.reload();
    await expect(view.syncStatus).toContainText('Datos actualizados');
  } finally {
    await other.close();
    await app.close();
  }
});

test("a record's slowly dripping images never hold the connections the bridge needs", async ({ page }) => {
  const app = await startApp({ seed: 43, ...small });
  try {
    const today = todayInBuenosAires();
    const names = Array.from({ length: 8 }, (_, i) => `lenta_${i}.png`);
    const id = app.simulator.insert('convocatorias', {
      titulo: 'Convocatoria con imágenes lentas',
      cuerpo: names.map((name) => `<p><img src="/media/goteo/${name}" alt="${name}" width="40" height="40"></p>`).join(''),
      estado: 'abierta',
      fecha_inicio: today,
      fecha_fin: addDays(today, 9),
    });
    const keys = new Set(names.map((name) => Buffer.from(`${app.simulator.url}/media/goteo/${name}`, 'utf8').toString('base64url')));
    const isDrip = (request: Request): boolean => keys.has(request.url().split('/').at(-1) ?? '');
    const started = new Set<string>();
    const ended = new Set<string>();
    page.on('request', (request) => {
      if (isDrip(request)) started.add(request.url());
    });
    const end = (request: Request): void => {
      if (isDrip(request)) ended.add(request.url());
    };
    page.on('requestfinished', end);
    page.on('requestfailed', end);

    const view = new ConvocatoriasView(page);
    await view.goto(app.web.url, '#/convocatorias');
    await view.syncStatus.getByText(/Datos actualizados/).waitFor();
    await view.goto(app.web.url, `#/convocatorias/${id}`);
    await expect(page.locator('h1#detail-title')).toHaveText('Convocatoria con imágenes lentas');
    // At least as many images in flight as a browser opens connections to one host and port.
    await expect.poll(() => started.size).toBeGreaterThanOrEqual(6);

    // The bridge answers while every one of them is still dripping.
    expect(await bridgeStatusFrom(page)).toBe(200);
    expect([...ended]).toEqual([]);
  } finally {
    await app.close();
  }
});
