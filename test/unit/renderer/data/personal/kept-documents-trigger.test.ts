// @vitest-environment jsdom
/**
 * Following a convocatoria or starring a trámite asks for its documents to be saved (auto-save.ts,
 * mocked here: its own tests cover the saving); starring an organismo, which has none, and an etapa
 * that could not be saved, do not.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrganismoRow, StoredConvocatoriaRow, TramiteRow } from '../../../../../src-renderer/data/cache/db';
import { unclassified } from '../../../support/facets';

const autoSaveKept = vi.fn(() => Promise.resolve());
vi.mock('../../../../../src-renderer/data/documents/auto-save', () => ({ autoSaveKept }));

const { db } = await import('../../../../../src-renderer/data/cache/db');
const { changeEtapa } = await import('../../../../../src-renderer/data/personal/postulaciones');
const { setFavorite } = await import('../../../../../src-renderer/data/personal/favoritos');

const tramite: TramiteRow = {
  id: 12,
  url: 'https://api.test/tramites/12',
  titulo: 'Registro de artistas',
  bajada: '',
  documentos: ['https://www.cultura.gob.ar/media/uploads/guia.pdf'],
  searchText: '',
  firstSeen: 0,
  listas: ['tramites'],
  seen: { tramites: 1 },
};

const organismo: OrganismoRow = {
  id: 3,
  url: 'https://api.test/organismos/3/',
  link: '',
  nombre: 'Museo Nacional',
  direccion: '',
  telefono: '',
  email: '',
  provincia: 'CABA',
  dependeDe: '',
  autoridad: null,
  searchText: '',
  firstSeen: 0,
  listas: ['organismos'],
  seen: { organismos: 1 },
};

const convocatoria: StoredConvocatoriaRow = {
  id: 41,
  url: 'https://api.test/convocatorias/41/',
  link: '',
  imagen: null,
  titulo: 'Becas 2026',
  bajada: '',
  estado: 'abierta',
  fechaInicio: '2026-11-01',
  fechaFin: '2026-12-15',
  documentos: ['https://www.cultura.gob.ar/media/uploads/bases.pdf'],
  searchText: '',
  facets: unclassified,
  firstSeen: 0,
  listas: ['convocatorias'],
  seen: { convocatorias: 1 },
};

/** Lets the dynamic imports and their calls run: the first call, then a few more turns for any later one. */
async function settled(): Promise<void> {
  await vi.waitFor(() => expect(autoSaveKept).toHaveBeenCalled());
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(async () => {
  autoSaveKept.mockClear();
  await Promise.all([db.convocatorias.clear(), db.postulaciones.clear(), db.favoritos.clear()]);
});

describe('what asks for the kept records’ documents', () => {
  it('a trámite starred: asked once, as a follow', async () => {
    await setFavorite({ kind: 'tramite', row: tramite }, true);
    await settled();
    expect(autoSaveKept.mock.calls).toEqual([['follow']]);
  });

  it('an organismo starred, or a trámite unstarred: not asked', async () => {
    await setFavorite({ kind: 'organismo', row: organismo }, true);
    await setFavorite({ kind: 'tramite', row: tramite }, false);
    // A later request that is asked shows the earlier ones had their turn.
    await setFavorite({ kind: 'tramite', row: tramite }, true);
    await settled();
    expect(autoSaveKept.mock.calls).toEqual([['follow']]);
  });

  it('a convocatoria followed: asked once, as a follow', async () => {
    await db.convocatorias.put(convocatoria);
    expect(await changeEtapa(41, 'preparando')).toBeNull();
    await settled();
    expect(autoSaveKept.mock.calls).toEqual([['follow']]);
  });

  it('an etapa for a convocatoria the cache does not hold is not saved, and asks nothing', async () => {
    expect(await changeEtapa(404, 'interesa')).not.toBeNull();
    await setFavorite({ kind: 'tramite', row: tramite }, true);
    await settled();
    expect(autoSaveKept.mock.calls).toEqual([['follow']]);
  });
});
