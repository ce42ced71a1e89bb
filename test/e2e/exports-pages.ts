import type { Locator, Page, Response } from '@playwright/test';

/** A detail's "Documentos (N)" box, as a person saves documents for offline reading, opens and removes them. */
export class SavedDocumentsView {
  readonly section: Locator;
  readonly summary: Locator;
  readonly saveAll: Locator;
  readonly remove: Locator;

  constructor(private readonly page: Page) {
    this.section = page.getByTestId('documents');
    this.summary = this.section.getByTestId('saved-summary');
    this.saveAll = this.section.getByRole('button', { name: 'Guardar todos sin conexión' });
    this.remove = this.section.getByRole('button', { name: 'Quitar copias guardadas' });
  }

  /** The list item of a document, by its readable name. */
  item(name: string): Locator {
    return this.section.getByRole('list', { name: 'Documentos adjuntos' }).getByRole('listitem').filter({ hasText: name });
  }

  /** What went wrong with one document, next to it. */
  problem(name: string): Locator {
    return this.item(name).getByRole('alert');
  }

  saveButton(name: string): Locator {
    return this.section.getByRole('button', { name: `Guardar sin conexión: ${name}` });
  }

  openButton(name: string): Locator {
    // Once saved, "Abrir" opens the saved copy (the site is "Abrir en el sitio").
    return this.section.getByRole('button', { name: `Abrir: ${name}`, exact: true });
  }

  /** Opens the saved copy; resolves to the new tab and the response it got from the documents' own origin. */
  async openSaved(name: string, documentsOrigin: string): Promise<{ tab: Page; response: Response }> {
    const context = this.page.context();
    const [tab, response] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('response', (candidate) => candidate.url().startsWith(`${documentsOrigin}/`)),
      this.openButton(name).click(),
    ]);
    return { tab, response };
  }
}
