import { axeViolations } from './axe';
import { expect, type Locator, type Page } from '@playwright/test';

/** The Configuración view, as a person uses it. */
export class SettingsView {
  readonly baseUrl: Locator;
  readonly pageSize: Locator;
  readonly concurrency: Locator;
  readonly maxRequests: Locator;
  readonly autoSyncHours: Locator;
  readonly closingSoonDays: Locator;
  readonly firstReminderDays: Locator;
  readonly secondReminderDays: Locator;
  readonly save: Locator;
  /** The summary that folds "Avanzado" (URL base, tamaño de página, descargas simultáneas, pedidos por colección). */
  readonly advanced: Locator;
  readonly clearButton: Locator;
  readonly dialog: Locator;
  /** The question about Mis convocatorias, saved searches and favoritos: keep them (the default) or delete them too. */
  readonly keepPersonal: Locator;
  readonly alsoPersonal: Locator;
  readonly alsoDocumentos: Locator;
  readonly syncStatus: Locator;

  constructor(private readonly page: Page) {
    this.baseUrl = page.getByLabel('URL base de la API');
    this.pageSize = page.getByLabel('Tamaño de página');
    this.concurrency = page.getByLabel('Descargas simultáneas');
    this.maxRequests = page.getByLabel('Pedidos por colección (máximo)');
    this.autoSyncHours = page.getByLabel('Sincronizar automáticamente cada (horas)');
    this.closingSoonDays = page.getByLabel('Días de aviso antes del cierre');
    this.firstReminderDays = page.getByLabel('Primer recordatorio (días antes del cierre)');
    this.secondReminderDays = page.getByLabel('Segundo recordatorio (días antes del cierre)');
    this.save = page.getByRole('button', { name: 'Guardar' });
    this.advanced = page.locator('summary', { hasText: 'Avanzado' });
    this.clearButton = page.getByRole('button', { name: 'Borrar datos descargados' });
    // Its title grows with the choice to delete the person's data too.
    this.dialog = page.getByRole('dialog', { name: /^¿Borrar los datos descargados/ });
    this.keepPersonal = this.dialog.getByRole('radio', { name: 'Conservar mis datos' });
    this.alsoPersonal = this.dialog.getByRole('radio', { name: 'Borrar también mis datos' });
    this.alsoDocumentos = this.dialog.getByRole('checkbox', { name: 'También borrar los documentos guardados sin conexión' });
    this.syncStatus = page.getByTestId('sync-status');
  }

  /** One of the theme's radio buttons: Sistema, Claro, Oscuro. */
  theme(name: 'Sistema' | 'Claro' | 'Oscuro'): Locator {
    return this.page.getByRole('radiogroup', { name: 'Tema' }).getByRole('radio', { name });
  }

  async goto(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}#/configuracion`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
  }

  /** Unfolds "Avanzado" unless it is open already. */
  async openAdvanced(): Promise<void> {
    if (!(await this.baseUrl.isVisible())) await this.advanced.click();
    await expect(this.baseUrl).toBeVisible();
  }

  async fill(values: {
    baseUrl: string;
    pageSize: string;
    concurrency: string;
    autoSyncHours: string;
    maxRequests?: string;
  }): Promise<void> {
    await this.openAdvanced();
    await this.baseUrl.fill(values.baseUrl);
    await this.pageSize.fill(values.pageSize);
    await this.concurrency.fill(values.concurrency);
    if (values.maxRequests !== undefined) await this.maxRequests.fill(values.maxRequests);
    await this.autoSyncHours.fill(values.autoSyncHours);
  }

  /** Opens the confirmation; the focus must be inside it, on Cancelar. */
  async askToClear(): Promise<void> {
    await this.clearButton.click();
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  }

  async expectNoAxeViolations(): Promise<void> {
    expect(await axeViolations(this.page)).toEqual([]);
  }
}
