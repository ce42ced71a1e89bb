import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

export type EstadoOption = 'Todas' | 'Abierta' | 'Ya cerró' | 'Cerrada';
export type OrdenOption = 'Orden oficial' | 'Cierre más próximo' | 'Cierre más lejano' | 'Título A–Z' | 'Título Z–A';
export type CierreWindow = 'Esta semana' | 'Este mes' | 'Antes de hoy';
export type ExportItem = 'Exportar calendario (.ics)' | 'Exportar CSV' | 'Exportar CSV (internacional)' | 'Exportar JSON';

export interface DownloadedFile {
  name: string;
  bytes: Buffer;
  text: string;
}

/** Clicks what starts a download and returns the file the browser received. */
export async function downloadFrom(page: Page, control: Locator): Promise<DownloadedFile> {
  const [download] = await Promise.all([page.waitForEvent('download'), control.click()]);
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), bytes, text: bytes.toString('utf8') };
}

/** "859 convocatorias", "1 convocatoria": the count the list header shows. */
export function countText(count: number): RegExp {
  const number = count.toLocaleString('es-AR').replaceAll('.', '\\.');
  return new RegExp(`^${number} ${count === 1 ? 'convocatoria' : 'convocatorias'}$`);
}

/** YYYY-MM-DD as the date field shows it: itself in a native date input, dd/mm/aaaa in the es-AR field. */
async function shownDay(field: Locator, day: string): Promise<string> {
  if (day === '' || (await field.getAttribute('type')) === 'date') return day;
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** The convocatorias list, its filter panel and the reader beside it, as a person uses them. */
export class ConvocatoriasView {
  readonly panel: Locator;
  readonly filtersToggle: Locator;
  readonly resultCount: Locator;
  readonly search: Locator;
  readonly list: Locator;
  readonly rows: Locator;
  readonly syncStatus: Locator;
  readonly estado: Locator;
  readonly cierre: Locator;
  readonly orden: Locator;
  readonly desde: Locator;
  readonly hasta: Locator;
  readonly conDocumentos: Locator;
  readonly soloNuevas: Locator;
  readonly clear: Locator;
  readonly exportMenu: Locator;
  readonly reader: Locator;
  readonly title: Locator;
  readonly body: Locator;
  readonly documents: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByRole('search', { name: 'Filtros de convocatorias' });
    this.filtersToggle = page.getByRole('button', { name: 'Filtros', exact: true });
    this.resultCount = page.getByTestId('result-count');
    this.search = this.panel.getByLabel('Buscar', { exact: true });
    this.list = page.getByRole('list', { name: 'Convocatorias' });
    this.rows = this.list.getByTestId('list-row');
    this.syncStatus = page.getByTestId('sync-status');
    this.estado = this.panel.getByRole('group', { name: 'Estado', exact: true });
    this.cierre = this.panel.getByRole('group', { name: 'Cierre', exact: true });
    this.orden = this.panel.getByRole('combobox', { name: 'Orden', exact: true });
    this.desde = this.panel.getByLabel('Cierra desde', { exact: true });
    this.hasta = this.panel.getByLabel('Cierra hasta', { exact: true });
    this.conDocumentos = this.panel.getByRole('checkbox', { name: /^Con documentos/ });
    this.soloNuevas = this.panel.getByRole('checkbox', { name: /^Solo nuevas/ });
    this.clear = this.panel.getByRole('button', { name: 'Limpiar filtros' });
    this.exportMenu = page.getByRole('button', { name: 'Exportar', exact: true });
    this.reader = page.getByRole('region', { name: 'Lector' });
    this.title = page.locator('#detail-title');
    this.body = page.getByTestId('record-body');
    this.documents = page.getByTestId('documents');
  }

  async goto(url: string, hash = '#/convocatorias?estado=todas&orden=oficial'): Promise<void> {
    await this.page.goto(`${url}${hash}`);
  }

  /** With the API gone: a reload, then a sync attempt, which tells the app so (it knows only from its own requests). */
  async reloadOffline(): Promise<void> {
    await this.page.reload();
    await this.syncStatus.getByRole('button', { name: 'Sincronizar' }).click();
    await expect(this.syncStatus.getByTestId('connection')).toContainText('Sin conexión con la API');
  }

  async waitForSyncedCount(count: number): Promise<void> {
    await expect(this.resultCount).toHaveText(countText(count), { timeout: 30_000 });
    await expect(this.syncStatus).toContainText('Datos actualizados', { timeout: 30_000 });
  }

  /** Opens the convocatoria whose row title is `titulo` (beside the list, or instead of it when narrow). */
  async open(titulo: string): Promise<void> {
    await this.row(titulo).getByRole('link').click();
    await expect(this.title).toHaveText(titulo);
  }

  /** The radio of an estado; its accessible name carries its count. */
  estadoOption(estado: EstadoOption): Locator {
    return this.estado.getByRole('radio', { name: new RegExp(`^${estado}(\\s|$)`) });
  }

  async filterByEstado(estado: EstadoOption): Promise<void> {
    await this.estadoOption(estado).check();
  }

  window(name: CierreWindow): Locator {
    return this.cierre.getByRole('button', { name: new RegExp(`^${name}(\\s|$)`) });
  }

  async toggleWindow(name: CierreWindow): Promise<void> {
    await this.window(name).click();
  }

  /** The count beside an estado: "120" in "Abierta 120". */
  estadoCount(estado: EstadoOption): Locator {
    return this.estado
      .locator('label')
      .filter({ has: this.page.getByRole('radio', { name: new RegExp(`^${estado}(\\s|$)`) }) })
      .locator('.facet-count');
  }

  /** The count beside a checkbox of "Mostrar solo". */
  optionCount(name: 'Con documentos' | 'Solo nuevas'): Locator {
    return this.panel
      .locator('label')
      .filter({ has: this.page.getByRole('checkbox', { name: new RegExp(`^${name}`) }) })
      .locator('.facet-count');
  }

  windowCount(name: CierreWindow): Locator {
    return this.window(name).locator('.facet-count');
  }

  async sortBy(orden: OrdenOption): Promise<void> {
    await this.orden.selectOption({ label: orden });
  }

  /**
   * Inclusive bounds on the closing date, YYYY-MM-DD; '' leaves a bound open. A native date input
   * takes the ISO day; the es-AR field takes dd/mm/aaaa, committed with Enter.
   */
  async closingBetween(desde: string, hasta: string): Promise<void> {
    await this.setDay(this.desde, desde);
    await this.setDay(this.hasta, hasta);
  }

  async setDay(field: Locator, day: string): Promise<void> {
    if ((await field.getAttribute('type')) === 'date') {
      await field.fill(day);
      return;
    }
    await field.fill(await shownDay(field, day));
    await field.press('Enter');
  }

  /** The field shows this day (YYYY-MM-DD, or '' for none), in whatever form the field writes it. */
  async expectDay(field: Locator, day: string): Promise<void> {
    await expect(field).toHaveValue(await shownDay(field, day));
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  async clearFilters(): Promise<void> {
    await this.clear.click();
  }

  /** Picks an item of the "Exportar" menu and returns the file it downloads. */
  async exportAs(item: ExportItem): Promise<DownloadedFile> {
    await this.exportMenu.click();
    return downloadFrom(this.page, this.page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }));
  }

  /** Waits until the header shows exactly this many convocatorias. */
  async expectCount(count: number): Promise<void> {
    await expect(this.resultCount).toHaveText(countText(count));
  }

  /** The row at a 1-based position of the whole (virtual) list, when it is rendered. */
  rowAt(position: number): Locator {
    return this.list.locator(`[data-testid="list-row"][aria-posinset="${position}"]`);
  }

  /** The row titled exactly `titulo`. */
  row(titulo: string): Locator {
    return this.rows.filter({ has: this.page.locator('.row-title').getByText(titulo, { exact: true }) });
  }

  /** The row whose link has the keyboard focus. */
  focusedRow(): Locator {
    return this.rows.filter({ has: this.page.locator(':focus') });
  }

  /** The row marked as the one open in the reader. */
  selectedRow(): Locator {
    return this.list.locator('[data-testid="list-row"][aria-current="true"]');
  }

  /** The first row shows this título, state and closing chip. */
  async expectRow(row: Locator, expected: { titulo: string; state: string; chip: string }): Promise<void> {
    await expect(row.locator('.row-title')).toHaveText(expected.titulo);
    await expect(row.locator('.badge').first()).toHaveText(expected.state);
    await expect(row.locator('.time-chip')).toHaveText(expected.chip);
  }
}
