/** The first screen saved in localStorage for the next start: what comes back, and what does not. */
import { describe, expect, it } from 'vitest';
import type { ConvocatoriaRow } from '../../../../../src-renderer/data/cache/db';
import {
  forgetFirstScreen,
  hasCachedFirstScreen,
  readCachedFirstScreen,
  saveFirstScreen,
} from '../../../../../src-renderer/data/cache/first-screen-cache';
import { unclassified } from '../../../support/facets';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const row = (id: number, rank: number | null): ConvocatoriaRow => ({
  id,
  url: `https://www.cultura.gob.ar/api/v2.0/convocatorias/${id}/`,
  link: `https://www.cultura.gob.ar/convocatoria-${id}/`,
  imagen: null,
  titulo: `Convocatoria ${id}`,
  bajada: 'Bajada',
  estado: 'abierta',
  fechaInicio: '2026-01-01',
  fechaFin: '2026-12-31',
  documentos: ['https://www.cultura.gob.ar/bases.pdf'],
  ordenadasRank: rank,
  searchText: 'convocatoria bajada bases largas',
  firstSeen: 0,
  facets: unclassified,
  bodyHash: 12345,
  listas: ['convocatorias'],
  seen: { convocatorias: 2 },
});

describe('the saved first screen', () => {
  it('comes back as it was shown, per database, without the search text', () => {
    const storage = memoryStorage();
    saveFirstScreen('directorio', [row(7, 0), row(3, 1)], 10_004, storage);
    saveFirstScreen('otra', [row(9, null)], 1, storage);
    const back = readCachedFirstScreen('directorio', storage);
    expect(back?.total).toBe(10_004);
    expect(back?.rows.map((r) => [r.id, r.ordenadasRank, r.titulo, r.searchText])).toEqual([
      [7, 0, 'Convocatoria 7', ''],
      [3, 1, 'Convocatoria 3', ''],
    ]);
    expect(back?.rows[0]).not.toHaveProperty('bodyHash');
    // What is stored holds only what the screen shows: not the long search text, not the fingerprint.
    const stored = [...storage.items.values()].join('');
    expect(stored).not.toContain('bases largas');
    expect(stored).not.toContain('bodyHash');
    expect(stored).toContain('"titulo":"Convocatoria 7"');
    expect(readCachedFirstScreen('otra', storage)?.rows.map((r) => r.id)).toEqual([9]);
    expect(readCachedFirstScreen('ninguna', storage)).toBeNull();
  });

  it('an empty list and a forgetting remove it', () => {
    const storage = memoryStorage();
    saveFirstScreen('directorio', [row(7, 0)], 1, storage);
    saveFirstScreen('directorio', [], 0, storage);
    expect(readCachedFirstScreen('directorio', storage)).toBeNull();
    saveFirstScreen('directorio', [row(7, 0)], 1, storage);
    forgetFirstScreen('directorio', storage);
    expect(storage.items.size).toBe(0);
  });

  it('says whether one was saved for the database (the start then expects no sync at once)', () => {
    const storage = memoryStorage();
    expect(hasCachedFirstScreen('directorio', storage)).toBe(false);
    saveFirstScreen('directorio', [row(7, 0)], 1, storage);
    expect(hasCachedFirstScreen('directorio', storage)).toBe(true);
    expect(hasCachedFirstScreen('otra', storage)).toBe(false);
    forgetFirstScreen('directorio', storage);
    expect(hasCachedFirstScreen('directorio', storage)).toBe(false);
  });

  it('anything else under its key reads as nothing saved', () => {
    const storage = memoryStorage();
    const key = 'directorio.primera-pantalla:directorio';
    for (const text of [
      '{',
      '[]',
      '{"total":1}',
      '{"total":-1,"rows":[]}',
      JSON.stringify({ total: 1, rows: [{ ...row(1, 0), listas: ['otra-lista'] }] }),
      JSON.stringify({ total: 1, rows: [{ ...row(1, 0), id: 'uno' }] }),
    ]) {
      storage.items.set(key, text);
      expect(readCachedFirstScreen('directorio', storage), text).toBeNull();
    }
  });

  it('a storage that refuses to write or read costs nothing but the head start', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => saveFirstScreen('directorio', [row(1, 0)], 1, refusing)).not.toThrow();
    expect(readCachedFirstScreen('directorio', refusing)).toBeNull();
    expect(hasCachedFirstScreen('directorio', refusing)).toBe(false);
  });
});
