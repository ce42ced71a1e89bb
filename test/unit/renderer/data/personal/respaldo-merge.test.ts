/**
 * The import's merge rules, rows in and rows out written by hand: new rows added, the newer edit
 * winning, both notes kept when they differ (never doubled when they do not), the snapshot from
 * the newer refresh, and the added / updated / skipped / refused counts; a saved search named as
 * Guardar names one (trimmed, cut to 80), or refused without a name; no two searches in one place.
 */
import { describe, expect, it } from 'vitest';
import { mergeRespaldo } from '../../../../../src-renderer/data/personal/respaldo-merge';
import type { PersonalRows } from '../../../../../src-renderer/data/personal/respaldo';
import { busqueda, day, favorito, nov20, postulacion } from '../../../support/personal-rows';

const none: PersonalRows = { postulaciones: [], busquedas: [], favoritos: [] };
const rows = (fields: Partial<PersonalRows>): PersonalRows => ({ ...none, ...fields });
const zero = { added: 0, updated: 0, skipped: 0, refused: 0 };

describe('merging a backup into the personal tables', () => {
  it('adds every row into empty tables, as they are', () => {
    const incoming = rows({
      postulaciones: [postulacion(7, { nota: 'Pedir carta aval' })],
      busquedas: [busqueda('b1', { posicion: 4 })],
      favoritos: [favorito('tramite', 3)],
    });
    expect(mergeRespaldo(none, incoming)).toEqual({
      put: incoming,
      counts: {
        postulaciones: { added: 1, updated: 0, skipped: 0, refused: 0 },
        busquedas: { added: 1, updated: 0, skipped: 0, refused: 0 },
        favoritos: { added: 1, updated: 0, skipped: 0, refused: 0 },
      },
    });
  });

  it('takes the newer edit, keeping the older note below a marker dated by its edit', () => {
    const local = postulacion(7, { etapa: 'interesa', nota: 'Ver bases', recordatorio: '2026-12-01', updatedAt: nov20 });
    const incoming = postulacion(7, { etapa: 'presentada', nota: 'Presentada por mail', recordatorio: null, updatedAt: nov20 + 2 * day });
    const { put, counts } = mergeRespaldo(rows({ postulaciones: [local] }), rows({ postulaciones: [incoming] }));
    expect(put.postulaciones).toEqual([
      postulacion(7, {
        etapa: 'presentada',
        nota: 'Presentada por mail\n\n— Nota del 20/11/2026, conservada al importar —\nVer bases',
        recordatorio: null,
        updatedAt: nov20 + 2 * day,
      }),
    ]);
    expect(counts.postulaciones).toEqual({ added: 0, updated: 1, skipped: 0, refused: 0 });
  });

  it("keeps this window's newer edit, and still adds the file's different note below it", () => {
    const local = postulacion(7, { etapa: 'preparando', nota: 'Falta el CV', updatedAt: nov20 + 3 * day });
    const incoming = postulacion(7, { etapa: 'interesa', nota: 'Me la pasó Ana', updatedAt: nov20 + day });
    const { put, counts } = mergeRespaldo(rows({ postulaciones: [local] }), rows({ postulaciones: [incoming] }));
    expect(put.postulaciones).toEqual([
      postulacion(7, {
        etapa: 'preparando',
        nota: 'Falta el CV\n\n— Nota del 21/11/2026, conservada al importar —\nMe la pasó Ana',
        updatedAt: nov20 + 3 * day,
      }),
    ]);
    expect(counts.postulaciones).toEqual({ added: 0, updated: 1, skipped: 0, refused: 0 });
  });

  it('does not double a note both have, nor one already kept by an earlier import', () => {
    const same = postulacion(7, { etapa: 'preparando', nota: 'Falta el CV', updatedAt: nov20 + 3 * day });
    const older = postulacion(7, { etapa: 'interesa', nota: 'Falta el CV', updatedAt: nov20 });
    const kept = postulacion(8, {
      nota: 'Falta el CV\n\n— Nota del 21/11/2026, conservada al importar —\nMe la pasó Ana',
      updatedAt: nov20 + 3 * day,
    });
    const again = postulacion(8, { nota: 'Me la pasó Ana', updatedAt: nov20 + day });
    const { put, counts } = mergeRespaldo(rows({ postulaciones: [same, kept] }), rows({ postulaciones: [older, again] }));
    expect(put.postulaciones).toEqual([]);
    expect(counts.postulaciones).toEqual({ added: 0, updated: 0, skipped: 2, refused: 0 });
  });

  it('keeps the only note there is when the newer edit has none', () => {
    const local = postulacion(7, { nota: 'Llamar el lunes', updatedAt: nov20 });
    const incoming = postulacion(7, { etapa: 'presentada', nota: '', updatedAt: nov20 + day });
    expect(mergeRespaldo(rows({ postulaciones: [local] }), rows({ postulaciones: [incoming] })).put.postulaciones).toEqual([
      postulacion(7, { etapa: 'presentada', nota: 'Llamar el lunes', updatedAt: nov20 + day }),
    ]);
  });

  it("keeps only the older note when it already holds the newer edit's", () => {
    const local = postulacion(7, { nota: 'Ver bases y pedir carta aval', updatedAt: nov20 });
    const incoming = postulacion(7, { etapa: 'preparando', nota: 'Ver bases', updatedAt: nov20 + day });
    expect(mergeRespaldo(rows({ postulaciones: [local] }), rows({ postulaciones: [incoming] })).put.postulaciones).toEqual([
      postulacion(7, { etapa: 'preparando', nota: 'Ver bases y pedir carta aval', updatedAt: nov20 + day }),
    ]);
  });

  it("keeps this window's row on a tie: the same edit time, the same refresh time", () => {
    const local = rows({
      postulaciones: [postulacion(7, { etapa: 'preparando', titulo: 'Título de acá' })],
      busquedas: [busqueda('a', { nombre: 'Teatro' })],
      favoritos: [favorito('organismo', 5, { titulo: 'Museo de acá' })],
    });
    const incoming = rows({
      postulaciones: [postulacion(7, { etapa: 'interesa', titulo: 'Título del archivo' })],
      busquedas: [busqueda('a', { nombre: 'Danza' })],
      favoritos: [favorito('organismo', 5, { titulo: 'Museo del archivo' })],
    });
    const one = { added: 0, updated: 0, skipped: 1, refused: 0 };
    expect(mergeRespaldo(local, incoming)).toEqual({
      put: none,
      counts: { postulaciones: one, busquedas: one, favoritos: one },
    });
  });

  it("keeps this window's snapshot when it was refreshed later than the file's", () => {
    const local = rows({
      postulaciones: [postulacion(7, { titulo: 'Título nuevo', refreshedAt: nov20 + day })],
      favoritos: [favorito('organismo', 5, { titulo: 'Museo nuevo', refreshedAt: nov20 + day })],
    });
    const incoming = rows({
      postulaciones: [postulacion(7, { titulo: 'Título viejo' })],
      favoritos: [favorito('organismo', 5, { titulo: 'Museo viejo' })],
    });
    expect(mergeRespaldo(local, incoming).put).toEqual(none);
  });

  it("takes the file's notice day when it is the later one", () => {
    const local = rows({
      postulaciones: [postulacion(7, { lastNotifiedDay: '2026-12-08' })],
      favoritos: [favorito('organismo', 5, { lastNotifiedDay: '2026-11-22' })],
    });
    const incoming = rows({
      postulaciones: [postulacion(7, { lastNotifiedDay: '2026-12-10' })],
      favoritos: [favorito('organismo', 5, { lastNotifiedDay: '2026-11-25' })],
    });
    expect(mergeRespaldo(local, incoming).put).toEqual(
      rows({
        postulaciones: [postulacion(7, { lastNotifiedDay: '2026-12-10' })],
        favoritos: [favorito('organismo', 5, { lastNotifiedDay: '2026-11-25' })],
      }),
    );
  });

  it("takes the record's snapshot from the newer refresh, the earlier addedAt and the later notice", () => {
    const local = postulacion(7, {
      etapa: 'preparando',
      updatedAt: nov20 + 3 * day,
      titulo: 'Título viejo',
      fechaFin: '2026-12-15',
      refreshedAt: nov20,
      addedAt: nov20,
      lastNotifiedDay: '2026-12-10',
    });
    const incoming = postulacion(7, {
      etapa: 'interesa',
      updatedAt: nov20,
      titulo: 'Título nuevo',
      fechaFin: '2026-12-20',
      refreshedAt: nov20 + 5 * day,
      addedAt: nov20 - day,
      lastNotifiedDay: '2026-12-08',
    });
    expect(mergeRespaldo(rows({ postulaciones: [local] }), rows({ postulaciones: [incoming] })).put.postulaciones).toEqual([
      postulacion(7, {
        etapa: 'preparando',
        updatedAt: nov20 + 3 * day,
        titulo: 'Título nuevo',
        fechaFin: '2026-12-20',
        refreshedAt: nov20 + 5 * day,
        addedAt: nov20 - day,
        lastNotifiedDay: '2026-12-10',
      }),
    ]);
  });

  it('counts added, updated and skipped rows per table', () => {
    const local = rows({
      postulaciones: [postulacion(1), postulacion(2, { updatedAt: nov20 + day })],
      busquedas: [busqueda('a', { posicion: 0 }), busqueda('b', { posicion: 1, nombre: 'Teatro', updatedAt: nov20 + day })],
      favoritos: [favorito('organismo', 5)],
    });
    const incoming = rows({
      postulaciones: [postulacion(1), postulacion(2, { etapa: 'presentada', updatedAt: nov20 + 2 * day }), postulacion(3)],
      busquedas: [
        busqueda('a', { nombre: 'Renombrada', updatedAt: nov20 + day }),
        busqueda('b', { nombre: 'Vieja' }),
        busqueda('c', { posicion: 0 }),
      ],
      favoritos: [favorito('organismo', 5), favorito('tramite', 9)],
    });
    const { put, counts } = mergeRespaldo(local, incoming);
    expect(counts).toEqual({
      postulaciones: { added: 1, updated: 1, skipped: 1, refused: 0 },
      busquedas: { added: 1, updated: 1, skipped: 1, refused: 0 },
      favoritos: { added: 1, updated: 0, skipped: 1, refused: 0 },
    });
    expect(put).toEqual({
      postulaciones: [postulacion(3), postulacion(2, { etapa: 'presentada', updatedAt: nov20 + 2 * day })],
      // The added search goes after this window's last one.
      busquedas: [busqueda('c', { posicion: 2 }), busqueda('a', { nombre: 'Renombrada', updatedAt: nov20 + day })],
      favoritos: [favorito('tramite', 9)],
    });
  });

  it('places added searches after the ones held, in the order the file had them', () => {
    const local = rows({ busquedas: [busqueda('a', { posicion: 3 }), busqueda('b', { posicion: 7 })] });
    const incoming = rows({ busquedas: [busqueda('y', { posicion: 5 }), busqueda('x', { posicion: 1 })] });
    expect(mergeRespaldo(local, incoming).put.busquedas).toEqual([busqueda('x', { posicion: 8 }), busqueda('y', { posicion: 9 })]);
  });

  it('names a search as Guardar does: trimmed, cut to 80; without a name left it is refused and counted', () => {
    const long = `${'Música en Córdoba '.repeat(22)}`; // 396 characters
    const incoming = rows({
      busquedas: [
        busqueda('a', { nombre: '', posicion: 0 }),
        busqueda('b', { nombre: '  Teatro  ', posicion: 1 }),
        busqueda('c', { nombre: '   ', posicion: 2 }),
        busqueda('d', { nombre: long, posicion: 3 }),
        busqueda('e', { nombre: '\t\n', posicion: 4 }),
      ],
    });
    const { put, counts } = mergeRespaldo(none, incoming);
    // 80 characters: four whole "Música en Córdoba " (72) and "Música e".
    const cut = 'Música en Córdoba Música en Córdoba Música en Córdoba Música en Córdoba Música e';
    expect(cut).toHaveLength(80);
    expect(put.busquedas).toEqual([busqueda('b', { nombre: 'Teatro', posicion: 1 }), busqueda('d', { nombre: cut, posicion: 3 })]);
    expect(counts.busquedas).toEqual({ added: 2, updated: 0, skipped: 0, refused: 3 });
  });

  it("leaves a held search as it is when the file's only differs by spaces; a nameless one does not replace it", () => {
    const local = rows({ busquedas: [busqueda('a', { nombre: 'Teatro' }), busqueda('b', { nombre: 'Danza', posicion: 1 })] });
    const incoming = rows({
      busquedas: [
        busqueda('a', { nombre: ' Teatro ', updatedAt: nov20 + day }),
        busqueda('b', { nombre: '', posicion: 1, updatedAt: nov20 + day }),
      ],
    });
    const { put, counts } = mergeRespaldo(local, incoming);
    expect(put.busquedas).toEqual([busqueda('a', { nombre: 'Teatro', updatedAt: nov20 + day })]);
    expect(counts.busquedas).toEqual({ added: 0, updated: 1, skipped: 0, refused: 1 });
  });

  it('numbers searches that share a place anew, in the order they were listed (by place, then id)', () => {
    const incoming = rows({
      busquedas: [busqueda('b', { posicion: 2 }), busqueda('a', { posicion: 2 }), busqueda('c', { posicion: 1 })],
    });
    expect(mergeRespaldo(none, incoming).put.busquedas).toEqual([
      busqueda('c', { posicion: 0 }),
      busqueda('a', { posicion: 1 }),
      busqueda('b', { posicion: 2 }),
    ]);
  });

  it("numbers anew when a file's newer edit lands on a place a held search has, writing the held ones that move", () => {
    const local = rows({
      busquedas: [busqueda('a', { posicion: 0 }), busqueda('b', { posicion: 1 }), busqueda('c', { posicion: 2 })],
    });
    // The file has c moved to place 0: its newer edit wins whole, place and all, and shares place 0 with a.
    const incoming = rows({ busquedas: [busqueda('c', { posicion: 0, updatedAt: nov20 + day })] });
    const { put, counts } = mergeRespaldo(local, incoming);
    // a, c, b: a stays first, c and b are written at their new places.
    expect(put.busquedas).toEqual([busqueda('c', { posicion: 1, updatedAt: nov20 + day }), busqueda('b', { posicion: 2 })]);
    // The held ones that only move are no update of the person's: the counts say what the file changed.
    expect(counts.busquedas).toEqual({ added: 0, updated: 1, skipped: 0, refused: 0 });
  });

  it('merges a favorite both have: the earlier addedAt, the newer snapshot, the later notice', () => {
    const local = favorito('organismo', 5, { titulo: 'Museo viejo', refreshedAt: nov20 + day, addedAt: nov20, lastNotifiedDay: null });
    const incoming = favorito('organismo', 5, {
      titulo: 'Museo nuevo',
      refreshedAt: nov20 + 2 * day,
      addedAt: nov20 + day,
      lastNotifiedDay: '2026-11-22',
    });
    const { put, counts } = mergeRespaldo(rows({ favoritos: [local] }), rows({ favoritos: [incoming] }));
    expect(put.favoritos).toEqual([
      favorito('organismo', 5, { titulo: 'Museo nuevo', refreshedAt: nov20 + 2 * day, addedAt: nov20, lastNotifiedDay: '2026-11-22' }),
    ]);
    expect(counts).toEqual({ postulaciones: zero, busquedas: zero, favoritos: { added: 0, updated: 1, skipped: 0, refused: 0 } });
  });
});
