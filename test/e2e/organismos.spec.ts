/**
 * Organismos, Programas, Museos and Institutos, as a person uses them. The worker's simulator is
 * only read here; every test gets a fresh browser, so the first sync fills an empty cache.
 */
import { fold, htmlToText } from '../../src-shared/text';
import { expect, test } from './fixtures';
import { accentedWord, countBy, matchingOrganismos, organismos, type OrganismoRecord } from './directory-expected';
import { DirectoryDetailView, DirectoryListView, expectNoAxeViolations, openAfterSync } from './directory-pages';

const lists = [
  { list: 'programas', title: 'Programas', singular: 'programa', plural: 'programas' },
  { list: 'museos', title: 'Museos', singular: 'museo', plural: 'museos' },
  { list: 'institutos', title: 'Institutos', singular: 'instituto', plural: 'institutos' },
  { list: 'organismos', title: 'Organismos', singular: 'organismo', plural: 'organismos' },
] as const;

/** The most frequent value of a field among records, optionally only values with an accent. */
function mostFrequent(records: readonly OrganismoRecord[], key: (r: OrganismoRecord) => string, accented = false): [string, number] {
  const counts = [...countBy(records, key)].filter(([value]) => value !== '' && (!accented || fold(value) !== value.toLowerCase()));
  const best = counts.sort((a, b) => b[1] - a[1])[0];
  if (best === undefined) throw new Error('El simulador no tiene valores para esta faceta');
  return best;
}

test('each list shows as many records as the API has, with no accessibility violations', async ({ page, app }) => {
  const view = new DirectoryListView(page, 'Organismos');
  await view.openAfterSync(app.web.url, '#/organismos');
  for (const { list, title, singular, plural } of lists) {
    const listView = new DirectoryListView(page, title);
    await listView.navigateTo(title);
    await expect(listView.heading).toBeVisible();
    await listView.expectCount(organismos(app.simulator, list).length, singular, plural);
    const first = organismos(app.simulator, list).map((r) => r.nombre).sort((a, b) => a.localeCompare(b, 'es'))[0] ?? '';
    await expect(listView.row(first)).toBeVisible();
    await listView.expectNoAxeViolations();
  }
});

test('search ignores accents and case, and says so plainly when nothing matches', async ({ page, app }) => {
  const all = organismos(app.simulator);
  const record = all.find((r) => accentedWord(r.nombre) !== undefined) as OrganismoRecord;
  const word = accentedWord(record.nombre) as string;
  const expected = matchingOrganismos(all, word).length;
  const view = new DirectoryListView(page, 'Organismos');
  await view.openAfterSync(app.web.url, '#/organismos');

  await view.search.fill(fold(word));
  await view.expectCount(expected, 'organismo', 'organismos');
  await expect(view.row(record.nombre)).toBeVisible();
  await view.search.fill(word.toUpperCase());
  await view.expectCount(expected, 'organismo', 'organismos');

  await view.search.fill('zzxq inexistente');
  await view.expectCount(0, 'organismo', 'organismos');
  await expect(page.getByText('Ningún organismo coincide con «zzxq inexistente».')).toBeVisible();
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(view.search).toHaveValue('');
  await view.expectCount(all.length, 'organismo', 'organismos');
});

test('provincia and depende_de facets count like the API data and combine with search', async ({ page, app }) => {
  const all = organismos(app.simulator);
  const [provincia, inProvincia] = mostFrequent(all, (r) => r.provincia, true);
  const ofProvincia = all.filter((r) => r.provincia === provincia);
  const [dependeDe, inBoth] = mostFrequent(ofProvincia, (r) => r.depende_de);
  const view = new DirectoryListView(page, 'Organismos');
  await view.openAfterSync(app.web.url, '#/organismos');

  await expect(view.facetOption(view.provincia, provincia)).toHaveText(`${provincia} (${inProvincia})`);
  const sinProvincia = all.filter((r) => r.provincia === '').length;
  await expect(view.facetOption(view.provincia, 'Sin provincia')).toHaveText(`Sin provincia (${sinProvincia})`);
  const allDepende = all.filter((r) => r.depende_de === dependeDe).length;
  await expect(view.facetOption(view.dependeDe, dependeDe)).toHaveText(`${dependeDe} (${allDepende})`);

  await view.chooseFacet(view.provincia, provincia);
  await view.expectCount(inProvincia, 'organismo', 'organismos');
  // Within a provincia, the dependencias count only its records.
  await expect(view.facetOption(view.dependeDe, dependeDe)).toHaveText(`${dependeDe} (${inBoth})`);
  await view.chooseFacet(view.dependeDe, dependeDe);
  await view.expectCount(inBoth, 'organismo', 'organismos');
  await expect(page).toHaveURL(/[?&]provincia=[^&]+&depende=/);

  const word = ofProvincia.find((r) => r.depende_de === dependeDe)?.nombre.split(' ')[0] as string;
  const searched = matchingOrganismos(all, word);
  const searchedInDepende = searched.filter((r) => r.depende_de === dependeDe);
  await view.search.fill(word);
  await view.expectCount(searchedInDepende.filter((r) => r.provincia === provincia).length, 'organismo', 'organismos');
  // Each facet now counts the search and the other facet: every provincia offered says what it would give.
  const provinciasOffered = countBy(searchedInDepende, (r) => r.provincia);
  await expect(view.provincia.locator('option')).toHaveCount(provinciasOffered.size + 1);
  for (const [value, count] of provinciasOffered) {
    const label = value === '' ? 'Sin provincia' : value;
    await expect(view.facetOption(view.provincia, label)).toHaveText(`${label} (${count})`);
  }
  const searchedInProvincia = searched.filter((r) => r.provincia === provincia);
  for (const [value, count] of countBy(searchedInProvincia, (r) => r.depende_de)) {
    await expect(view.facetOption(view.dependeDe, value)).toHaveText(`${value} (${count})`);
  }

  await view.provincia.selectOption({ label: 'Todas' });
  await view.expectCount(searched.filter((r) => r.depende_de === dependeDe).length, 'organismo', 'organismos');
});

test('the keyboard moves from the search box through the rows, opens one and Escape comes back with the filters kept', async ({ page, app }) => {
  const view = new DirectoryListView(page, 'Organismos');
  await view.openAfterSync(app.web.url, '#/organismos');
  await view.search.fill('museo');
  const expected = matchingOrganismos(organismos(app.simulator), 'museo').length;
  await view.expectCount(expected, 'organismo', 'organismos');

  await view.search.press('ArrowDown');
  await expect(view.rowAt(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(view.rowAt(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(view.rowAt(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const nombre = (await view.rowAt(1).locator('.row-title').textContent()) ?? '';
  await page.keyboard.press('Enter');

  const detail = new DirectoryDetailView(page);
  await expect(page).toHaveURL(/#\/organismos\/\d+$/);
  await expect(detail.heading).toHaveText(nombre);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/#\/organismos\?q=museo$/);
  await expect(view.search).toHaveValue('museo');
  await view.expectCount(expected, 'organismo', 'organismos');
  await expect(view.rowAt(1)).toBeFocused();
});

test('a detail page shows every field, the email as text and the description sanitized', async ({ page, app }) => {
  const museos = new Set(organismos(app.simulator, 'museos').map((r) => r.id));
  const record = organismos(app.simulator).find(
    (r) => museos.has(r.id) && [r.provincia, r.direccion, r.telefono, r.email, r.descripcion, r.link, r.autoridad?.email ?? ''].every((v) => v !== ''),
  ) as OrganismoRecord;
  const autoridad = record.autoridad as NonNullable<OrganismoRecord['autoridad']>;
  await openAfterSync(page, `${app.web.url}#/organismos/${record.id}`);

  const detail = new DirectoryDetailView(page);
  await expect(detail.heading).toHaveText(record.nombre);
  await expect(detail.fact('Listas').getByRole('link')).toHaveText(['Organismos', 'Museos']);
  await expect(detail.fact('Provincia')).toHaveText(record.provincia);
  await expect(detail.fact('Dirección')).toHaveText(record.direccion);
  await expect(detail.fact('Teléfono')).toHaveText(record.telefono);
  await expect(detail.fact('Email')).toHaveText(record.email);
  await expect(detail.fact('Depende de')).toHaveText(record.depende_de);
  for (const part of [autoridad.nombre, autoridad.cargo, autoridad.email]) await expect(detail.fact('Autoridad')).toContainText(part);
  await expect(page.getByRole('link', { name: record.email })).toHaveCount(0);
  await expect(page.getByRole('link', { name: autoridad.email })).toHaveCount(0);
  await expect(detail.fact('Página oficial').getByRole('link', { name: record.link })).toHaveAttribute('href', record.link);
  const firstSentence = htmlToText(record.descripcion).split('.')[0] as string;
  await expect(detail.body).toContainText(firstSentence);
  await expect(detail.body.locator('script, iframe, [onerror]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await detail.backLink('Organismos').click();
  await expect(new DirectoryListView(page, 'Organismos').heading).toBeVisible();
  await page.goto(`${app.web.url}#/organismos/999999999`);
  await expect(page.getByRole('heading', { level: 1, name: 'Organismo no encontrado' })).toBeVisible();
});

test('a reload restores the filtered view from the URL', async ({ page, app }) => {
  const all = organismos(app.simulator);
  const [provincia] = mostFrequent(all, (r) => r.provincia, true);
  const view = new DirectoryListView(page, 'Organismos');
  await view.openAfterSync(app.web.url, '#/organismos');
  await view.chooseFacet(view.provincia, provincia);
  await view.search.fill('cultura');
  const expected = matchingOrganismos(all, 'cultura').filter((r) => r.provincia === provincia).length;
  await view.expectCount(expected, 'organismo', 'organismos');

  await page.reload();
  await expect(view.search).toHaveValue('cultura');
  await expect(view.provincia.locator('option:checked')).toHaveText(new RegExp(`^${provincia} \\(`));
  await view.expectCount(expected, 'organismo', 'organismos');
});
