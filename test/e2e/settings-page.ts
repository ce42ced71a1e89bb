import type { Locator, Page } from '@playwright/test';

/** The Configuración view, as a person uses it. */
export class SettingsView {
  readonly baseUrl: Locator;
  readonly pageSize: Locator;
  readonly concurrency: Locator;
  readonly autoSyncHours: Locator;
  readonly save: Locator;

  constructor(page: Page) {
    this.baseUrl = page.getByLabel('URL base de la API');
    this.pageSize = page.getByLabel('Tamaño de página');
    this.concurrency = page.getByLabel('Descargas simultáneas');
    this.autoSyncHours = page.getByLabel('Sincronizar automáticamente cada (horas)');
    this.save = page.getByRole('button', { name: 'Guardar' });
  }

  async fill(values: { baseUrl: string; pageSize: string; concurrency: string; autoSyncHours: string }): Promise<void> {
    await this.baseUrl.fill(values.baseUrl);
    await this.pageSize.fill(values.pageSize);
    await this.concurrency.fill(values.concurrency);
    await this.autoSyncHours.fill(values.autoSyncHours);
  }
}
