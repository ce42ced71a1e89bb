// @vitest-environment jsdom
/**
 * Configuración's "Importar mis datos" summary: per table what was added, updated and left as it
 * was, and, only when the file had them, the saved searches it did not import for having no
 * name. The import's outcome is a stand-in written by hand; the import itself is tested against
 * fake-indexeddb in respaldo.test.ts.
 */
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as MisDatosData from '../../../../../src-renderer/data/personal/mis-datos';
import type { ImportOutcome } from '../../../../../src-renderer/data/personal/mis-datos';
import { rootForEachTest } from '../../../support/react-root';

let imported: ImportOutcome | null = null;
vi.mock('../../../../../src-renderer/data/personal/mis-datos', async (original) => ({
  ...(await original<typeof MisDatosData>()),
  useMisDatos: () => ({ busy: false, imported, exportar: vi.fn(), importar: vi.fn() }),
}));
const { MisDatos } = await import('../../../../../src-renderer/features/settings/MisDatos');

const mounted = rootForEachTest();

const lines = (): string[] => [...mounted.host().querySelectorAll('[role="status"] li')].map((item) => item.textContent ?? '');

describe('the import summary', () => {
  it('says how many saved searches were not imported for having no name', () => {
    imported = {
      ok: true,
      exportado: '2026-11-27T12:00:00.000Z',
      counts: {
        postulaciones: { added: 1, updated: 0, skipped: 0, refused: 0 },
        busquedas: { added: 1, updated: 0, skipped: 1, refused: 2 },
        favoritos: { added: 0, updated: 1, skipped: 0, refused: 0 },
      },
    };
    mounted.render(createElement(MisDatos));
    expect(lines()).toEqual([
      'Mis convocatorias: 1 agregada, 0 actualizadas, 0 sin cambios.',
      'Búsquedas guardadas: 1 agregada, 0 actualizadas, 1 sin cambios, 2 sin nombre, no importadas.',
      'Favoritos: 0 agregados, 1 actualizado, 0 sin cambios.',
    ]);
  });

  it('says one in the singular', () => {
    imported = {
      ok: true,
      exportado: '2026-11-27T12:00:00.000Z',
      counts: {
        postulaciones: { added: 0, updated: 0, skipped: 0, refused: 0 },
        busquedas: { added: 0, updated: 0, skipped: 0, refused: 1 },
        favoritos: { added: 0, updated: 0, skipped: 0, refused: 0 },
      },
    };
    mounted.render(createElement(MisDatos));
    expect(lines()[1]).toBe('Búsquedas guardadas: 0 agregadas, 0 actualizadas, 0 sin cambios, 1 sin nombre, no importada.');
  });
});
