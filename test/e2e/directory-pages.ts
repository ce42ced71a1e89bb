import { axeViolations } from './axe';
import { expect, type Locator, type Page } from '@playwright/test';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A list of the directory (Organismos, Programas, Museos, Institutos, Trámites), as a person uses it. */
export class DirectoryListView {
  readonly heading: Locator;
  readonly resultCount: Locator;
  readonly search: Locator;
  readonly list: Locator;
  readonly rows: Locator;
  readonly provincia: Locator;
  readonly dependeDe: Locator;
  readonly clear: Locator;

  constructor(
    private readonly page: Page,
    readonly title: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: title, exact: true });
    this.resultCount = page.getByTestId('result-count');
    this.search = page.getByRole('search').getByLabel('Buscar', { exact: true });
    this.list = page.getByRole('list', { name: title, exact: true });
    this.rows = this.list.getByTestId('list-row');
    this.provincia = page.getByRole('group', { name: 'Provincia', exact: true });
    this.dependeDe = page.getByRole('group', { name: 'Depende de', exact: true });
    this.clear = page.getByRole('search').getByRole('button', { name: 'Limpiar filtros' });
  }

  /** Opens the app on this list and waits for the first sync of every collection to finish. */
  async openAfterSync(url: string, hash: string): Promise<void> {
    await openAfterSync(this.page, `${url}${hash}`);
    await expect(this.heading).toBeAttached();
  }

  /** Goes to another list through the header's navigation, as a click would. */
  async navigateTo(section: string): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: section, exact: true }).click();
  }

  async expectCount(count: number, singular: string, plural: string): Promise<void> {
    const noun = count === 1 ? singular : plural;
    await expect(this.resultCount).toHaveText(new RegExp(`^${escape(count.toLocaleString('es-AR'))} ${escape(noun)}$`));
  }

  /** The row link whose title is exactly `name`. */
  row(name: string): Locator {
    return this.list.getByRole('link').filter({ has: this.page.locator('.row-title').getByText(name, { exact: true }) });
  }

  /** The link of the row at a 0-based index of the whole (virtual) list, when it is rendered. */
  rowAt(index: number): Locator {
    return this.list.locator(`[data-row-index="${index}"]`).getByRole('link');
  }

  /** The radio of a facet's value ("Córdoba", "Sin provincia", "Todas"); its name carries the count. */
  facetOption(facet: Locator, label: string): Locator {
    return facet.getByRole('radio', { name: new RegExp(`^${escape(label)}( [\\d.]+)?$`) });
  }

  /** The count beside a facet's value: "4" in "Córdoba 4". */
  facetCount(facet: Locator, label: string): Locator {
    return facet
      .locator('label')
      .filter({ has: this.page.getByRole('radio', { name: new RegExp(`^${escape(label)} [\\d.]+$`) }) })
      .locator('.facet-count');
  }

  /** Every value the facet offers (after "Mostrar todas"), with its count, as shown. */
  async facetValues(facet: Locator): Promise<Map<string, number>> {
    const more = facet.getByRole('button', { name: /^Mostrar todas/ });
    if ((await more.count()) > 0) await more.click();
    const labels = facet.locator('label').filter({ has: this.page.locator('.facet-count') });
    const values = new Map<string, number>();
    for (const label of await labels.all()) {
      const name = (await label.locator('.facet-label').textContent()) ?? '';
      values.set(name, Number(((await label.locator('.facet-count').textContent()) ?? '').replaceAll('.', '')));
    }
    return values;
  }

  async chooseFacet(facet: Locator, label: string): Promise<void> {
    await this.facetOption(facet, label).check();
  }

  async expectNoAxeViolations(): Promise<void> {
    await expectNoAxeViolations(this.page);
  }
}

/** A record read beside its list (or instead of it in a narrow window): organismo or trámite. */
export class DirectoryDetailView {
  readonly heading: Locator;
  readonly reader: Locator;
  readonly body: Locator;
  readonly documents: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.locator('#detail-title');
    this.reader = page.getByRole('region', { name: 'Lector' });
    this.body = page.getByTestId('record-body');
    this.documents = page.getByTestId('documents');
  }

  /** The value beside a label in the facts list ("Provincia" -> "Córdoba"). */
  fact(label: string): Locator {
    return this.page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${escape(label)}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  backLink(list: string): Locator {
    return this.page.getByRole('link', { name: `← ${list}` });
  }
}

/** Opens a URL of the app and waits until the first sync of every collection has finished. */
export async function openAfterSync(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByTestId('sync-status')).toContainText('Datos actualizados', { timeout: 30_000 });
}

/** axe on the part of the page `selector` names, in the light and the dark scheme. */
export async function expectNoAxeViolationsIn(page: Page, selector: string): Promise<void> {
  expect(await axeViolations(page, { include: selector }), `axe on ${selector}`).toEqual([]);
}

/** axe on the whole page, light scheme only: a11y.spec.ts checks the directory's lists and details in both. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page, { dark: false })).toEqual([]);
}
