/**
 * For people to look at: a screenshot of every view at 1366×768, 1024×700, 800×600 and 1920×1080, in the
 * light and the dark scheme, saved as test-results/screens/<view>-<width>-<scheme>.png (git-ignored;
 * Playwright empties test-results/ at the start of each run). axe checks each of those screens.
 * A simulator of its own (the default corpus) so the stale call it adds touches no other spec.
 * Tagged @tour: only `npm run screens` runs it. `npm test` keeps its checks elsewhere: a11y.spec.ts runs axe
 * on every state this tour shows (Mis convocatorias in mis-convocatorias.spec.ts, the calendar in
 * calendario.spec.ts), layout.spec.ts checks the layout at these sizes. The sizes run in parallel, one app per worker.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { axeViolations } from './axe';
import type { Page } from '@playwright/test';
import { expect, startApp, test, type AppServers } from './fixtures';
import { simulatorConvocatorias } from './expected';
import { plusDays, rawConvocatorias, todayBA, tramiteId, waitForSync } from './list-oracles';
import { pickSearchCase } from './search-expected';

const screensDir = fileURLToPath(new URL('../../test-results/screens/', import.meta.url));
const schemes = ['light', 'dark'] as const;
const sizes = [
  { width: 1366, height: 768 },
  { width: 1024, height: 700 },
  { width: 800, height: 600 },
  { width: 1920, height: 1080 },
] as const;

test.describe.configure({ mode: 'parallel' });

let app: AppServers;
let vencidaId = 0;
const vencidaTitle = 'Premio Nacional de Ensayo sobre Patrimonio Cultural 2019';

test.beforeAll(async () => {
  mkdirSync(screensDir, { recursive: true });
  app = await startApp();
  // A call the API still publishes as open, years after it closed.
  vencidaId = app.simulator.insert('convocatorias', {
    titulo: vencidaTitle,
    bajada: 'Convocatoria a ensayos inéditos sobre patrimonio material e inmaterial de la Argentina.',
    cuerpo:
      '<p>Podrán participar personas mayores de 18 años residentes en el país.</p><h3>Premios</h3><p>Primer premio y dos menciones.</p>',
    estado: 'abierta',
    fecha_inicio: '2019-03-01',
    fecha_fin: '2019-05-14',
    documentos: ['https://www.cultura.gob.ar/media/uploads/bases_ensayo_2019.pdf'],
  });
});

test.afterAll(async () => {
  await app.close();
});

async function goHash(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
}

interface View {
  name: string;
  /** Shows the view and waits until its content is there. */
  show(page: Page): Promise<void>;
}

function views(): View[] {
  const today = todayBA();
  const withDocuments = app.simulator
    .records('convocatorias')
    .find(
      (r) =>
        r['estado'] === 'abierta' &&
        String(r['fecha_fin']) >= plusDays(today, 3) &&
        Array.isArray(r['documentos']) &&
        r['documentos'].length > 0 &&
        String(r['cuerpo']).includes('<h3'),
    );
  const museo = app.simulator.records('museos').find((r) => String(r['descripcion']).length > 0) ?? app.simulator.records('museos')[0];
  const tramite = app.simulator.records('tramites').find((r) => Array.isArray(r['documentos']) && r['documentos'].length > 0);
  if (withDocuments === undefined || museo === undefined || tramite === undefined) throw new Error('the simulator lacks a record to show');
  const search = pickSearchCase(simulatorConvocatorias(app.simulator), today);
  const heading = (page: Page) => page.locator('#detail-title'); // the record's h1 (the list has its own, visually hidden)
  const firstRow = (page: Page, list: string) => page.getByRole('list', { name: list, exact: true }).getByTestId('list-row').first();
  return [
    {
      name: 'convocatorias',
      async show(page) {
        await goHash(page, '#/convocatorias');
        await expect(firstRow(page, 'Convocatorias')).toBeVisible();
      },
    },
    {
      name: 'convocatoria-record',
      async show(page) {
        await goHash(page, `#/convocatorias/${String(withDocuments['id'])}`);
        await expect(heading(page)).toHaveText(String(withDocuments['titulo']));
        await expect(page.getByTestId('record-body')).not.toBeEmpty();
      },
    },
    {
      name: 'vencida',
      async show(page) {
        await goHash(page, `#/convocatorias/${vencidaId}?estado=vencida`);
        await expect(heading(page)).toHaveText(vencidaTitle);
        await expect(page.getByText('La API la publica como abierta; cerró el 14/05/2019.')).toBeVisible();
      },
    },
    {
      name: 'search',
      async show(page) {
        await goHash(page, `#/convocatorias?estado=todas&q=${search.folded}`);
        await expect(page.getByTestId('result-count')).toHaveText(`${search.matches.length} convocatorias`);
        await expect(page.getByTestId('row-hit').first()).toBeVisible();
      },
    },
    {
      name: 'search-record',
      async show(page) {
        await goHash(page, `#/convocatorias/${search.bodyOnly.id}?estado=todas&q=${search.folded}`);
        await expect(heading(page)).toHaveText(search.bodyOnly.titulo);
        // Scrolled to the hit, so the screenshot shows the marks in the body.
        await page.getByTestId('record-body').locator('mark').first().scrollIntoViewIfNeeded();
        await expect(page.getByTestId('record-body').locator('mark').first()).toBeInViewport();
      },
    },
    {
      name: 'facets',
      async show(page) {
        await goHash(page, '#/convocatorias?estado=abierta&cierre=mes&documentos=1');
        await expect(page.getByRole('button', { name: /^Este mes/ })).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByRole('search', { name: 'Filtros de convocatorias' }).getByRole('radio', { name: /^Abierta/ })).toBeChecked();
        await expect(page.getByTestId('result-count')).toHaveText(/^\d+ convocatoria/);
      },
    },
    {
      name: 'calendario',
      async show(page) {
        await goHash(page, '#/calendario');
        await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
        await expect(page.getByTestId('calendar-day').first()).toBeVisible();
        await expect(page.locator('.tl-row').first()).toBeVisible();
      },
    },
    {
      name: 'disciplina-tipo',
      async show(page) {
        await goHash(page, '#/convocatorias?disciplina=musica&disciplina=danza&tipo=audicion');
        const panel = page.getByRole('search', { name: 'Filtros de convocatorias' });
        await expect(panel.getByRole('checkbox', { name: /^Audición/ })).toBeChecked();
        await expect(page.getByTestId('result-count')).toHaveText(/^\d+ convocatoria/);
        // The panel scrolled to its disciplina, tipo and provincia.
        await panel.getByRole('group', { name: 'Tipo' }).scrollIntoViewIfNeeded();
      },
    },
    {
      name: 'museo-record',
      async show(page) {
        await goHash(page, `#/museos/${String(museo['id'])}`);
        await expect(heading(page)).toHaveText(String(museo['nombre']));
      },
    },
    {
      name: 'tramite-record',
      async show(page) {
        await goHash(page, `#/tramites/${tramiteId(tramite['url'])}`);
        await expect(heading(page)).toHaveText(String(tramite['titulo']));
        await expect(page.getByTestId('record-body')).not.toBeEmpty();
      },
    },
    {
      name: 'mis-convocatorias',
      async show(page) {
        await goHash(page, '#/mis-convocatorias');
        await expect(page.getByTestId('result-count')).toHaveText('2 convocatorias');
      },
    },
    {
      name: 'sincronizacion',
      async show(page) {
        await goHash(page, '#/sincronizacion');
        await expect(page.getByRole('heading', { level: 1, name: 'Sincronización' })).toBeVisible();
        await expect(
          page.getByRole('list', { name: 'Colecciones' }).getByRole('listitem', { name: 'Organismos', exact: true }),
        ).toContainText('al día');
      },
    },
    {
      name: 'configuracion',
      async show(page) {
        await goHash(page, '#/configuracion');
        await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
        await expect(page.getByLabel('URL base de la API')).not.toHaveValue('');
      },
    },
  ];
}

/** Follows two convocatorias (one closing soon, with a note; the Vencida) and stars a museo, so Mis convocatorias has content. */
async function starSome(page: Page): Promise<void> {
  const today = todayBA();
  const soon = rawConvocatorias(app.simulator).find(
    (r) => r.estado === 'abierta' && r.fecha_fin >= plusDays(today, 1) && r.fecha_fin <= plusDays(today, 5),
  );
  const museo = app.simulator.records('museos')[2];
  if (soon === undefined || museo === undefined) throw new Error('the simulator lacks records to follow');
  const etapa = page.getByRole('combobox', { name: 'Etapa en Mis convocatorias' });
  for (const [hash, title, label] of [
    [`#/convocatorias/${soon.id}`, soon.titulo, 'Preparando'],
    [`#/convocatorias/${vencidaId}`, vencidaTitle, 'No seleccionada'],
  ] as const) {
    await goHash(page, hash);
    await expect(page.locator('#detail-title')).toHaveText(title);
    await etapa.selectOption({ label });
    await expect(etapa.locator('option:checked')).toHaveText(label);
  }
  await page.getByRole('textbox', { name: 'Nota privada' }).fill('Pedir las bases firmadas');
  await expect(page.getByText('Nota guardada.')).toBeVisible();
  await goHash(page, `#/museos/${String(museo['id'])}`);
  await expect(page.locator('#detail-title')).toHaveText(String(museo['nombre']));
  await page.getByRole('button', { name: 'Agregar a favoritos' }).click();
  await expect(page.getByRole('button', { name: 'Quitar de favoritos' })).toBeVisible();
}

for (const size of sizes) {
  test.describe(`${size.width}×${size.height}`, { tag: '@tour' }, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`every view, light and dark: screenshots, and axe finds nothing (${size.width})`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.goto(`${app.web.url}#/convocatorias`);
      await waitForSync(page);
      await starSome(page);
      for (const view of views()) {
        await test.step(view.name, async () => {
          await view.show(page);
          await page.mouse.move(0, size.height - 1); // no hover highlight on the screenshot
          for (const colorScheme of schemes) {
            await page.emulateMedia({ colorScheme });
            await page.screenshot({ path: `${screensDir}${view.name}-${size.width}-${colorScheme}.png`, animations: 'disabled' });
          }
          expect.soft(await axeViolations(page), `axe on ${view.name} at ${size.width}`).toEqual([]);
          await page.emulateMedia({ colorScheme: 'light' });
        });
      }
    });
  });
}
