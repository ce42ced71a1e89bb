/**
 * Organismos, Programas, Museos and Institutos, as a person uses them. The worker's simulator is
 * only read here; every test gets a fresh browser, so the first sync fills an empty cache.
 */
import { expect, test } from './fixtures';
import {
  accentedWord,
  countBy,
  fold,
  htmlToText,
  matchingOrganismos,
  organismos,
  provinciaGroup,
  type OrganismoRecord,
} from './directory-expected';
import { DirectoryDetailView, DirectoryListView, expectNoAxeViolations, openAfterSync } from './directory-pages';

const lists = [
  { list: 'programas', title: 'Programas', singular: 'programa', plural: 'programas' },
  { list: 'museos', title: 'Museos', singular: 'museo', plural: 'museos' },
  { list: 'institutos', title: 'Institutos', singular: 'instituto', plural: 'institutos' },
  { list: 'organismos', title: 'Organismos', singular: 'organismo', plural: 'organismos' },
] as const;

// The API's own organismos list or record URL, which some records give as their `link` (API.md).
const apiLink = /\/api\/v[\d.]+\/organismos\/(\d+\/)?$/;

// Spanish order, as the lists sort by name.
const spanish = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** The most frequent value of a field among records, optionally only values with an accent. */
function mostFrequent(records: readonly OrganismoRecord[], key: (r: OrganismoRecord) => string, accented = false): [string, number] {
  const counts = [...countBy(records, key)].filter(([value]) => value !== '' && (!accented || fold(value) !== value.toLowerCase()));
  const best = counts.sort((a, b) => b[1] - a[1])[0];
  if (best === undefined) throw new Error('El simulador no tiene valores para esta faceta');
  return best;
}

test('each list shows as many records as the API has, with no accessibility violations', async ({ syncedPage: page, app }) => {
  const view = new DirectoryListView(page, 'Organismos');
  await view.openAfterSync(app.web.url, '#/organismos');
  for (const { list, title, singular, plural } of lists) {
    const listView = new DirectoryListView(page, title);
    await listView.navigateTo(title);
    await expect(listView.heading).toBeAttached();
    await expect(page).toHaveTitle(`${title} · Directorio de Cultura`);
    await listView.expectCount(organismos(app.simulator, list).length, singular, plural);
    const first =
      organismos(app.simulator, list)
        .map((r) => r.nombre)
        .sort((a, b) => spanish.compare(a, b))[0] ?? '';
    await expect(listView.row(first)).toBeVisible();
    await listView.expectNoAxeViolations();
  }
});

test('search ignores accents and case, and says so plainly when nothing matches', async ({ syncedPage: page, app }) => {
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

  const reader = page.getByRole('region', { name: 'Lector' });
  await expect(reader).toHaveText('Elegí un organismo de la lista para leerlo aquí.');
  await view.search.fill('zzxq inexistente');
  await view.expectCount(0, 'organismo', 'organismos');
  await expect(page.getByText('Ningún organismo coincide con «zzxq inexistente».')).toBeVisible();
  // Beside an empty list, the reader does not ask to pick a row from it.
  await expect(reader).toHaveText('Ningún organismo coincide con los filtros: no hay nada para leer.');
  await page.getByRole('status').getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(view.search).toHaveValue('');
  await expect(view.search).toBeFocused();
  await view.expectCount(all.length, 'organismo', 'organismos');
});

test('a search marks its words in the rows, and says when a row matched only in its description', async ({ syncedPage: page, app }) => {
  const all = organismos(app.simulator).map((r) => ({
    r,
    shown: fold(`${r.nombre} ${r.provincia} ${r.depende_de}`),
    text: fold(`${r.nombre} ${r.provincia} ${r.depende_de} ${htmlToText(r.descripcion)}`),
  }));
  const holding = (w: string) => all.filter((o) => o.text.includes(w));
  // The rarest word (6 letters or more) among some texts, with a record holding it, that `fits`.
  const rarest = (texts: (o: (typeof all)[number]) => string, fits: (w: string) => boolean): [OrganismoRecord, string] | undefined => {
    const first = new Map<string, OrganismoRecord>();
    for (const o of all) for (const w of texts(o).match(/\p{L}{6,}/gu) ?? []) if (!first.has(w)) first.set(w, o.r);
    const words = [...first.keys()].filter(fits).sort((a, b) => holding(a).length - holding(b).length || (a < b ? -1 : 1));
    const word = words[0];
    return word === undefined ? undefined : [first.get(word) as OrganismoRecord, word];
  };
  // A word of some description that no row holding it shows; a word of a name.
  const described = rarest(
    (o) => fold(htmlToText(o.r.descripcion)),
    (w) => holding(w).every((o) => !o.shown.includes(w)),
  );
  const named = rarest(
    (o) => fold(o.r.nombre),
    () => true,
  );
  if (described === undefined || named === undefined) throw new Error('el simulador no tiene las palabras que esta prueba busca');
  const records = all.map((o) => o.r);
  const view = new DirectoryListView(page, 'Organismos');
  await view.openAfterSync(app.web.url, '#/organismos');

  await view.search.fill(described[1]);
  await view.expectCount(matchingOrganismos(records, described[1]).length, 'organismo', 'organismos');
  await expect(view.row(described[0].nombre)).toContainText('coincide en la descripción');
  await expect(view.row(described[0].nombre).locator('mark')).toHaveCount(0);

  await view.search.fill(named[1]);
  await view.expectCount(matchingOrganismos(records, named[1]).length, 'organismo', 'organismos');
  await expect(view.row(named[0].nombre).locator('.row-title mark').first()).toBeVisible();
  expect(fold((await view.row(named[0].nombre).locator('.row-title mark').first().innerText()) ?? '')).toBe(named[1]);
  await expect(view.row(named[0].nombre)).not.toContainText('coincide en la descripción');
});

test('provincia and depende_de facets group the provincias, count like the API data and combine with search', async ({
  syncedPage: page,
  app,
}) => {
  const all = organismos(app.simulator);
  const group = (r: OrganismoRecord): string => provinciaGroup(r.provincia);
  // The city of Buenos Aires, written "CABA" by some records and in full by others: one facet value.
  const caba = 'Ciudad Autónoma de Buenos Aires';
  const inCaba = all.filter((r) => group(r) === caba);
  expect(new Set(inCaba.map((r) => r.provincia)), 'the corpus writes the city both ways').toEqual(new Set(['CABA', caba]));
  const [dependeDe, inBoth] = mostFrequent(inCaba, (r) => r.depende_de);
  const view = new DirectoryListView(page, 'Organismos');
  await view.openAfterSync(app.web.url, '#/organismos');

  await expect(view.facetCount(view.provincia, caba)).toHaveText(String(inCaba.length));
  await expect(view.facetOption(view.provincia, 'CABA')).toHaveCount(0);
  const sinProvincia = all.filter((r) => r.provincia === '').length;
  await expect(view.facetCount(view.provincia, 'Sin provincia')).toHaveText(String(sinProvincia));
  const allDepende = all.filter((r) => r.depende_de === dependeDe).length;
  await expect(view.facetCount(view.dependeDe, dependeDe)).toHaveText(String(allDepende));
  // Every provincia offered, grouped, with its count; "Rosario" counts in Santa Fe.
  expect(await view.facetValues(view.provincia)).toEqual(
    new Map([...countBy(all, group)].map(([value, count]) => [value === '' ? 'Sin provincia' : value, count])),
  );
  await expect(view.facetOption(view.provincia, 'Rosario')).toHaveCount(0);

  await view.chooseFacet(view.provincia, caba);
  await view.expectCount(inCaba.length, 'organismo', 'organismos');
  // Each row still shows its own provincia as the record writes it.
  await expect(view.rows).toHaveCount(inCaba.length);
  expect(new Set(await view.list.locator('.row-place').allTextContents())).toEqual(new Set(['CABA', caba]));
  // Within a provincia, the dependencias count only its records.
  await expect(view.facetCount(view.dependeDe, dependeDe)).toHaveText(String(inBoth));
  await view.chooseFacet(view.dependeDe, dependeDe);
  await view.expectCount(inBoth, 'organismo', 'organismos');
  await expect(page).toHaveURL(/[?&]provincia=[^&]+&depende=/);

  const word = inCaba.find((r) => r.depende_de === dependeDe)?.nombre.split(' ')[0] as string;
  const searched = matchingOrganismos(all, word);
  const searchedInDepende = searched.filter((r) => r.depende_de === dependeDe);
  await view.search.fill(word);
  await view.expectCount(searchedInDepende.filter((r) => group(r) === caba).length, 'organismo', 'organismos');
  // Each facet now counts the search and the other facet: every provincia offered says what it would give.
  const provinciasOffered = new Map(
    [...countBy(searchedInDepende, group)].map(([value, count]) => [value === '' ? 'Sin provincia' : value, count]),
  );
  await expect.poll(() => view.facetValues(view.provincia)).toEqual(provinciasOffered);
  const dependenciasOffered = new Map(
    [
      ...countBy(
        searched.filter((r) => group(r) === caba),
        (r) => r.depende_de,
      ),
    ].map(([value, count]) => [value === '' ? 'Sin dependencia' : value, count]),
  );
  await expect.poll(() => view.facetValues(view.dependeDe)).toEqual(dependenciasOffered);

  await view.chooseFacet(view.provincia, 'Todas');
  await view.expectCount(searchedInDepende.length, 'organismo', 'organismos');
});

test('the keyboard moves from the search box through the rows, each opening beside the list; Enter reads it, Escape comes back to its row', async ({
  syncedPage: page,
  app,
}) => {
  const view = new DirectoryListView(page, 'Organismos');
  await view.openAfterSync(app.web.url, '#/organismos');
  await view.search.fill('museo');
  const expected = matchingOrganismos(organismos(app.simulator), 'museo').sort(
    (a, b) => spanish.compare(a.nombre, b.nombre) || a.id - b.id,
  );
  await view.expectCount(expected.length, 'organismo', 'organismos');
  const detail = new DirectoryDetailView(page);

  await view.search.press('ArrowDown');
  await expect(view.rowAt(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(view.rowAt(1)).toBeFocused();
  await expect(detail.heading).toHaveText(expected[1]?.nombre ?? '');
  await page.keyboard.press('ArrowUp');
  await expect(view.rowAt(0)).toBeFocused();
  await expect(detail.heading).toHaveText(expected[0]?.nombre ?? '');
  await page.keyboard.press('ArrowDown');
  // The arrow opened it beside the list; Enter then moves on to reading it. (Enter on a row not yet
  // open is the trámites spec's case.)
  await expect(detail.heading).toHaveText(expected[1]?.nombre ?? '');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`#/organismos/${expected[1]?.id ?? 0}\\?q=museo$`));
  await expect(detail.heading).toHaveText(expected[1]?.nombre ?? '');
  await expect(detail.heading).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(view.rowAt(1)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`#/organismos/${expected[1]?.id ?? 0}\\?q=museo$`));
  await expect(view.search).toHaveValue('museo');
  await view.expectCount(expected.length, 'organismo', 'organismos');
});

test('a record shows every field, the emails as mailto: links and the description sanitized; the window title names it', async ({
  syncedPage: page,
  app,
}) => {
  const museos = new Set(organismos(app.simulator, 'museos').map((r) => r.id));
  const record = organismos(app.simulator).find(
    (r) =>
      museos.has(r.id) &&
      [r.provincia, r.direccion, r.telefono, r.email, r.descripcion, r.link, r.autoridad?.email ?? ''].every((v) => v !== '') &&
      !apiLink.test(r.link),
  ) as OrganismoRecord;
  const autoridad = record.autoridad as NonNullable<OrganismoRecord['autoridad']>;
  await openAfterSync(page, `${app.web.url}#/organismos/${record.id}`);

  const detail = new DirectoryDetailView(page);
  await expect(detail.heading).toHaveText(record.nombre);
  await expect(page).toHaveTitle(`\u2068${record.nombre}\u2069 · Organismos · Directorio de Cultura`);
  await expect(detail.fact('Listas').getByRole('link')).toHaveText(['Organismos', 'Museos']);
  await expect(detail.fact('Provincia')).toHaveText(record.provincia);
  await expect(detail.fact('Dirección')).toHaveText(record.direccion);
  await expect(detail.fact('Teléfono')).toHaveText(record.telefono);
  await expect(detail.fact('Email')).toHaveText(record.email);
  await expect(detail.fact('Depende de')).toHaveText(record.depende_de);
  for (const part of [autoridad.nombre, autoridad.cargo, autoridad.email]) await expect(detail.fact('Autoridad')).toContainText(part);
  // E-mail addresses open the mail client (mailto:, through the app's URL guard), nothing else.
  await expect(detail.fact('Email').getByRole('link')).toHaveAttribute('href', `mailto:${record.email}`);
  await expect(detail.fact('Autoridad').getByRole('link', { name: autoridad.email })).toHaveAttribute('href', `mailto:${autoridad.email}`);
  await expect(detail.fact('Página oficial').getByRole('link', { name: record.link })).toHaveAttribute('href', record.link);
  const firstSentence = htmlToText(record.descripcion).replace(/\s+/g, ' ').trim().split('.')[0] as string;
  await expect(detail.body).toContainText(firstSentence);
  await expect(detail.body.locator('script, iframe, [onerror]')).toHaveCount(0);
  // Beside the list no way back is needed: the list is there, this record's row marked.
  await expect(detail.backLink('Organismos')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Organismos' }).locator('[aria-current="true"]')).toContainText(record.nombre);
  await expectNoAxeViolations(page);

  await page.goto(`${app.web.url}#/organismos/999999999`);
  await expect(page.getByRole('heading', { level: 1, name: 'Organismo no encontrado' })).toBeVisible();
});

test("a link that is the API's own URL is no page; an empty provincia and a missing museo are named as the lists name them", async ({
  syncedPage: page,
  app,
}) => {
  const all = organismos(app.simulator);
  const withApiLink = all.find((r) => apiLink.test(r.link));
  const withoutProvincia = all.find((r) => r.provincia === '');
  if (withApiLink === undefined || withoutProvincia === undefined)
    throw new Error('el simulador no tiene los registros que esta prueba lee');
  await openAfterSync(page, `${app.web.url}#/organismos/${withApiLink.id}`);
  const detail = new DirectoryDetailView(page);
  await expect(detail.heading).toHaveText(withApiLink.nombre);
  await expect(detail.fact('Página oficial')).toHaveText('La API no da su página: su enlace lleva a su propio registro en la API.');
  await expect(detail.fact('Página oficial').getByRole('link')).toHaveCount(0);

  await page.goto(`${app.web.url}#/organismos/${withoutProvincia.id}`);
  await expect(detail.heading).toHaveText(withoutProvincia.nombre);
  await expect(detail.fact('Provincia')).toHaveText('Sin provincia');

  for (const [list, title, record] of [
    ['museos', 'Museo no encontrado', 'El museo'],
    ['programas', 'Programa no encontrado', 'El programa'],
    ['institutos', 'Instituto no encontrado', 'El instituto'],
    ['organismos', 'Organismo no encontrado', 'El organismo'],
  ] as const) {
    await page.goto(`${app.web.url}#/${list}/999999999`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`${record} 999999999 no está en los datos guardados.`)).toBeVisible();
  }
});

test('narrow window: a museo opened from Museos replaces the list and stays in Museos; its back link returns to the searched list', async ({
  syncedPage: page,
  app,
}) => {
  await page.setViewportSize({ width: 900, height: 760 });
  const word = 'museo';
  const expected = matchingOrganismos(organismos(app.simulator, 'museos'), word).sort(
    (a, b) => spanish.compare(a.nombre, b.nombre) || a.id - b.id,
  );
  const view = new DirectoryListView(page, 'Museos');
  await view.openAfterSync(app.web.url, '#/museos');
  await expect(page.getByRole('region', { name: 'Lector' })).toHaveCount(0);
  await view.search.fill(word);
  await view.expectCount(expected.length, 'museo', 'museos');
  const first = expected[0] as OrganismoRecord;

  await view.row(first.nombre).click();
  const detail = new DirectoryDetailView(page);
  await expect(detail.heading).toHaveText(first.nombre);
  await expect(page).toHaveURL(new RegExp(`#/museos/${first.id}\\?q=${word}$`));
  await expect(view.list).toHaveCount(0);
  // Museos stays the current section, on the header's line or, at this width, inside "Más".
  const nav = page.getByRole('navigation', { name: 'Secciones' });
  const onTheLine = nav.getByRole('link', { name: 'Museos', exact: true });
  if ((await onTheLine.count()) > 0) await expect(onTheLine).toHaveAttribute('aria-current', 'page');
  else {
    await nav.getByRole('button', { name: 'Más' }).click();
    await expect(page.getByRole('menuitem', { name: 'Museos' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
  }
  await expect(page).toHaveTitle(`\u2068${first.nombre}\u2069 · Museos · Directorio de Cultura`);

  await detail.backLink('Museos').click();
  await expect(page).toHaveURL(new RegExp(`#/museos\\?q=${word}$`));
  await expect(view.search).toHaveValue(word);
  await view.expectCount(expected.length, 'museo', 'museos');
  await expect(page).toHaveTitle('Museos · Directorio de Cultura');
});

test('a reload restores the filtered view from the URL', async ({ syncedPage: page, app }) => {
  const all = organismos(app.simulator);
  const [provincia] = mostFrequent(all, (r) => provinciaGroup(r.provincia), true);
  const view = new DirectoryListView(page, 'Organismos');
  await view.openAfterSync(app.web.url, '#/organismos');
  await view.chooseFacet(view.provincia, provincia);
  await view.search.fill('cultura');
  const expected = matchingOrganismos(all, 'cultura').filter((r) => provinciaGroup(r.provincia) === provincia).length;
  await view.expectCount(expected, 'organismo', 'organismos');
  // The address follows the view a task later (replaceHash): a reload takes the address.
  await expect(page).toHaveURL(/[?&]q=cultura(&|$)/);

  await page.reload();
  await expect(view.search).toHaveValue('cultura');
  await expect(view.facetOption(view.provincia, provincia)).toBeChecked();
  await view.expectCount(expected, 'organismo', 'organismos');
});
