/** Records' bodies, kept apart from their rows (see BodyRow): read for the record shown, a search's rows on screen, or an export. */
import { bodyKey, db, type BodyKind, type DirectorioDb } from './db';

/** The bodies of these records, by id ('' for a record whose body is not cached). */
export async function readBodies(kind: BodyKind, ids: readonly number[], from: DirectorioDb = db): Promise<Map<number, string>> {
  const bodies = await from.cuerpos.bulkGet(ids.map((id) => bodyKey(kind, id)));
  return new Map(ids.map((id, index) => [id, bodies[index]?.html ?? '']));
}

/** One record's row with its body: null when the row is not cached. */
export async function readWithBody<R extends { id: number }, F extends string>(
  kind: BodyKind,
  field: F,
  row: R | undefined,
  from: DirectorioDb = db,
): Promise<(R & Record<F, string>) | null> {
  if (row === undefined) return null;
  const body = await from.cuerpos.get(bodyKey(kind, row.id));
  return { ...row, [field]: body?.html ?? '' } as R & Record<F, string>;
}
