import { expect, type Locator, type Page } from '@playwright/test';

export type EstadoOption = 'Todas' | 'Abierta' | 'Cerrada';
export type OrdenOption = 'Orden oficial' | 'Cierre más próximo' | 'Cierre más lejano' | 'Título A–Z' | 'Título Z–A';
export type CierrePreset = 'Cierra en 7 días' | 'Cierra en 30 días' | 'Cerradas por fecha';

/** "859 convocatorias", "1 convocatoria": the count the list header shows. */
export function countText(count: number): RegExp {
  const number = count.toLocaleString('es-AR').replaceAll('.', '\\.');
  return new RegExp(`^${number} ${count === 1 ? 'convocatoria' : 'convocatorias'}$`);
}

/** The convocatorias views, as a person uses them. */
export class ConvocatoriasView {
  readonly resultCount: Locator;
  readonly search: Locator;
  readonly list: Locator;
  readonly rows: Locator;
  readonly syncStatus: Locator;
  readonly estado: Locator;
  readonly orden: Locator;
  readonly closingDates: Locator;
  readonly desde: Locator;
  readonly hasta: Locator;
  readonly clear: Locator;
  readonly title: Locator;
  readonly body: Locator;
  readonly documents: Locator;

  constructor(private readonly page: Page) {
    this.resultCount = page.getByTestId('result-count');
    this.search = page.getByLabel('Buscar');
    this.list = page.getByRole('list', { name: 'Convocatorias' });
    this.rows = this.list.getByRole('listitem');
    this.syncStatus = page.getByTestId('sync-status');
    this.estado = page.getByRole('combobox', { name: 'Estado', exact: true });
    this.orden = page.getByRole('combobox', { name: 'Orden', exact: true });
    this.closingDates = page.getByRole('group', { name: 'Fecha de cierre' });
    this.desde = page.getByLabel('Cierra desde');
    this.hasta = page.getByLabel('Cierra hasta');
    this.clear = page.getByRole('button', { name: 'Limpiar filtros' });
    this.title = page.getByRole('heading', { level: 1 });
    this.body = page.getByTestId('record-body');
    this.documents = page.getByTestId('documents');
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

  async filterByEstado(estado: EstadoOption): Promise<void> {
    await this.estado.selectOption({ label: estado });
  }

  async sortBy(orden: OrdenOption): Promise<void> {
    await this.orden.selectOption({ label: orden });
  }

  preset(name: CierrePreset): Locator {
    return this.closingDates.getByRole('button', { name });
  }

  async togglePreset(name: CierrePreset): Promise<void> {
    await this.preset(name).click();
  }

  /** Inclusive bounds on the closing date, YYYY-MM-DD; '' leaves a bound open. */
  async closingBetween(desde: string, hasta: string): Promise<void> {
    await this.desde.fill(desde);
    await this.hasta.fill(hasta);
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  async clearFilters(): Promise<void> {
    await this.clear.click();
  }

  /** Waits until the header shows exactly this many convocatorias. */
  async expectCount(count: number): Promise<void> {
    await expect(this.resultCount).toHaveText(countText(count));
  }

  /** The row at a 1-based position of the whole (virtual) list, when it is rendered. */
  rowAt(position: number): Locator {
    return this.list.locator(`[role="listitem"][aria-posinset="${position}"]`);
  }

  /** The row whose link has the keyboard focus. */
  focusedRow(): Locator {
    return this.rows.filter({ has: this.page.locator(':focus') });
  }
}
