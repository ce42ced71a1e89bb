/**
 * Respaldo as a person uses it, in Configuración: Exportar mis datos, Borrar datos with the
 * personal data, Importar mis datos gives back Mis convocatorias, the saved searches and the
 * favoritos field by field; five bad files are refused with their message and change nothing;
 * Borrar datos with the default choice keeps the personal data. The personal rows are seeded in
 * IndexedDB (the views that write them are built elsewhere) and written here by hand.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, startApp, test, type AppServers } from './fixtures';
import { downloadFrom } from './pages';
import { readPersonal, seedPersonal, type PersonalData } from './personal-data';
import { SettingsView } from './settings-page';

const small = { sizes: { convocatorias: 20, organismos: 10, tramites: 6 } };
const nov20 = Date.UTC(2026, 10, 20, 15);

/** Rows as the cache holds them, in each table's key order. */
function personalRows(convocatoria: { id: number; titulo: string }): PersonalData {
  const postulacion = (id: number, titulo: string, fields: Record<string, unknown>) => ({
    id,
    etapa: 'interesa',
    nota: '',
    recordatorio: null,
    titulo,
    detalle: 'Una bajada',
    estado: 'abierta',
    fechaInicio: '2026-11-01',
    fechaFin: '2026-12-15',
    addedAt: nov20,
    updatedAt: nov20,
    refreshedAt: nov20,
    lastNotifiedDay: null,
    ...fields,
  });
  return {
    postulaciones: [
      postulacion(convocatoria.id, convocatoria.titulo, { etapa: 'presentada', nota: 'Presentada el 2/12.\nEsperar «respuesta».' }),
      // One the API no longer publishes: only its snapshot is left.
      postulacion(999_001, 'Beca que ya no está publicada', { etapa: 'preparando', recordatorio: '2026-12-01', updatedAt: nov20 + 1 }),
    ],
    busquedas: [
      {
        id: '0f0e5c3a-aaaa-4bbb-8ccc-000000000001',
        nombre: 'Música en Córdoba',
        params: 'disciplina=musica&provincia=cordoba',
        posicion: 0,
        avisos: true,
        vistas: [convocatoria.id],
        conocidas: [convocatoria.id],
        createdAt: nov20,
        updatedAt: nov20,
      },
      {
        id: '0f0e5c3a-aaaa-4bbb-8ccc-000000000002',
        nombre: 'Teatro',
        params: 'estado=todas&q=teatro',
        posicion: 1,
        avisos: false,
        vistas: [],
        conocidas: [],
        createdAt: nov20,
        updatedAt: nov20 + 5,
      },
    ],
    favoritos: [
      fav('organismo', 3, 'Museo Nacional de Bellas Artes', 'Ciudad Autónoma de Buenos Aires'),
      fav('tramite', 2, 'Registro de artistas', 'Inscripción anual'),
    ],
  };
}

function fav(kind: string, id: number, titulo: string, detalle: string): Record<string, unknown> {
  return {
    key: `${kind}:${id}`,
    kind,
    id,
    titulo,
    detalle,
    estado: null,
    fechaInicio: null,
    fechaFin: null,
    addedAt: nov20,
    refreshedAt: nov20,
    lastNotifiedDay: null,
  };
}

const empty: PersonalData = { postulaciones: [], busquedas: [], favoritos: [] };

async function openSettingsAfterSync(page: Page, app: AppServers): Promise<SettingsView> {
  const settings = new SettingsView(page);
  await page.goto(app.web.url);
  await expect(settings.syncStatus).toContainText('Datos actualizados', { timeout: 30_000 });
  await page.evaluate(() => {
    window.location.hash = '#/configuracion';
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
  return settings;
}

/** Picks a file through the chooser "Importar mis datos…" opens, as a person does. */
async function importFile(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Importar mis datos…' }).click(),
  ]);
  await chooser.setFiles(file);
}

async function clearAll(page: Page, settings: SettingsView, personal: boolean): Promise<void> {
  await settings.askToClear();
  await expect(settings.keepPersonal).toBeChecked();
  if (personal) await settings.alsoPersonal.check();
  await settings.dialog.getByRole('button', { name: 'Borrar', exact: true }).click();
  await expect(settings.dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Se borraron los datos descargados.' })).toBeVisible();
}

test('export, clear everything, import: the same personal data, field by field', async ({ page }) => {
  const app = await startApp({ seed: 51, ...small });
  try {
    const settings = await openSettingsAfterSync(page, app);
    const seeded = personalRows(app.simulator.records('convocatorias')[0] as { id: number; titulo: string });
    await seedPersonal(page, seeded);
    expect(await readPersonal(page)).toEqual(seeded);

    const file = await downloadFrom(page, page.getByRole('button', { name: 'Exportar mis datos' }));
    expect(file.name).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const backup = JSON.parse(file.text) as Record<string, unknown>;
    expect(backup).toMatchObject({ formato: 'directorio-de-cultura/mis-datos', version: 1, ...seeded });
    await expect(page.getByRole('status').filter({ hasText: 'Exportado:' })).toHaveText(
      `Exportado: 2 convocatorias, 2 búsquedas guardadas y 2 favoritos en ${file.name}.`,
    );

    await clearAll(page, settings, true);
    await expect(page.getByRole('status').filter({ hasText: 'También se borraron tus datos' })).toBeVisible();
    expect(await readPersonal(page)).toEqual(empty);

    await importFile(page, { name: file.name, mimeType: 'application/json', buffer: file.bytes });
    const imported = page.getByRole('status').filter({ hasText: 'Se importaron tus datos' });
    await expect(imported.getByRole('listitem')).toHaveText([
      'Mis convocatorias: 2 agregadas, 0 actualizadas, 0 sin cambios.',
      'Búsquedas guardadas: 2 agregadas, 0 actualizadas, 0 sin cambios.',
      'Favoritos: 2 agregados, 0 actualizados, 0 sin cambios.',
    ]);
    expect(await readPersonal(page)).toEqual(seeded);

    // The same file again adds nothing.
    await importFile(page, { name: file.name, mimeType: 'application/json', buffer: file.bytes });
    await expect(imported.getByRole('listitem')).toHaveText([
      'Mis convocatorias: 0 agregadas, 0 actualizadas, 2 sin cambios.',
      'Búsquedas guardadas: 0 agregadas, 0 actualizadas, 2 sin cambios.',
      'Favoritos: 0 agregados, 0 actualizados, 2 sin cambios.',
    ]);
    expect(await readPersonal(page)).toEqual(seeded);
    await settings.expectNoAxeViolations();
  } finally {
    await app.close();
  }
});

test('five bad files are refused with their message and change nothing', async ({ page }) => {
  const app = await startApp({ seed: 52, ...small });
  const dir = await mkdtemp(join(tmpdir(), 'respaldo-e2e-'));
  try {
    await openSettingsAfterSync(page, app);
    const seeded = personalRows(app.simulator.records('convocatorias')[0] as { id: number; titulo: string });
    await seedPersonal(page, seeded);
    const good = { formato: 'directorio-de-cultura/mis-datos', version: 1, exportado: '2026-11-27T12:00:00.000Z', ...seeded };
    const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value, null, 2));
    // A good backup padded past 20 MB: only its size refuses it.
    const huge = join(dir, 'mis-datos-enorme.json');
    await writeFile(huge, Buffer.concat([json(good), Buffer.alloc(20 * 1024 * 1024, ' ')]));

    const bad: { file: string | { name: string; mimeType: string; buffer: Buffer }; message: string | RegExp }[] = [
      {
        file: { name: 'planilla.csv', mimeType: 'text/csv', buffer: Buffer.from('Nombre;Etapa\nBecas;Presentada\n') },
        message: 'No se importó nada: el archivo no es un respaldo de «Exportar mis datos» del Directorio de Cultura.',
      },
      {
        file: { name: 'mis-datos-cortado.json', mimeType: 'application/json', buffer: json(good).subarray(0, 400) },
        message: 'No se importó nada: el archivo está incompleto (cortado antes de terminar). Exportá tus datos de nuevo.',
      },
      {
        file: { name: 'mis-datos-futuro.json', mimeType: 'application/json', buffer: json({ ...good, version: 2 }) },
        message:
          'No se importó nada: el archivo es de una versión más nueva de la aplicación (formato 2; esta lee hasta el 1). Actualizá la aplicación para importarlo.',
      },
      {
        file: huge,
        message: /^No se importó nada: el archivo pesa 20 MB y un respaldo de mis datos no puede pasar de 20 MB\.$/,
      },
      {
        file: {
          name: 'mis-datos-invalido.json',
          mimeType: 'application/json',
          buffer: json({ ...good, postulaciones: [seeded.postulaciones[0], { ...seeded.postulaciones[1], etapa: 'ganada' }] }),
        },
        message: 'No se importó nada: el archivo tiene datos inválidos. Mis convocatorias, fila 2: etapa (valor no admitido: «ganada»).',
      },
    ];
    for (const { file, message } of bad) {
      await importFile(page, file);
      // The sentence, with or without Detalles técnicos after it.
      await expect(page.getByRole('alert')).toContainText('No se importó nada');
      await expect(page.locator('.status-error').filter({ hasText: 'No se importó nada' })).toHaveText(message);
      expect(await readPersonal(page)).toEqual(seeded);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
    await app.close();
  }
});

test('Borrar datos with the default choice keeps the personal data', async ({ page }) => {
  const app = await startApp({ seed: 53, ...small });
  try {
    const settings = await openSettingsAfterSync(page, app);
    const seeded = personalRows(app.simulator.records('convocatorias')[0] as { id: number; titulo: string });
    await seedPersonal(page, seeded);
    await clearAll(page, settings, false);
    await expect(page.getByRole('status').filter({ hasText: 'Se borraron los datos descargados.' })).not.toContainText('tus datos');
    await expect(settings.syncStatus).toContainText('Sin sincronización completa todavía');
    expect(await readPersonal(page)).toEqual(seeded);
  } finally {
    await app.close();
  }
});
