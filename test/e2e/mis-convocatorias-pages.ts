import { expect, type Locator, type Page } from '@playwright/test';

/** Mis convocatorias as a person uses it: the reader's etapa, note and reminder, and the view's groups. */
export class MisConvocatoriasView {
  readonly heading: Locator;
  readonly syncStatus: Locator;
  readonly reader: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Mis convocatorias' });
    this.syncStatus = page.getByTestId('sync-status');
    this.reader = page.getByRole('region', { name: 'Lector' });
  }

  async go(hash: string): Promise<void> {
    await this.page.evaluate((target) => {
      window.location.hash = target;
    }, hash);
  }

  etapa(): Locator {
    return this.page.getByRole('combobox', { name: 'Etapa en Mis convocatorias' });
  }

  nota(): Locator {
    return this.page.getByRole('textbox', { name: 'Nota privada' });
  }

  recordatorio(): Locator {
    return this.page.getByRole('textbox', { name: 'Recordatorio' });
  }

  /** Opens a convocatoria and sets its etapa ("Me interesa", "Preparando", …) from the reader. */
  async setEtapa(hash: string, title: string, etapa: string): Promise<void> {
    await this.go(hash);
    await expect(this.page.locator('#detail-title')).toHaveText(title);
    await this.etapa().selectOption({ label: etapa });
    await expect(this.etapa().locator('option:checked')).toHaveText(etapa);
  }

  /** Types the note in the open record and waits until it says it is saved. */
  async writeNota(text: string): Promise<void> {
    await this.nota().fill(text);
    await expect(this.page.getByText('Nota guardada.')).toBeVisible();
  }

  /** Types the reminder day (dd/mm/aaaa) in the open record. */
  async setRecordatorio(typed: string): Promise<void> {
    await this.recordatorio().fill(typed);
    await this.recordatorio().press('Enter');
    await expect(this.recordatorio()).toHaveValue(typed);
  }

  /** Through the navigation: its link on the line, or in "Más" when the window is too narrow for it. */
  async open(): Promise<void> {
    const nav = this.page.getByRole('navigation', { name: 'Secciones' });
    const link = nav.getByRole('link', { name: 'Mis convocatorias', exact: true });
    const more = nav.getByRole('button', { name: 'Más' });
    await expect(link.or(more).first()).toBeVisible();
    if (!(await link.isVisible())) {
      await more.click();
      await this.page.getByRole('menu', { name: 'Más secciones' }).getByRole('menuitem', { name: 'Mis convocatorias' }).click();
    } else {
      await link.click();
    }
    await expect(this.heading).toBeAttached();
  }

  /** The group's list (Me interesa, Preparando, Presentada, Resultado; Organismos, Trámites). */
  group(name: string): Locator {
    return this.page.getByRole('list', { name: new RegExp(`^${name}\\b`) });
  }

  item(group: string, title: string): Locator {
    return this.group(group)
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name: new RegExp(title) }) });
  }

  /** Presses the status bar's "Sincronizar" and waits for the run's changes to show there. */
  async syncAgain(): Promise<Locator> {
    await this.syncStatus.getByRole('button', { name: 'Sincronizar' }).click();
    const changes = this.syncStatus.getByTestId('sync-changes');
    await expect(changes).toBeVisible({ timeout: 30_000 });
    return changes;
  }
}
