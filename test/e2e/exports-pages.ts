import type { Locator, Page, Response } from '@playwright/test';

/** A detail's documents, as a person saves them for offline reading, opens and removes them. */
export class SavedDocumentsView {
  readonly section: Locator;
  readonly summary: Locator;
  readonly save: Locator;
  readonly remove: Locator;
  readonly problems: Locator;

  constructor(private readonly page: Page) {
    this.section = page.getByTestId('documents');
    this.summary = this.section.getByTestId('saved-summary');
    this.save = this.section.getByRole('button', { name: 'Guardar para leer sin conexión' });
    this.remove = this.section.getByRole('button', { name: 'Quitar los documentos guardados' });
    this.problems = this.section.getByRole('alert');
  }

  /** The list item of a document, by its file name. */
  item(name: string): Locator {
    return this.section.getByRole('list', { name: 'Documentos adjuntos' }).getByRole('listitem').filter({ hasText: name });
  }

  openButton(name: string): Locator {
    return this.section.getByRole('button', { name: `Abrir copia guardada: ${name}` });
  }

  /** Opens the saved copy; resolves to the new tab and the response it got. */
  async openSaved(name: string): Promise<{ tab: Page; response: Response }> {
    const context = this.page.context();
    const [tab, response] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('response', (candidate) => candidate.url().includes('/documentos/')),
      this.openButton(name).click(),
    ]);
    return { tab, response };
  }
}
