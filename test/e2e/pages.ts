import type { Locator, Page } from '@playwright/test';

/** The convocatorias views, as a person uses them. */
export class ConvocatoriasView {
  readonly resultCount: Locator;
  readonly search: Locator;
  readonly list: Locator;
  readonly syncStatus: Locator;

  constructor(private readonly page: Page) {
    this.resultCount = page.getByTestId('result-count');
    this.search = page.getByLabel('Buscar');
    this.list = page.getByRole('list', { name: 'Convocatorias' });
    this.syncStatus = page.getByTestId('sync-status');
  }

  async open(url: string, hash = '#/convocatorias'): Promise<void> {
    await this.page.goto(`${url}${hash}`);
  }

  async waitForSyncedCount(count: number): Promise<void> {
    const text = `${count.toLocaleString('es-AR')} convocatorias`;
    await this.resultCount.filter({ hasText: new RegExp(`^${text.replace('.', '\\.')}`) }).waitFor();
    await this.syncStatus.getByText(/Última sincronización completa/).waitFor();
  }

  async openConvocatoria(titulo: string): Promise<void> {
    await this.list.getByRole('link', { name: titulo }).click();
  }
}
