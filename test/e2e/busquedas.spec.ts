/**
 * Búsquedas guardadas: save the list's search, add matching calls upstream, sync: the search's
 * badge and the status bar's notice count exactly the new matches; opening the search clears the
 * badge; a sync that brings no new match says nothing. The expected matches are worked out here
 * from the simulator's records (a word folded in titulo, bajada or body), never by the app's
 * filter. A simulator of its own: the test changes the data.
 */
import type { Page } from '@playwright/test';
import { expect, startApp, test } from './fixtures';
import { goHash } from './list-oracles';
import { countText } from './pages';

const small = { sizes: { convocatorias: 30, organismos: 10, tramites: 5 } };
const word = 'charango';

const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The ids of the simulator's convocatorias that hold `word` in their titulo, bajada or body's text, whatever their estado. */
function matching(records: Record<string, unknown>[]): number[] {
  return records
    .filter((record) =>
      fold([record['titulo'], record['bajada'], String(record['cuerpo'] ?? '').replace(/<[^>]*>/g, ' ')].map(String).join(' ')).includes(
        word,
      ),
    )
    .map((record) => Number(record['id']));
}

/** Guardar, a name, Enter: the search in force is saved and becomes the current one. */
async function saveAs(page: Page, nombre: string): Promise<void> {
  await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar búsqueda' });
  await dialog.getByLabel('Nombre').fill(nombre);
  await dialog.getByLabel('Nombre').press('Enter');
  await expect(dialog).toBeHidden();
}

/** A saved search written as an older version of the app might have left it, beside Dexie (the page then reloads). */
async function putOldSearch(page: Page, nombre: string, params: string): Promise<void> {
  await page.evaluate(
    ({ nombre, params }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('directorio');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('busquedas', 'readwrite');
          tx.objectStore('busquedas').put({
            id: 'vieja',
            nombre,
            params,
            posicion: 0,
            avisos: true,
            vistas: [],
            conocidas: [],
            createdAt: 1,
            updatedAt: 1,
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { nombre, params },
  );
  await page.reload();
}

async function sync(page: Page): Promise<void> {
  const status = page.getByTestId('sync-status');
  await status.getByRole('button', { name: 'Sincronizar' }).click();
  await expect(status.getByTestId('sync-changes')).toBeVisible({ timeout: 30_000 });
}

test('a saved search counts the new matches a sync brings, once, and opening it clears its badge', async ({ page }) => {
  const app = await startApp({ seed: 24, ...small });
  try {
    app.simulator.insert('convocatorias', { titulo: 'Festival del Charango en Humahuaca', estado: 'abierta' });
    app.simulator.insert('convocatorias', { titulo: 'Clínica de charango y quena', estado: 'cerrada' });
    const before = matching(app.simulator.records('convocatorias'));
    expect(before).toHaveLength(2);

    await page.goto(`${app.web.url}#/convocatorias?estado=todas&q=${word}`);
    await expect(page.getByTestId('sync-status')).toContainText('Datos actualizados', { timeout: 30_000 });
    await expect(page.getByTestId('result-count')).toHaveText(countText(before.length));

    // Guardar búsqueda: a name, Enter.
    await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guardar búsqueda' });
    const nombre = dialog.getByLabel('Nombre');
    await expect(nombre).toBeFocused();
    await nombre.fill('Charango en el NOA');
    await nombre.press('Enter');
    await expect(dialog).toBeHidden();
    const saved = page.getByRole('navigation', { name: 'Búsquedas guardadas' });
    const link = saved.getByRole('link', { name: /^Charango en el NOA/ });
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(link).toHaveText('Charango en el NOA');
    await expect(page).toHaveURL(/[?&]busqueda=/);

    // Elsewhere in the list, the ministry publishes three more (one already closed) and one that does not match.
    await goHash(page, '#/convocatorias');
    await expect(link).not.toHaveAttribute('aria-current', 'true');
    app.simulator.insert('convocatorias', { titulo: 'Beca de luthería: charangos y guitarras', estado: 'abierta' });
    app.simulator.insert('convocatorias', { titulo: 'Encuentro nacional de CHARANGO', estado: 'abierta' });
    app.simulator.insert('convocatorias', { titulo: 'Concurso de charango 2019', estado: 'cerrada' });
    app.simulator.insert('convocatorias', { titulo: 'Residencia de escritura en Tilcara', estado: 'abierta' });
    const after = matching(app.simulator.records('convocatorias'));
    const nuevas = after.filter((id) => !before.includes(id));
    expect(nuevas).toHaveLength(3);

    await sync(page);
    const notice = page.getByTestId('busquedas-notice');
    await expect(notice.getByRole('link')).toHaveText(`${nuevas.length} convocatorias nuevas en «Charango en el NOA»`);
    await expect(link).toHaveText(`Charango en el NOA, ${nuevas.length} nuevas`);
    // At 1024 px the status bar is short of room: the changes give way (whole in their title); the
    // data's age and the connection stay whole, not cut by a fraction of a pixel into "en lín…".
    await page.setViewportSize({ width: 1024, height: 700 });
    const changes = page.getByTestId('sync-changes');
    await expect(changes).toHaveAttribute('title', /^Cambios: 4 nuevos, 0 cambiados, 0 eliminados$/);
    const room = await page
      .getByTestId('sync-status')
      .locator('.sync-idle-line')
      .evaluate((line) => {
        const range = document.createRange();
        range.selectNodeContents(line);
        return { text: range.getBoundingClientRect().width, box: line.getBoundingClientRect().width };
      });
    expect(room.text).toBeLessThanOrEqual(room.box);
    expect(await changes.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    // The notice opens the search: every match listed, the badge gone.
    await notice.getByRole('link').click();
    await expect(page.getByTestId('result-count')).toHaveText(countText(after.length));
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(link).toHaveText('Charango en el NOA');

    // A sync with nothing new for the search says nothing.
    await goHash(page, '#/convocatorias');
    await sync(page);
    await expect(page.getByTestId('sync-changes')).toHaveText('Cambios: sin cambios');
    await expect(notice).toHaveCount(0);
    await expect(link).toHaveText('Charango en el NOA');
  } finally {
    await app.close();
  }
});

test('saved searches are renamed, moved, silenced and deleted from their menu, by keyboard; a broken one offers deletion', async ({
  page,
}) => {
  const app = await startApp({ seed: 25, ...small });
  try {
    await page.goto(`${app.web.url}#/convocatorias?estado=todas`);
    await expect(page.getByTestId('sync-status')).toContainText('Datos actualizados', { timeout: 30_000 });
    await saveAs(page, 'Todas');
    await goHash(page, '#/convocatorias?estado=cerrada');
    await saveAs(page, 'Las cerradas');

    // Escape leaves the dialog without saving; the focus is back on its button. Meanwhile the
    // dialog says what is already saved: these very filters (with junk the list ignores, in
    // another order, which is no filter), then a name (whatever its case).
    await goHash(page, '#/convocatorias?estado=cerrada&utm_source=x&orden=titulo-asc');
    const guardar = page.getByRole('button', { name: 'Guardar búsqueda' });
    await guardar.click();
    const note = page.getByRole('dialog', { name: 'Guardar búsqueda' }).getByRole('status');
    await expect(note).toHaveText('Estos filtros ya están guardados como «Las cerradas».');
    await page.getByRole('dialog', { name: 'Guardar búsqueda' }).getByLabel('Nombre').fill('  todas ');
    await expect(note).toHaveText('Estos filtros ya están guardados como «Las cerradas». Ya hay otra búsqueda llamada «Todas».');
    await page.getByRole('dialog', { name: 'Guardar búsqueda' }).getByLabel('Nombre').fill('No va');
    await expect(note).toHaveText('Estos filtros ya están guardados como «Las cerradas».');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Guardar búsqueda' })).toBeHidden();
    await expect(guardar).toBeFocused();

    await putOldSearch(page, 'Residencias (enlace viejo)', 'categoria=residencias&estado=todas');
    const saved = page.getByRole('navigation', { name: 'Búsquedas guardadas' });
    const items = saved.getByRole('listitem');
    const names = () => items.locator('.busqueda-nombre').allInnerTexts();
    await expect.poll(names).toEqual(['Residencias (enlace viejo)', 'Todas', 'Las cerradas']);
    // The broken one is no link, says why, and offers deletion.
    const broken = items.filter({ hasText: 'Residencias (enlace viejo)' });
    await expect(broken.getByRole('link')).toHaveCount(0);
    await expect(broken).toContainText('Ya no se puede abrir: «categoria» no es un filtro que la lista conozca.');
    await broken.getByRole('button', { name: 'Eliminarla' }).click();
    await items.filter({ hasText: '¿Eliminar' }).getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect.poll(names).toEqual(['Todas', 'Las cerradas']);
    await expect(saved.getByRole('heading', { name: 'Búsquedas guardadas' })).toBeFocused();

    // Rename by keyboard: the menu, Cambiar nombre, a new name, Enter.
    const options = saved.getByRole('button', { name: 'Opciones de «Las cerradas»' });
    await options.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Cambiar nombre' })).toBeFocused();
    await page.keyboard.press('Enter');
    const field = saved.getByRole('textbox', { name: 'Nuevo nombre de «Las cerradas»' });
    await expect(field).toBeFocused();
    await field.fill('Cerradas');
    await page.keyboard.press('Enter');
    const cerradas = saved.getByRole('link', { name: 'Cerradas' });
    await expect(cerradas).toBeFocused();

    // Up, notices off, and the other one deleted; all kept across a reload.
    await saved.getByRole('button', { name: 'Opciones de «Cerradas»' }).click();
    await page.getByRole('menuitem', { name: 'Subir' }).click();
    await expect.poll(names).toEqual(['Cerradas', 'Todas']);
    await saved.getByRole('button', { name: 'Opciones de «Cerradas»' }).click();
    await page.getByRole('menuitem', { name: 'Desactivar avisos' }).click();
    await saved.getByRole('button', { name: 'Opciones de «Todas»' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await items.filter({ hasText: '¿Eliminar' }).getByRole('button', { name: 'Eliminar', exact: true }).click();
    // Committed before the reload (IndexedDB keeps the order of the writes: the notices' change first).
    await expect.poll(names).toEqual(['Cerradas']);
    await page.reload();
    await expect.poll(names).toEqual(['Cerradas']);
    await saved.getByRole('button', { name: 'Opciones de «Cerradas»' }).click();
    await expect(page.getByRole('menuitem', { name: 'Activar avisos' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Subir' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Opening it lists what it says.
    await cerradas.click();
    await expect(page).toHaveURL(/[?&]estado=cerrada/);
    await expect(page.getByRole('search', { name: 'Filtros de convocatorias' }).getByRole('radio', { name: /^Cerrada/ })).toBeChecked();
  } finally {
    await app.close();
  }
});

test('a rename is kept when the field is left by a click, and an empty name is never kept', async ({ page }) => {
  const app = await startApp({ seed: 26, ...small });
  try {
    await page.goto(`${app.web.url}#/convocatorias?estado=todas`);
    await expect(page.getByTestId('sync-status')).toContainText('Datos actualizados', { timeout: 30_000 });
    await saveAs(page, 'Todas');
    const saved = page.getByRole('navigation', { name: 'Búsquedas guardadas' });
    const names = () => saved.getByRole('listitem').locator('.busqueda-nombre').allInnerTexts();
    const heading = saved.getByRole('heading', { name: 'Búsquedas guardadas' });
    const rename = async (nombre: string) => {
      await saved.getByRole('button', { name: `Opciones de «${nombre}»` }).click();
      await page.getByRole('menuitem', { name: 'Cambiar nombre' }).click();
      const field = saved.getByRole('textbox', { name: `Nuevo nombre de «${nombre}»` });
      await expect(field).toBeFocused();
      return field;
    };

    // A new name, then a click elsewhere: kept, as Enter keeps it (trimmed), across a reload.
    let field = await rename('Todas');
    await field.fill('  Todas las convocatorias ');
    await heading.click();
    await expect(field).toBeHidden();
    await expect.poll(names).toEqual(['Todas las convocatorias']);
    await page.reload();
    await expect.poll(names).toEqual(['Todas las convocatorias']);

    // Emptied, then Enter: not kept; the field says why and keeps the focus.
    field = await rename('Todas las convocatorias');
    await field.fill('   ');
    await field.press('Enter');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('El nombre no puede quedar vacío.');
    // Typing again clears the complaint; Escape then cancels, and the focus is back on the link.
    await field.press('x');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await field.press('Escape');
    await expect(saved.getByRole('link', { name: 'Todas las convocatorias' })).toBeFocused();
    await expect.poll(names).toEqual(['Todas las convocatorias']);

    // Emptied, then a click elsewhere: the old name is back, and a sentence says so.
    field = await rename('Todas las convocatorias');
    await field.fill('');
    await heading.click();
    await expect(field).toBeHidden();
    await expect(saved.getByRole('alert')).toHaveText(
      'El nombre no puede quedar vacío: la búsqueda sigue llamándose «Todas las convocatorias».',
    );
    await page.reload();
    await expect.poll(names).toEqual(['Todas las convocatorias']);
  } finally {
    await app.close();
  }
});
