import { axeViolations } from './axe';
import { expect, type Locator, type Page } from '@playwright/test';

export { addDays, todayInBuenosAires } from './expected';

/**
 * The star of an organismo's or a trámite's detail, the Favoritos section of Mis convocatorias and
 * the status bar's sync, as a person uses them.
 */
export class FavoritosView {
  readonly heading: Locator;
  readonly syncStatus: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 2, name: /^Favoritos/ });
    this.syncStatus = page.getByTestId('sync-status');
  }

  /** The detail's toggle, whichever state it is in. */
  star(): Locator {
    return this.page.getByRole('button', { name: /^(Agregar a|Quitar de) favoritos$/ });
  }

  async starDetail(hash: string, title: string): Promise<void> {
    await this.page.evaluate((target) => {
      window.location.hash = target;
    }, hash);
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await this.page.getByRole('button', { name: 'Agregar a favoritos' }).click();
    await expect(this.star()).toHaveAccessibleName('Quitar de favoritos');
    await expect(this.star()).toHaveAttribute('aria-pressed', 'true');
    // Stored, and still the focused element: a keyboard user goes on from there.
    await expect(this.star()).toBeFocused();
  }

  /** Mis convocatorias, through the navigation (its link on the line, or in "Más"), where Favoritos is a section. */
  async open(): Promise<void> {
    const nav = this.page.getByRole('navigation', { name: 'Secciones' });
    const link = nav.getByRole('link', { name: 'Mis convocatorias', exact: true });
    const more = nav.getByRole('button', { name: 'Más' });
    await expect(link.or(more).first()).toBeVisible();
    if (await link.isVisible()) await link.click();
    else {
      await more.click();
      await this.page.getByRole('menu', { name: 'Más secciones' }).getByRole('menuitem', { name: 'Mis convocatorias' }).click();
    }
    await expect(this.heading).toBeVisible();
  }

  /** The favorite whose link is `title`, in the group (Organismos, Trámites). */
  item(group: string, title: string): Locator {
    return this.page
      .getByRole('list', { name: group })
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** Presses the status bar's "Sincronizar" and waits for the run's changes to show there. */
  async syncAgain(): Promise<Locator> {
    await this.syncStatus.getByRole('button', { name: 'Sincronizar' }).click();
    const changes = this.syncStatus.getByTestId('sync-changes');
    await expect(changes).toBeVisible({ timeout: 30_000 });
    return changes;
  }

  async expectNoAxeViolations(): Promise<void> {
    expect(await axeViolations(this.page)).toEqual([]);
  }
}
