/**
 * Favoritos without storage: their key, the snapshot kept of a record, and when an open
 * convocatoria "closes soon" (the rule Mis convocatorias' notices use). Pure, so it is tested in Node.
 * Convocatorias are no longer favoritos: a person follows them in Mis convocatorias instead.
 */
import type { RecordKind } from '../../../src-shared/api';
import { assertNever } from '../../../src-shared/assert-never';
import { addDays, closingChip, stateOf } from '../search/convocatoria-state';
import type { StoredConvocatoriaRow, FavoritoRow, OrganismoRow, TramiteRow } from '../cache/db';

export type FavoriteKind = Exclude<RecordKind, 'convocatoria'>;

/** A cached record that can be starred, with its kind. */
export type FavoriteTarget = { kind: 'organismo'; row: OrganismoRow } | { kind: 'tramite'; row: TramiteRow };

export type FavoriteSnapshot = Pick<FavoritoRow, 'titulo' | 'detalle' | 'estado' | 'fechaInicio' | 'fechaFin'>;

export function favoriteKey(kind: FavoriteKind, id: number): string {
  return `${kind}:${id}`;
}

/** What is remembered of a record, so a favorite still reads well once the API drops it. */
export function snapshotOf(target: FavoriteTarget): FavoriteSnapshot {
  switch (target.kind) {
    case 'organismo':
      return { titulo: target.row.nombre, detalle: target.row.provincia, estado: null, fechaInicio: null, fechaFin: null };
    case 'tramite':
      return { titulo: target.row.titulo, detalle: target.row.bajada, estado: null, fechaInicio: null, fechaFin: null };
    default:
      return assertNever(target);
  }
}

export function sameSnapshot(a: FavoriteSnapshot, b: FavoriteSnapshot): boolean {
  return (
    a.titulo === b.titulo &&
    a.detalle === b.detalle &&
    a.estado === b.estado &&
    a.fechaInicio === b.fechaInicio &&
    a.fechaFin === b.fechaFin
  );
}

/** An Abierta convocatoria (see convocatoria-state.ts) whose fecha_fin is today or within the next `days` days (days 0 = never). */
export function closesSoon(convocatoria: Pick<StoredConvocatoriaRow, 'estado' | 'fechaFin'>, today: string, days: number): boolean {
  if (days <= 0 || stateOf(convocatoria, today) !== 'abierta') return false;
  return convocatoria.fechaFin <= addDays(today, days);
}

/** "Cierra hoy", "Cierra mañana", "Cierra en 3 días": the same words as the lists' closing chip. */
export function closingText(convocatoria: Pick<StoredConvocatoriaRow, 'estado' | 'fechaFin'>, today: string): string {
  return closingChip(convocatoria, today) ?? `Cierra el ${convocatoria.fechaFin}`;
}
