/**
 * Favoritos (organismos and trámites) in IndexedDB: starring, the snapshot refresh a sync does,
 * and the joined list the view shows. No React here (the sync store uses it).
 */
import type { Table } from 'dexie';
import type { RecordKind } from '../../../src-shared/api';
import { assertNever } from '../../../src-shared/assert-never';
import type { DirectorioDb, OrganismoRow, TramiteRow, FavoritoRow } from '../cache/db';
import { refreshPostulaciones } from './postulaciones-db';
import { favoriteKey, sameSnapshot, snapshotOf, type FavoriteKind, type FavoriteTarget } from './favoritos-rules';

/** A favorite with its record as cached now; `current` is null once the API no longer publishes it. */
export type FavoritoEntry =
  | { favorito: FavoritoRow; kind: 'organismo'; current: OrganismoRow | null }
  | { favorito: FavoritoRow; kind: 'tramite'; current: TramiteRow | null };

function tableOf(db: DirectorioDb, kind: FavoriteKind): Table<OrganismoRow | TramiteRow, number> {
  switch (kind) {
    case 'organismo':
      return db.organismos as Table<OrganismoRow | TramiteRow, number>;
    case 'tramite':
      return db.tramites as Table<OrganismoRow | TramiteRow, number>;
    default:
      return assertNever(kind);
  }
}

/** The row read from `kind`'s table, typed back as the target it is. */
function targetOf(kind: FavoriteKind, row: OrganismoRow | TramiteRow): FavoriteTarget {
  return { kind, row } as FavoriteTarget;
}

export async function addFavorito(db: DirectorioDb, target: FavoriteTarget, now: number): Promise<void> {
  await db.favoritos.put({
    key: favoriteKey(target.kind, target.row.id),
    kind: target.kind,
    id: target.row.id,
    ...snapshotOf(target),
    addedAt: now,
    refreshedAt: now,
    lastNotifiedDay: null,
  });
}

export async function removeFavorito(db: DirectorioDb, kind: FavoriteKind, id: number): Promise<void> {
  await db.favoritos.delete(favoriteKey(kind, id));
}

/** After a sync wrote `kind`'s records: each favorite still cached gets a fresh snapshot. */
export async function refreshFavoritos(db: DirectorioDb, kind: FavoriteKind, now: number): Promise<void> {
  const favoritos = await db.favoritos.where('kind').equals(kind).toArray();
  if (favoritos.length === 0) return;
  const rows = await tableOf(db, kind).bulkGet(favoritos.map((favorito) => favorito.id));
  const updated = favoritos.flatMap((favorito, index) => {
    const row = rows[index];
    if (row === undefined) return [];
    const snapshot = snapshotOf(targetOf(kind, row));
    return sameSnapshot(snapshot, favorito) ? [] : [{ ...favorito, ...snapshot, refreshedAt: now }];
  });
  if (updated.length > 0) await db.favoritos.bulkPut(updated);
}

/** Every favorite with its cached record (or null), newest first within each kind. */
export async function readFavoritos(db: DirectorioDb): Promise<FavoritoEntry[]> {
  const favoritos = (await db.favoritos.toArray()).sort((a, b) => b.addedAt - a.addedAt);
  const kinds: FavoriteKind[] = ['organismo', 'tramite'];
  const entries: FavoritoEntry[] = [];
  for (const kind of kinds) {
    const ofKind = favoritos.filter((favorito) => favorito.kind === kind);
    const rows = await tableOf(db, kind).bulkGet(ofKind.map((favorito) => favorito.id));
    ofKind.forEach((favorito, index) => entries.push({ favorito, kind, current: rows[index] ?? null } as FavoritoEntry));
  }
  return entries;
}

/**
 * After a sync wrote `kind`'s records, the snapshots of what the person keeps of them: the
 * followed convocatorias (Mis convocatorias) or the favorite organismos and trámites.
 */
export async function refreshPersonalSnapshots(db: DirectorioDb, kind: RecordKind, now: number): Promise<void> {
  if (kind === 'convocatoria') await refreshPostulaciones(db, now);
  else await refreshFavoritos(db, kind, now);
}
