import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A list of the directory (Organismos, Programas, Museos, Institutos, Trámites), as a person uses it. */
export class DirectoryListView {
  readonly heading: Locator;
  readonly resultCount: Locator;
  readonly search: Locator;
  readonly list: Locator;
  readonly provincia: Locator;
  readonly dependeDe: Locator;

  constructor(
    private readonly page: Page,
    readonly title: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: title });
    this.resultCount = page.getByTestId('result-count');
    this.search = page.getByLabel('Buscar', { exact: true });
    this.list = page.getByRole('list', { name: title });
    this.provincia = page.getByLabel('Provincia', { exact: true });
    this.dependeDe = page.getByLabel('Depende de', { exact: true });
  }

  /** Opens the app on this list and waits for the first sync of every collection to finish. */
  async openAfterSync(url: string, hash: string): Promise<void> {
    await openAfterSync(this.page, `${url}${hash}`);
    await expect(this.heading).toBeVisible();
  }

  /** Goes to another list through the header's navigation, as a click would. */
  async navigateTo(section: string): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: section, exact: true }).click();
  }

  async expectCount(count: number, singular: string, plural: string): Promise<void> {
    const noun = count === 1 ? singular : plural;
    await expect(this.resultCount).toHaveText(new RegExp(`^${escape(count.toLocaleString('es-AR'))} ${escape(noun)}$`));
  }

  /** The row whose title is exactly `name`. */
  row(name: string): Locator {
    return this.list.getByRole('link').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  rowAt(index: number): Locator {
    return this.list.locator(`[data-row-index="${index}"]`).getByRole('link');
  }

  /** The option of a facet for a value, e.g. "Córdoba (4)"; its count is checked by the caller. */
  facetOption(facet: Locator, label: string): Locator {
    // A collapsed <select> exposes no option roles, so the options are found by their text.
    return facet.locator('option', { hasText: new RegExp(`^${escape(label)} \\(\\d+\\)$`) });
  }

  async chooseFacet(facet: Locator, label: string): Promise<void> {
    const option = this.facetOption(facet, label);
    await facet.selectOption({ label: (await option.textContent()) ?? label });
  }

  async expectNoAxeViolations(): Promise<void> {
    await expectNoAxeViolations(this.page);
  }
}

/** A detail page (organismo or trámite). */
export class DirectoryDetailView {
  readonly heading: Locator;
  readonly body: Locator;
  readonly documents: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.body = page.getByTestId('record-body');
    this.documents = page.getByTestId('documents');
  }

  /** The value beside a label in the facts list ("Provincia" -> "Córdoba"). */
  fact(label: string): Locator {
    return this.page.getByRole('term').filter({ hasText: new RegExp(`^${escape(label)}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  backLink(list: string): Locator {
    return this.page.getByRole('link', { name: `← ${list}` });
  }
}

/** Opens a URL of the app and waits until the first sync of every collection has finished. */
export async function openAfterSync(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByTestId('sync-status')).toContainText('Última sincronización completa', { timeout: 30_000 });
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}
