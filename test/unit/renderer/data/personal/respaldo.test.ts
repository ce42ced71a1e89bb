/**
 * The backup file against fake-indexeddb: export then import into an empty database gives the
 * same rows field by field; each kind of bad file (not ours, cut short, a future version, over
 * 20 MB, invalid rows, a key twice) is refused in Spanish and changes nothing; a merge that fails
 * midway writes nothing.
 */
import 'fake-indexeddb/auto';
import type { DBCore, DBCoreMutateRequest, Middleware } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { DirectorioDb } from '../../../../../src-renderer/data/cache/db';
import { exportPersonalRows, importRespaldoFile, readPersonalRows } from '../../../../../src-renderer/data/personal/respaldo-db';
import { busqueda, day, favorito, nov20, postulacion } from '../../../support/personal-rows';

let dbCount = 0;
const freshDb = (): DirectorioDb => new DirectorioDb(`respaldo-${++dbCount}`);

const seeded = {
  postulaciones: [
    postulacion(7, { etapa: 'presentada', nota: 'Presentada el 2/12.\nEsperar respuesta «pronto».', recordatorio: '2026-12-20' }),
    postulacion(9, { etapa: 'no-seleccionada', estado: null, fechaInicio: null, fechaFin: null, lastNotifiedDay: '2026-11-25' }),
  ],
  busquedas: [busqueda('a1', { posicion: 0, vistas: [] }), busqueda('b2', { posicion: 1, avisos: false, params: 'q=danza' })],
  favoritos: [favorito('organismo', 5), favorito('tramite', 3, { lastNotifiedDay: '2026-11-21' })],
};

async function withRows(db: DirectorioDb): Promise<DirectorioDb> {
  await db.postulaciones.bulkPut(seeded.postulaciones);
  await db.busquedas.bulkPut(seeded.busquedas);
  await db.favoritos.bulkPut(seeded.favoritos);
  return db;
}

/** A valid backup's text, written by hand (not by the app's writer). */
function fileText(fields: Record<string, unknown> = {}): string {
  return JSON.stringify({
    formato: 'directorio-de-cultura/mis-datos',
    version: 1,
    exportado: '2026-11-27T12:00:00.000Z',
    busquedas: [busqueda('c3', { posicion: 5 })],
    postulaciones: [postulacion(11, { nota: 'Nueva' })],
    favoritos: [],
    ...fields,
  });
}

const fileOf = (text: string): Blob => new Blob([text], { type: 'application/json' });

describe('exporting and importing my data', () => {
  it('gives back the same rows, field by field, in an empty database', async () => {
    const source = await withRows(freshDb());
    // 23:30 of the 27th in Buenos Aires: the file is named by that day.
    const exported = await exportPersonalRows(source, new Date(Date.UTC(2026, 10, 28, 2, 30)));
    if (!exported.ok) throw new Error(exported.message);
    expect(exported.name).toBe('mis-datos-2026-11-27.json');
    const parsed = JSON.parse(exported.content) as Record<string, unknown>;
    expect(parsed.formato).toBe('directorio-de-cultura/mis-datos');
    expect(parsed.version).toBe(1);

    const target = freshDb();
    const outcome = await importRespaldoFile(target, fileOf(exported.content));
    expect(outcome).toEqual({
      ok: true,
      exportado: '2026-11-28T02:30:00.000Z',
      counts: {
        postulaciones: { added: 2, updated: 0, skipped: 0, refused: 0 },
        busquedas: { added: 2, updated: 0, skipped: 0, refused: 0 },
        favoritos: { added: 2, updated: 0, skipped: 0, refused: 0 },
      },
    });
    expect(await target.postulaciones.orderBy('id').toArray()).toEqual(seeded.postulaciones);
    expect(await target.busquedas.orderBy('id').toArray()).toEqual(seeded.busquedas);
    expect(await target.favoritos.orderBy('key').toArray()).toEqual([seeded.favoritos[0], seeded.favoritos[1]]);

    // The same file again changes nothing.
    expect(await importRespaldoFile(target, fileOf(exported.content))).toMatchObject({
      ok: true,
      counts: {
        postulaciones: { added: 0, updated: 0, skipped: 2, refused: 0 },
        busquedas: { added: 0, updated: 0, skipped: 2, refused: 0 },
        favoritos: { added: 0, updated: 0, skipped: 2, refused: 0 },
      },
    });
  });

  it('merges into what the database holds', async () => {
    const db = await withRows(freshDb());
    const text = fileText({ postulaciones: [postulacion(7, { etapa: 'preparando', nota: 'Otra nota', updatedAt: nov20 + day })] });
    expect(await importRespaldoFile(db, fileOf(text))).toMatchObject({
      ok: true,
      counts: {
        postulaciones: { added: 0, updated: 1, skipped: 0, refused: 0 },
        busquedas: { added: 1, updated: 0, skipped: 0, refused: 0 },
      },
    });
    expect(await db.postulaciones.get(7)).toEqual(
      postulacion(7, {
        etapa: 'preparando',
        nota: 'Otra nota\n\n— Nota del 20/11/2026, conservada al importar —\nPresentada el 2/12.\nEsperar respuesta «pronto».',
        // The newer edit's: it had no reminder.
        recordatorio: null,
        updatedAt: nov20 + day,
      }),
    );
    expect(await db.busquedas.get('c3')).toEqual(busqueda('c3', { posicion: 2 }));
  });
});

describe('saved searches named as the app names them', () => {
  it('imports a long name cut to 80 and a padded one trimmed, and counts the nameless ones as refused', async () => {
    const db = freshDb();
    const text = fileText({
      busquedas: [
        busqueda('vacio', { nombre: '', posicion: 0 }),
        busqueda('blanco', { nombre: '   ', posicion: 1 }),
        busqueda('largo', { nombre: 'x'.repeat(400), posicion: 2 }),
        busqueda('teatro', { nombre: '  Teatro ', posicion: 3 }),
      ],
    });
    expect(await importRespaldoFile(db, fileOf(text))).toMatchObject({
      ok: true,
      counts: { busquedas: { added: 2, updated: 0, skipped: 0, refused: 2 } },
    });
    expect(await db.busquedas.orderBy('posicion').toArray()).toEqual([
      busqueda('largo', { nombre: 'x'.repeat(80), posicion: 2 }),
      busqueda('teatro', { nombre: 'Teatro', posicion: 3 }),
    ]);
  });
});

describe('a file that is refused changes nothing', () => {
  const notOurs = 'No se importó nada: el archivo no es un respaldo de «Exportar mis datos» del Directorio de Cultura.';
  const cases: { name: string; text: string; message: string | RegExp }[] = [
    { name: 'not JSON', text: 'Nombre;Etapa\nBecas;Presentada\n', message: notOurs },
    { name: 'JSON without our marker', text: JSON.stringify({ postulaciones: [] }), message: notOurs },
    { name: 'another format', text: fileText({ formato: 'otra-app/respaldo' }), message: notOurs },
    { name: 'a JSON array', text: '[1, 2]', message: notOurs },
    {
      name: 'cut short',
      text: fileText().slice(0, 150),
      message: 'No se importó nada: el archivo está incompleto (cortado antes de terminar). Exportá tus datos de nuevo.',
    },
    {
      name: 'of a future version',
      text: fileText({ version: 2, etiquetas: [] }),
      message:
        'No se importó nada: el archivo es de una versión más nueva de la aplicación (formato 2; esta lee hasta el 1). Actualizá la aplicación para importarlo.',
    },
    {
      name: 'with an etapa that does not exist',
      text: fileText({ postulaciones: [postulacion(11), { ...postulacion(12), etapa: 'ganada' }] }),
      message: 'No se importó nada: el archivo tiene datos inválidos. Mis convocatorias, fila 2: etapa (valor no admitido: «ganada»).',
    },
    {
      name: 'with a field no row has',
      text: fileText({ busquedas: [{ ...busqueda('z'), color: 'rojo' }] }),
      message: 'No se importó nada: el archivo tiene datos inválidos. Búsquedas guardadas, fila 1: campos desconocidos: color.',
    },
    {
      name: 'with a row missing a field',
      text: fileText({ favoritos: [{ ...favorito('tramite', 3), titulo: undefined }] }),
      message: 'No se importó nada: el archivo tiene datos inválidos. Favoritos, fila 1: titulo (falta).',
    },
    {
      name: "with a favorite's key that is not its own",
      text: fileText({ favoritos: [{ ...favorito('tramite', 3), key: 'tramite:4' }] }),
      message: 'No se importó nada: el archivo tiene datos inválidos. Favoritos, fila 1: key (la clave no corresponde a su tipo y su id).',
    },
    {
      name: 'with a number written as text and a day that is not one',
      text: fileText({ postulaciones: [{ ...postulacion(11), id: 'siete', recordatorio: '1/12/2026' }] }),
      message:
        'No se importó nada: el archivo tiene datos inválidos. Mis convocatorias, fila 1: id (no es un número), recordatorio (se esperaba un día AAAA-MM-DD).',
    },
    {
      name: 'with bad rows in three places',
      text: fileText({
        exportado: 'ayer',
        busquedas: [busqueda('z', { avisos: 'sí' as unknown as boolean })],
        postulaciones: [{ ...postulacion(11), nota: null }],
      }),
      message:
        'No se importó nada: el archivo tiene datos inválidos. El archivo: fecha de exportación (formato inválido); Búsquedas guardadas, fila 1: avisos (no es sí o no) (y 1 fila más).',
    },
    {
      name: 'with the same convocatoria twice',
      text: fileText({ postulaciones: [postulacion(11), postulacion(11, { nota: 'otra' })] }),
      message: 'No se importó nada: Mis convocatorias tiene dos filas con la misma clave (11).',
    },
  ];

  for (const { name, text, message } of cases) {
    it(`refuses a file ${name}`, async () => {
      const db = await withRows(freshDb());
      const before = await readPersonalRows(db);
      const outcome = await importRespaldoFile(db, fileOf(text));
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.message).toMatch(message);
      expect(await readPersonalRows(db)).toEqual(before);
    });
  }

  it('says what a file with only its marker lacks, by the labels people read', async () => {
    const db = await withRows(freshDb());
    const before = await readPersonalRows(db);
    expect(await importRespaldoFile(db, fileOf('{"formato":"directorio-de-cultura/mis-datos"}'))).toEqual({
      ok: false,
      message:
        'No se importó nada: el archivo tiene datos inválidos. El archivo: versión (falta), fecha de exportación (falta), Búsquedas guardadas (falta) y 2 más.',
      detail: 'version: falta\nexportado: falta\nbusquedas: falta\npostulaciones: falta\nfavoritos: falta',
    });
    expect(await readPersonalRows(db)).toEqual(before);
  });

  it('refuses a file over 20 MB without reading it', async () => {
    const db = await withRows(freshDb());
    const before = await readPersonalRows(db);
    const text = vi.fn(() => Promise.resolve(fileText()));
    const outcome = await importRespaldoFile(db, { size: 20 * 1024 * 1024 + 1, text });
    expect(outcome).toEqual({
      ok: false,
      message: 'No se importó nada: el archivo pesa 20 MB y un respaldo de mis datos no puede pasar de 20 MB.',
      detail: '20971521 bytes',
    });
    expect(text).not.toHaveBeenCalled();
    expect(await readPersonalRows(db)).toEqual(before);
    // Exactly 20 MB is still read.
    expect((await importRespaldoFile(db, { size: 20 * 1024 * 1024, text })).ok).toBe(true);
  });

  it('writes nothing when the merge fails midway', async () => {
    const db = await withRows(freshDb());
    const before = await readPersonalRows(db);
    // The favoritos are written last: their write fails after the others were put in the same transaction.
    const failing: Middleware<DBCore> = {
      stack: 'dbcore',
      name: 'falla-en-favoritos',
      create: (down) => ({
        ...down,
        table: (tableName) => {
          const table = down.table(tableName);
          if (tableName !== 'favoritos') return table;
          return { ...table, mutate: (request: DBCoreMutateRequest) => Promise.reject(new Error(`disco lleno (${request.type})`)) };
        },
      }),
    };
    const broken = new DirectorioDb(db.name).use(failing) as DirectorioDb;
    const outcome = await importRespaldoFile(broken, fileOf(fileText({ favoritos: [favorito('organismo', 8)] })));
    expect(outcome).toEqual({
      ok: false,
      message: 'No se importó nada: la base local no respondió.',
      detail: expect.stringContaining('disco lleno') as unknown,
    });
    expect(await readPersonalRows(db)).toEqual(before);
    broken.close();
  });
});
