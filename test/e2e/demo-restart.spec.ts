/**
 * `npm run demo` as a person restarts it: the real script, run three times on the same ports and
 * with the same browser profile (a persistent Chromium context). A followed convocatoria and a saved document
 * survive a restart; `--fresh` starts empty, in the data folder and in the browser. The data folder
 * is the demo's default one under a temporary XDG_CONFIG_HOME.
 * `test` comes from ./fixtures (whose app it does not use) so it shares the other specs' workers
 * instead of waiting for a worker of its own at the end of the run.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';

interface Demo {
  /** The address it printed, with its launch token. */
  url: string;
  /** Everything it printed, for the data folder's line. */
  output: string;
  stop(): Promise<void>;
}

/** A port free right now on 127.0.0.1: the three runs reuse it, as a person's demo reuses 5181. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('sin puerto'))));
    });
  });
}

/** Runs `scripts/demo.ts` and waits for its last line, the address to open. */
async function startDemo(args: string[], env: NodeJS.ProcessEnv): Promise<Demo> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo.ts', ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await expect.poll(() => output, { timeout: 30_000 }).toMatch(/Abrí (\S+) en el navegador/);
  const url = /Abrí (\S+) en el navegador/.exec(output)?.[1] ?? '';
  return {
    url,
    output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The project's Chromium (Debian's) with the project's switches, keeping its profile in `profile`. */
function openBrowser(profile: string): Promise<BrowserContext> {
  const { launchOptions, locale, timezoneId } = test.info().project.use;
  return chromium.launchPersistentContext(profile, {
    ...(launchOptions?.executablePath === undefined ? {} : { executablePath: launchOptions.executablePath }),
    args: launchOptions?.args ?? [],
    ...(locale === undefined ? {} : { locale }),
    ...(timezoneId === undefined ? {} : { timezoneId }),
    viewport: { width: 1280, height: 800 },
  });
}

async function waitForSync(page: Page): Promise<void> {
  await expect(page.getByTestId('sync-status')).toContainText('Datos actualizados', { timeout: 45_000 });
}

/** A convocatoria of the simulator's with exactly one document of its own, read from its API. */
async function convocatoriaWithOneDocument(api: string): Promise<{ id: number; titulo: string }> {
  const response = await fetch(`${api}/api/v2.0/convocatorias/?page=1`);
  const { results } = (await response.json()) as { results: { id: number; titulo: string; documentos: string[] }[] };
  const record = results.find((r) => r.documentos.length === 1 && r.documentos[0]?.startsWith(`${api}/`) === true);
  if (record === undefined) throw new Error('the first page has no convocatoria with exactly one document of the simulator');
  return { id: record.id, titulo: record.titulo };
}

/** What a run left open, closed after the test even when it fails midway (a demo left running would hold its ports). */
const open: { demo?: Demo; browser?: BrowserContext } = {};

test.afterEach(async () => {
  await open.browser?.close();
  await open.demo?.stop();
});

/** Starts the demo and a browser on the same profile, and opens `hash` at the printed address. */
async function run(args: string[], env: NodeJS.ProcessEnv, profile: string, hash = ''): Promise<{ demo: Demo; page: Page }> {
  const demo = await startDemo(args, env);
  open.demo = demo;
  const browser = await openBrowser(profile);
  open.browser = browser;
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(`${demo.url}${hash}`);
  return { demo, page };
}

/** Closes the browser, then stops the demo, as a person ends a session. */
async function end(): Promise<void> {
  await open.browser?.close();
  delete open.browser;
  await open.demo?.stop();
  delete open.demo;
}

test('the demo keeps a followed convocatoria and a saved document across a restart; --fresh starts empty', async () => {
  test.setTimeout(150_000);
  const configHome = mkdtempSync(join(tmpdir(), 'directorio-demo-config-'));
  const profile = mkdtempSync(join(tmpdir(), 'directorio-demo-perfil-'));
  const dataDir = join(configHome, 'directorio-de-cultura-demo');
  const [webPort, apiPort] = [await freePort(), await freePort()];
  const args = ['--port', String(webPort), '--api-port', String(apiPort)];
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_CONFIG_HOME: configHome };
  delete env.DIRECTORIO_TOKEN; // a new token each run, as for a person: the browser keys its data by the origin
  const api = `http://127.0.0.1:${apiPort}`;

  // First run: follow a convocatoria (Mis convocatorias), which saves its document.
  let { demo, page } = await run(args, env, profile);
  expect(demo.output).toContain(`Datos del demo en ${dataDir}: se conservan entre ejecuciones`);
  const record = await convocatoriaWithOneDocument(api);
  const saved = join(dataDir, 'documentos', `convocatoria-${record.id}`);
  await waitForSync(page);
  await page.goto(`${demo.url}#/convocatorias/${record.id}`);
  await expect(page.getByRole('heading', { level: 1, name: record.titulo })).toBeVisible();
  await page.getByRole('combobox', { name: 'Etapa en Mis convocatorias' }).selectOption({ label: 'Me interesa' });
  await expect(page.getByRole('combobox', { name: 'Etapa en Mis convocatorias' }).locator('option:checked')).toHaveText('Me interesa');
  // Followed, its document is saved by itself.
  await expect(page.getByTestId('saved-summary')).toContainText('1 documento guardado', { timeout: 30_000 });
  expect(existsSync(saved)).toBe(true);
  await end();

  // Second run, same ports, a new token: the followed convocatoria and the saved copy are still there.
  ({ demo, page } = await run(args, env, profile, '#/mis-convocatorias'));
  const previousUrl = demo.url;
  await expect(page.getByTestId('result-count')).toHaveText('1 convocatoria');
  await expect(page.getByRole('list', { name: /^Me interesa/ }).locator('.mis-item-title')).toHaveText(record.titulo);
  await page.goto(`${demo.url}#/convocatorias/${record.id}`);
  await expect(page.getByRole('combobox', { name: 'Etapa en Mis convocatorias' }).locator('option:checked')).toHaveText('Me interesa');
  await expect(page.getByTestId('saved-summary')).toContainText('1 documento guardado');
  await end();

  // --fresh: the folder loses the saved copy, the browser Mis convocatorias (and its copy of the API).
  ({ demo, page } = await run([...args, '--fresh'], env, profile, '#/mis-convocatorias'));
  expect(demo.url).not.toBe(previousUrl);
  expect(demo.output).toContain(`Datos del demo en ${dataDir}: vaciados (--fresh)`);
  expect(existsSync(saved)).toBe(false);
  await expect(page.getByTestId('result-count')).toHaveText('0 convocatorias');
  await waitForSync(page);
  await page.goto(`${demo.url}#/convocatorias/${record.id}`);
  await expect(page.getByRole('heading', { level: 1, name: record.titulo })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Etapa en Mis convocatorias' }).locator('option:checked')).toHaveText(
    'Seguir en Mis convocatorias…',
  );
  await expect(page.getByTestId('documents').getByRole('button', { name: /^Guardar sin conexión: / })).toBeVisible();
  await expect(page.getByTestId('saved-summary')).toHaveCount(0);
  await end();
});
