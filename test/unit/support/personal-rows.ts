/** Hand-written rows of the personal tables (Mis convocatorias, saved searches, favoritos), for the backup's tests. */
import type { BusquedaRow, FavoritoRow, PostulacionRow } from '../../../src-renderer/data/cache/db';

/** 20/11/2026 12:00 in Buenos Aires (15:00 UTC), and days after it. */
export const nov20 = Date.UTC(2026, 10, 20, 15);
export const day = 86_400_000;

export function postulacion(id: number, fields: Partial<PostulacionRow> = {}): PostulacionRow {
  return {
    id,
    etapa: 'interesa',
    nota: '',
    recordatorio: null,
    titulo: `Convocatoria ${id}`,
    detalle: `Bajada ${id}`,
    estado: 'abierta',
    fechaInicio: '2026-11-01',
    fechaFin: '2026-12-15',
    addedAt: nov20,
    updatedAt: nov20,
    refreshedAt: nov20,
    lastNotifiedDay: null,
    ...fields,
  };
}

export function busqueda(id: string, fields: Partial<BusquedaRow> = {}): BusquedaRow {
  return {
    id,
    nombre: `Búsqueda ${id}`,
    params: 'estado=todas&q=musica',
    posicion: 0,
    avisos: true,
    vistas: [1, 2],
    conocidas: [1, 2, 3],
    createdAt: nov20,
    updatedAt: nov20,
    ...fields,
  };
}

export function favorito(kind: 'organismo' | 'tramite', id: number, fields: Partial<FavoritoRow> = {}): FavoritoRow {
  return {
    key: `${kind}:${id}`,
    kind,
    id,
    titulo: `Título ${id}`,
    detalle: `Detalle ${id}`,
    estado: null,
    fechaInicio: null,
    fechaFin: null,
    addedAt: nov20,
    refreshedAt: nov20,
    lastNotifiedDay: null,
    ...fields,
  };
}
