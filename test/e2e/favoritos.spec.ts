/**
 * Favoritos (organismos and trámites; convocatorias are followed in Mis convocatorias instead) as
 * a person uses them: starred from the details, listed in Mis convocatorias' Favoritos section,
 * kept when a sync removes the record upstream ("Ya no está publicado en la API"), kept across a
 * reload, taken out with Quitar, and the view accessible. A simulator of its own: the test removes a record.
 */
import { expect, startApp, test } from './fixtures';
import { FavoritosView } from './favoritos-pages';
import { tramiteId } from './list-oracles';

const small = { sizes: { convocatorias: 30, organismos: 20, tramites: 10 } };

test('a favorite survives a sync that removes its record, and a reload; convocatorias have no star', async ({ page }) => {
  const app = await startApp({ seed: 31, ...small });
  try {
    const organismo = app.simulator.records('organismos')[0] as { id: number; nombre: string };
    const [kept, removed] = app.simulator.records('tramites') as { url: string; titulo: string }[];
    if (kept === undefined || removed === undefined) throw new Error('the simulator has too few trámites');
    const convocatoria = app.simulator.records('convocatorias')[0] as { id: number; titulo: string };

    const favoritos = new FavoritosView(page);
    await page.goto(app.web.url);
    await expect(favoritos.syncStatus).toContainText('Datos actualizados', { timeout: 30_000 });
    await favoritos.starDetail(`#/organismos/${organismo.id}`, organismo.nombre);
    await favoritos.starDetail(`#/tramites/${tramiteId(kept.url)}`, kept.titulo);
    await favoritos.starDetail(`#/tramites/${tramiteId(removed.url)}`, removed.titulo);
    // A convocatoria is followed with its etapa instead of starred.
    await page.evaluate((target) => {
      window.location.hash = target;
    }, `#/convocatorias/${convocatoria.id}`);
    await expect(page.getByRole('heading', { level: 1, name: convocatoria.titulo })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Etapa en Mis convocatorias' })).toBeVisible();
    await expect(favoritos.star()).toHaveCount(0);

    app.simulator.remove('tramites', tramiteId(removed.url));
    await expect(await favoritos.syncAgain()).toHaveText('Cambios: 0 nuevos, 0 cambiados, 1 eliminado');

    await favoritos.open();
    await expect(favoritos.heading).toHaveText('Favoritos 3');
    await expect(favoritos.item('Organismos', organismo.nombre)).toBeVisible();
    await expect(favoritos.item('Trámites', kept.titulo)).not.toContainText('Ya no está publicado');
    const gone = favoritos.item('Trámites', removed.titulo);
    await expect(gone).toContainText('Ya no está publicado en la API');
    await favoritos.expectNoAxeViolations();

    await page.reload();
    await favoritos.open();
    await expect(favoritos.heading).toHaveText('Favoritos 3');
    await expect(favoritos.item('Trámites', removed.titulo)).toContainText('Ya no está publicado en la API');
    await favoritos
      .item('Trámites', removed.titulo)
      .getByRole('button', { name: `Quitar «${removed.titulo}» de favoritos` })
      .click();
    await expect(favoritos.heading).toHaveText('Favoritos 2');

    // The detail of the one still published: the star says it is a favorite.
    await favoritos.item('Organismos', organismo.nombre).getByRole('link').click();
    await expect(favoritos.star()).toHaveAccessibleName('Quitar de favoritos');
  } finally {
    await app.close();
  }
});
