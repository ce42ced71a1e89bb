/**
 * Disciplina, tipo and provincia in the convocatorias panel: counts and filtering checked against
 * sets computed here from a fixed table of hand-written records (convocatoria-facets-records.ts),
 * the only convocatorias the simulator serves. Nothing of the app's rules is used.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, startApp, test, type AppServers } from './fixtures';
import { facetLabels, facetRecords, type FacetRecord } from './convocatoria-facets-records';
import { countLabel, plusDays, renderedIds, sortedIds, todayBA, waitForSync } from './list-oracles';

type Facet = 'disciplina' | 'tipo' | 'provincia';
const titles: Record<Facet, string> = { disciplina: 'Disciplina', tipo: 'Tipo', provincia: 'Provincia' };

let app: AppServers;

test.beforeAll(async () => {
  app = await startApp({ seed: 3, sizes: { convocatorias: 0, ordenadasExtra: 0, organismos: 5, tramites: 2 } });
  const today = todayBA();
  for (const record of facetRecords) {
    app.simulator.insert('convocatorias', {
      id: record.id,
      link: `https://www.cultura.gob.ar/convocatoria-${record.id}/`,
      imagen: null,
      titulo: record.titulo,
      bajada: record.bajada,
      cuerpo: '',
      estado: 'abierta',
      fecha_inicio: plusDays(today, -5),
      fecha_fin: plusDays(today, 10 + record.id - 100),
      documentos: [],
    });
  }
});

test.afterAll(async () => {
  await app.close();
});

/** The records a choice keeps: any chosen value within a facet, every facet with a choice. */
function kept(choice: Partial<Record<Facet, readonly string[]>>): FacetRecord[] {
  return facetRecords.filter((record) =>
    (Object.keys(choice) as Facet[]).every((facet) => (choice[facet] ?? []).some((value) => record[facet].includes(value))),
  );
}

/** How many of `records` have each value of `facet`, by its label. */
function countsOf(records: readonly FacetRecord[], facet: Facet): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of records)
    for (const value of record[facet]) counts[facetLabels[value] ?? value] = (counts[facetLabels[value] ?? value] ?? 0) + 1;
  return counts;
}

const ids = (records: readonly FacetRecord[]): number[] => sortedIds(records.map((record) => record.id));

function group(page: Page, facet: Facet): Locator {
  return page.getByRole('search', { name: 'Filtros de convocatorias' }).getByRole('group', { name: titles[facet] });
}

function option(page: Page, facet: Facet, label: string): Locator {
  return group(page, facet)
    .locator('label.facet-option')
    .filter({ has: page.locator('.facet-label', { hasText: new RegExp(`^${label}$`) }) });
}

/** The panel's counts of a facet, by label, with every value shown. */
async function panelCounts(page: Page, facet: Facet): Promise<Record<string, number>> {
  const more = group(page, facet).getByRole('button', { name: /^Mostrar todas/ });
  if ((await more.count()) > 0) await more.click();
  const options = group(page, facet).locator('label.facet-option');
  const labels = await options.locator('.facet-label').allTextContents();
  const counts = await options.locator('.facet-count').allTextContents();
  return Object.fromEntries(labels.map((label, i) => [label, Number(counts[i])]));
}

async function expectListed(page: Page, records: readonly FacetRecord[]): Promise<void> {
  await expect(page.getByTestId('result-count')).toHaveText(countLabel(records.length, 'convocatoria', 'convocatorias'));
  const list = page.getByRole('list', { name: 'Convocatorias' });
  await expect(list.getByTestId('list-row')).toHaveCount(records.length);
  expect(sortedIds(await renderedIds(list))).toEqual(ids(records));
}

test('two disciplinas list the calls of either; each count follows the other facets, not its own', async ({ page }) => {
  await page.goto(`${app.web.url}#/convocatorias`);
  await waitForSync(page);
  await expectListed(page, facetRecords);
  for (const facet of ['disciplina', 'tipo', 'provincia'] as const)
    expect(await panelCounts(page, facet), facet).toEqual(countsOf(facetRecords, facet));

  await option(page, 'disciplina', 'Música').getByRole('checkbox').check();
  await option(page, 'disciplina', 'Danza').getByRole('checkbox').check();
  await expect(page).toHaveURL(/[?&]disciplina=musica&disciplina=danza(&|$)/);
  const either = kept({ disciplina: ['musica', 'danza'] });
  await expectListed(page, either);
  // The chosen facet counts over every record (what choosing another value would add); the others over the listed ones.
  expect(await panelCounts(page, 'disciplina')).toEqual(countsOf(facetRecords, 'disciplina'));
  expect(await panelCounts(page, 'tipo')).toEqual(countsOf(either, 'tipo'));
  expect(await panelCounts(page, 'provincia')).toEqual(countsOf(either, 'provincia'));

  // Across facets: both disciplinas, and becas.
  await option(page, 'tipo', 'Beca').getByRole('checkbox').check();
  await expect(page).toHaveURL(/[?&]tipo=beca(&|$)/);
  const becas = kept({ disciplina: ['musica', 'danza'], tipo: ['beca'] });
  expect(becas.length).toBeGreaterThan(0);
  await expectListed(page, becas);
  expect(await panelCounts(page, 'disciplina')).toEqual(countsOf(kept({ tipo: ['beca'] }), 'disciplina'));
  expect(await panelCounts(page, 'tipo')).toEqual(countsOf(either, 'tipo'));
  expect(await panelCounts(page, 'provincia')).toEqual(countsOf(becas, 'provincia'));

  // Above the list, the filters in force, whatever the panel has scrolled out of sight; each chip takes its own away.
  const inUse = page.getByRole('group', { name: 'Filtros en uso' });
  await expect(inUse.locator('.filter-chip bdi')).toHaveText(['Música', 'Danza', 'Beca']);
  await inUse.getByRole('button', { name: 'Danza (quitar)' }).click();
  await expect(page).not.toHaveURL(/disciplina=danza/);
  await expect(page).toHaveURL(/[?&]disciplina=musica(&|$)/);
  await expectListed(page, kept({ disciplina: ['musica'], tipo: ['beca'] }));
  await expect(option(page, 'disciplina', 'Danza').getByRole('checkbox')).not.toBeChecked();
  await expect(inUse.locator('.filter-chip bdi')).toHaveText(['Música', 'Beca']);
  // The focus goes to the chip now in its place, not to the page's body.
  await expect(inUse.getByRole('button', { name: 'Beca (quitar)' })).toBeFocused();
  await option(page, 'disciplina', 'Danza').getByRole('checkbox').check();
  await expectListed(page, becas);

  await page.getByRole('search', { name: 'Filtros de convocatorias' }).getByRole('button', { name: 'Limpiar filtros' }).click();
  await expectListed(page, facetRecords);
  await expect(page).not.toHaveURL(/disciplina=|tipo=/);
});

test('a link names a facet of each kind; an unknown value is dropped; Sin clasificar and Nacional are values', async ({ page }) => {
  await page.goto(`${app.web.url}#/convocatorias?disciplina=musica&disciplina=jazz&tipo=beca&provincia=Cordoba`);
  await waitForSync(page);
  await expectListed(page, kept({ disciplina: ['musica'], tipo: ['beca'], provincia: ['Cordoba'] }));
  await expect(option(page, 'disciplina', 'Música').getByRole('checkbox')).toBeChecked();
  await expect(option(page, 'provincia', 'Córdoba').getByRole('checkbox')).toBeChecked();

  await page.goto(`${app.web.url}#/convocatorias?provincia=Salta,Mendoza`);
  await expectListed(page, kept({ provincia: ['Salta', 'Mendoza'] }));

  await page.goto(`${app.web.url}#/convocatorias?disciplina=sin-clasificar`);
  await expectListed(page, kept({ disciplina: ['sin-clasificar'] }));
  await page.goto(`${app.web.url}#/convocatorias?provincia=Nacional&tipo=beca`);
  await expectListed(page, kept({ provincia: ['Nacional'], tipo: ['beca'] }));
});

test('a row shows its first disciplina and its province, or its tipo when it names none; an unplaced call shows no chip', async ({
  page,
}) => {
  await page.goto(`${app.web.url}#/convocatorias`);
  await waitForSync(page);
  const chipsOf = (id: number): Locator =>
    page
      .getByRole('list', { name: 'Convocatorias' })
      .getByTestId('list-row')
      .filter({ has: page.locator(`a[href^="#/convocatorias/${id}"]`) })
      .locator('.facet-chip');
  await expect(chipsOf(101)).toHaveText(['Música', 'Córdoba']);
  await expect(chipsOf(102)).toHaveText(['Danza', 'Concurso']);
  await expect(chipsOf(109)).toHaveText(['Música', 'Jujuy']);
  await expect(chipsOf(108)).toHaveCount(0);
});
