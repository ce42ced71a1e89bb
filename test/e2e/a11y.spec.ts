/**
 * axe-core on every view, in the light and the dark color scheme, with the data synced and
 * the view showing what a person sees. Violations are listed one per line when there are any.
 * Every state the screenshot tour (screens.spec.ts, `npm run screens`) shows is checked here, but
 * Mis convocatorias with followed calls (mis-convocatorias.spec.ts: it writes personal data, so it
 * cannot share the synced mirror) and the calendar (calendario.spec.ts, at 1366 and 1024).
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { tramiteId, type TramiteRecord } from './directory-expected';
import { expectedConvocatorias, shortDate, simulatorConvocatorias, todayInBuenosAires } from './expected';
import { expect, test, type AppServers } from './fixtures';
import { ConvocatoriasView } from './pages';
import { pickSearchCase } from './search-expected';

function section(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name, exact: true });
}

interface Target {
  name: string;
  /** From the synced convocatorias list to the view, waiting until it shows its content. */
  show(page: Page, app: AppServers): Promise<void>;
  /** The view shows this session's own sync, so it gets a fresh page rather than the shared mirror. */
  ownSync?: true;
}

const targets: Target[] = [
  {
    name: 'the convocatorias list, filtered',
    async show(page) {
      const view = new ConvocatoriasView(page);
      await view.filterByEstado('Abierta');
      await view.toggleWindow('Este mes');
      await view.searchFor('convocatoria');
      await expect(view.clear).toBeEnabled();
      await expect(view.rows.first()).toBeVisible();
      await expect(view.resultCount).not.toHaveText(/^0 /);
    },
  },
  {
    name: 'the "Exportar" menu, open',
    async show(page) {
      const view = new ConvocatoriasView(page);
      await view.exportMenu.click();
      await expect(page.getByRole('menu').getByRole('menuitem')).toHaveCount(4);
      await expect(page.getByRole('menuitem', { name: 'Exportar calendario (.ics)' })).toBeFocused();
    },
  },
  {
    name: 'a convocatoria detail with body and documents',
    async show(page, app) {
      const record = [...app.simulator.records('convocatorias')].find(
        (r) => Array.isArray(r['documentos']) && r['documentos'].length > 0 && String(r['cuerpo']).includes('<h3'),
      );
      if (record === undefined) throw new Error('the simulator has no convocatoria with documents and headings');
      await page.goto(`${app.web.url}#/convocatorias/${String(record['id'])}`);
      await expect(page.locator('#detail-title')).toHaveText(String(record['titulo']));
      await expect(page.getByTestId('record-body')).not.toBeEmpty();
      await expect(page.getByTestId('documents').getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'a Vencida (the API says abierta, its closing day is past), opened from Ya cerró',
    async show(page, app) {
      const today = todayInBuenosAires();
      const vencida = simulatorConvocatorias(app.simulator).find((c) => c.estado === 'abierta' && c.fechaFin < today);
      if (vencida === undefined) throw new Error('the simulator has no open convocatoria past its closing day');
      await page.goto(`${app.web.url}#/convocatorias/${vencida.id}?estado=vencida`);
      await expect(page.locator('#detail-title')).toHaveText(vencida.titulo);
      await expect(page.getByText(`La API la publica como abierta; cerró el ${shortDate(vencida.fechaFin)}.`)).toBeVisible();
    },
  },
  {
    name: 'a search: its hits marked in the rows and in the record beside them',
    async show(page, app) {
      const search = pickSearchCase(simulatorConvocatorias(app.simulator), todayInBuenosAires());
      await page.goto(`${app.web.url}#/convocatorias/${search.bodyOnly.id}?estado=todas&q=${search.folded}`);
      await expect(page.getByTestId('result-count')).toHaveText(`${search.matches.length} convocatorias`);
      await expect(page.getByTestId('row-hit').first()).toBeVisible();
      await expect(page.locator('#detail-title')).toHaveText(search.bodyOnly.titulo);
      const mark = page.getByTestId('record-body').locator('mark').first();
      await mark.scrollIntoViewIfNeeded();
      await expect(mark).toBeInViewport();
    },
  },
  {
    name: 'the panel with a closing window, Con documentos, two disciplinas and a tipo',
    async show(page, app) {
      await page.goto(
        `${app.web.url}#/convocatorias?estado=abierta&cierre=mes&documentos=1&disciplina=musica&disciplina=danza&tipo=audicion`,
      );
      const panel = page.getByRole('search', { name: 'Filtros de convocatorias' });
      await expect(page.getByRole('button', { name: /^Este mes/ })).toHaveAttribute('aria-pressed', 'true');
      await expect(panel.getByRole('radio', { name: /^Abierta/ })).toBeChecked();
      await expect(panel.getByRole('checkbox', { name: /^Con documentos/ })).toBeChecked();
      await expect(panel.getByRole('checkbox', { name: /^Música/ })).toBeChecked();
      await expect(panel.getByRole('checkbox', { name: /^Audición/ })).toBeChecked();
      await expect(page.getByTestId('result-count')).toHaveText(/^\d+ convocatoria/);
      await panel.getByRole('group', { name: 'Tipo' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'Configuración',
    async show(page) {
      // On the right of the header, beside the sections.
      await page.getByRole('banner').getByRole('link', { name: 'Configuración', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
      await expect(page.getByLabel('URL base de la API')).not.toHaveValue('');
    },
  },
  {
    name: 'Sincronización',
    ownSync: true,
    async show(page) {
      await page.getByTestId('sync-status').getByRole('link', { name: 'Detalles' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sincronización' })).toBeVisible();
      await expect(page.getByRole('listitem', { name: 'Organismos', exact: true })).toContainText('al día');
      await page.getByText('Detalles técnicos').click();
      await expect(
        page
          .getByRole('table')
          .first()
          .getByRole('row', { name: /^organismos / }),
      ).toBeVisible();
    },
  },
  {
    name: 'the organismos list',
    async show(page) {
      await section(page, 'Organismos').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Organismos' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Organismos' }).getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'the museos list',
    async show(page) {
      await section(page, 'Museos').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Museos' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Museos' }).getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'the trámites list',
    async show(page) {
      await section(page, 'Trámites').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Trámites' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Trámites' }).getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'an organismo detail (a museo)',
    async show(page, app) {
      const museo = app.simulator.records('museos')[0];
      if (museo === undefined) throw new Error('the simulator has no museos');
      await page.goto(`${app.web.url}#/museos/${String(museo['id'])}`);
      await expect(page.locator('#detail-title')).toHaveText(String(museo['nombre']));
    },
  },
  {
    name: 'a museo opened from Museos in a narrow window, instead of the list',
    async show(page, app) {
      const museo = app.simulator.records('museos')[0];
      if (museo === undefined) throw new Error('the simulator has no museos');
      await page.setViewportSize({ width: 900, height: 760 });
      await page.goto(`${app.web.url}#/museos/${String(museo['id'])}`);
      await expect(page.locator('#detail-title')).toHaveText(String(museo['nombre']));
      await expect(page.getByRole('link', { name: '← Museos' })).toBeVisible();
    },
  },
  {
    name: 'a trámite detail',
    async show(page, app) {
      const tramite = (app.simulator.records('tramites') as TramiteRecord[]).find((r) => r.documentos.length > 0);
      if (tramite === undefined) throw new Error('the simulator has no trámite with documents');
      await page.goto(`${app.web.url}#/tramites/${tramiteId(tramite)}`);
      await expect(page.locator('#detail-title')).toHaveText(tramite.titulo);
      await expect(page.getByTestId('record-body')).not.toBeEmpty();
    },
  },
];

async function check(page: Page, app: AppServers, target: Target): Promise<void> {
  const view = new ConvocatoriasView(page);
  await view.goto(app.web.url);
  await view.waitForSyncedCount(expectedConvocatorias(app.simulator));
  await target.show(page, app);
  expect.soft(await axeViolations(page), `axe on ${target.name}`).toEqual([]);
}

for (const target of targets) {
  const title = `axe finds nothing on ${target.name}, in light and dark`;
  if (target.ownSync === true) test(title, async ({ page, app }) => check(page, app, target));
  else test(title, async ({ syncedPage, app }) => check(syncedPage, app, target));
}

// The dark pass runs only the rules that read colors (axe.ts): this keeps it able to see a contrast bug only dark has.
test('the dark pass reports a contrast bug only the dark scheme has', async ({ syncedPage: page, app }) => {
  const view = new ConvocatoriasView(page);
  await view.goto(app.web.url);
  await view.waitForSyncedCount(expectedConvocatorias(app.simulator));
  await expect(view.reader.getByText('Elegí una convocatoria de la lista para leerla aquí.')).toBeVisible();
  // The dark theme's muted gray made almost the dark background's color; the light one left as it is. Through the
  // CSSOM: the app's CSP refuses a <style> element.
  await page.evaluate(() => document.documentElement.style.setProperty('--muted', 'light-dark(#5b616b, #1c1f23)'));
  const lines = await axeViolations(page, { include: '[role="region"][aria-label="Lector"]' });
  expect(lines.length, 'the muted text of the reader, in dark').toBeGreaterThan(0);
  expect(lines.filter((line) => !line.startsWith('color-contrast (serious, dark) '))).toEqual([]);
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), 'left in the scheme it found').toBe(false);
});
