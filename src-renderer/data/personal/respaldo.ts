/**
 * The backup of the person's own data ("Exportar mis datos"): one JSON file with a format marker
 * and a version, the saved searches, Mis convocatorias and the favoritos, row by row as the cache
 * holds them. Reading one back is a trust boundary: a file from anywhere, checked whole with zod
 * (one strict schema per row type, exact to db.ts's row types) before anything is written.
 * Pure: no Dexie, no DOM, so it is tested in Node.
 */
import { z } from '../../../src-shared/zod';
import { errorMessage } from '../../../src-shared/errors';
import type { ProblemText } from '../../ui/Problem';
import { etapas, type BusquedaRow, type FavoritoRow, type PostulacionRow } from '../cache/db';
import { favoriteKey } from './favoritos-rules';

export const respaldoFormato = 'directorio-de-cultura/mis-datos';
/** The version this code writes and the newest it reads. */
export const respaldoVersion = 1;
/** A backup of a person's rows is kilobytes; a file over this is not one, and is not read at all. */
export const respaldoMaxBytes = 20 * 1024 * 1024;

/** The rows a backup carries, by table. */
export interface PersonalRows {
  busquedas: BusquedaRow[];
  postulaciones: PostulacionRow[];
  favoritos: FavoritoRow[];
}

export const personalTables = ['postulaciones', 'busquedas', 'favoritos'] as const;
export type PersonalTable = (typeof personalTables)[number];

/** How a person reads each table's name, in messages. */
export const personalLabels: Record<PersonalTable, string> = {
  postulaciones: 'Mis convocatorias',
  busquedas: 'Búsquedas guardadas',
  favoritos: 'Favoritos',
};

/** The file's own fields as a person reads them in a refusal (its tables by their names). */
const fileLabels = new Map<string, string>([
  ['formato', 'formato'],
  ['version', 'versión'],
  ['exportado', 'fecha de exportación'],
  ...Object.entries(personalLabels),
]);

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'se esperaba un día AAAA-MM-DD'));
const time = z.int().check(z.nonnegative());
const id = z.int().check(z.positive());

const busquedaSchema = z.strictObject({
  id: z.string().check(z.minLength(1)),
  // Any text: the merge names it as Guardar does (cleanNombre), and refuses the row when none is left.
  nombre: z.string(),
  params: z.string(),
  posicion: z.number(),
  avisos: z.boolean(),
  vistas: z.array(id),
  conocidas: z.array(id),
  createdAt: time,
  updatedAt: time,
});

const postulacionSchema = z.strictObject({
  id,
  etapa: z.enum(etapas),
  nota: z.string(),
  recordatorio: z.nullable(day),
  titulo: z.string(),
  detalle: z.string(),
  estado: z.nullable(z.string()),
  fechaInicio: z.nullable(z.string()),
  fechaFin: z.nullable(z.string()),
  addedAt: time,
  updatedAt: time,
  refreshedAt: time,
  lastNotifiedDay: z.nullable(day),
});

const favoritoSchema = z
  .strictObject({
    key: z.string(),
    kind: z.enum(['organismo', 'tramite']),
    id,
    titulo: z.string(),
    detalle: z.string(),
    estado: z.nullable(z.string()),
    fechaInicio: z.nullable(z.string()),
    fechaFin: z.nullable(z.string()),
    addedAt: time,
    refreshedAt: time,
    lastNotifiedDay: z.nullable(day),
  })
  .check(
    z.refine((row) => row.key === favoriteKey(row.kind, row.id), { message: 'la clave no corresponde a su tipo y su id', path: ['key'] }),
  );

// Both ways exact, as errors.ts does for BridgeError: a field added to a row type and not here (or
// here and not there) fails to compile, instead of being dropped or refused at run time.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const exact: [
  Same<z.infer<typeof busquedaSchema>, BusquedaRow>,
  Same<z.infer<typeof postulacionSchema>, PostulacionRow>,
  Same<z.infer<typeof favoritoSchema>, FavoritoRow>,
] = [true, true, true];
void exact;

const respaldoSchema = z.strictObject({
  formato: z.literal(respaldoFormato),
  version: z.literal(respaldoVersion),
  exportado: z.iso.datetime(),
  busquedas: z.array(busquedaSchema),
  postulaciones: z.array(postulacionSchema),
  favoritos: z.array(favoritoSchema),
});

export type Respaldo = z.infer<typeof respaldoSchema>;

/** A refusal's `message` says that nothing was imported, and why; its `detail` is for Detalles técnicos. */
export type RespaldoRead = { ok: true; respaldo: Respaldo } | { ok: false; problem: ProblemText };

/** The file's content, pretty-printed so that a person can read it. */
export function writeRespaldo(rows: PersonalRows, now: Date): string {
  const respaldo: Respaldo = {
    formato: respaldoFormato,
    version: respaldoVersion,
    exportado: now.toISOString(),
    busquedas: rows.busquedas,
    postulaciones: rows.postulaciones,
    favoritos: rows.favoritos,
  };
  return `${JSON.stringify(respaldo, null, 2)}\n`;
}

const refused = (message: string, detail: string | null = null): RespaldoRead => ({ ok: false, problem: { message, detail } });

const notOurs = 'No se importó nada: el archivo no es un respaldo de «Exportar mis datos» del Directorio de Cultura.';

/** Before reading a file: one too large is refused by its size alone. */
export function checkRespaldoSize(bytes: number): ProblemText | null {
  if (bytes <= respaldoMaxBytes) return null;
  const megabytes = (bytes / (1024 * 1024)).toLocaleString('es-AR', { maximumFractionDigits: 1 });
  return {
    message: `No se importó nada: el archivo pesa ${megabytes} MB y un respaldo de mis datos no puede pasar de 20 MB.`,
    detail: `${bytes} bytes`,
  };
}

/** A file's text as a backup, or why it is refused. Nothing here writes. */
export function readRespaldo(text: string): RespaldoRead {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    // Ours but cut short (a copy interrupted, a full disk): the marker is there, the end is not.
    if (text.includes(respaldoFormato)) {
      return refused(
        'No se importó nada: el archivo está incompleto (cortado antes de terminar). Exportá tus datos de nuevo.',
        errorMessage(cause),
      );
    }
    return refused(notOurs, errorMessage(cause));
  }
  if (typeof data !== 'object' || data === null || !('formato' in data) || data.formato !== respaldoFormato) return refused(notOurs);
  const version = 'version' in data ? data.version : undefined;
  if (typeof version === 'number' && Number.isInteger(version) && version > respaldoVersion) {
    return refused(
      `No se importó nada: el archivo es de una versión más nueva de la aplicación (formato ${version}; esta lee hasta el ${respaldoVersion}). Actualizá la aplicación para importarlo.`,
    );
  }
  const parsed = respaldoSchema.safeParse(data);
  if (!parsed.success) {
    const every = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n');
    return refused(invalidRowsMessage(parsed.error.issues), every);
  }
  const repeated = repeatedKey(parsed.data);
  if (repeated !== null) return refused(`No se importó nada: ${repeated}.`);
  return { ok: true, respaldo: parsed.data };
}

/** "Mis convocatorias, fila 2: etapa (valor no admitido: «ganada»), nota (falta)": the first two rows, briefly. */
function invalidRowsMessage(issues: readonly z.core.$ZodIssue[]): string {
  const byRow = new Map<string, string[]>();
  for (const issue of issues) {
    const [table, row, ...field] = issue.path;
    const where =
      typeof table === 'string' && table in personalLabels && typeof row === 'number'
        ? `${personalLabels[table as PersonalTable]}, fila ${row + 1}`
        : 'El archivo';
    const path = typeof row === 'number' ? field.join('.') : fileField(issue.path);
    byRow.set(where, [...(byRow.get(where) ?? []), path === '' ? issue.message : `${path} (${issue.message})`]);
  }
  const rows = [...byRow];
  const lines = rows
    .slice(0, 2)
    .map(
      ([where, problems]) => `${where}: ${problems.slice(0, 3).join(', ')}${problems.length > 3 ? ` y ${problems.length - 3} más` : ''}`,
    );
  const hidden = rows.length - 2;
  const more = hidden > 0 ? ` (y ${hidden} ${hidden === 1 ? 'fila' : 'filas'} más)` : '';
  return `No se importó nada: el archivo tiene datos inválidos. ${lines.join('; ')}${more}.`;
}

/** A field of the file itself by its label ("versión", "Búsquedas guardadas"); '' for the file as a whole. */
function fileField(path: readonly PropertyKey[]): string {
  const [first, ...rest] = path.map(String);
  if (first === undefined) return '';
  return [fileLabels.get(first) ?? first, ...rest].join('.');
}

/** The first key two rows of one table share, said in words; null when every key is unique. */
function repeatedKey(respaldo: Respaldo): string | null {
  const keysOf: Record<PersonalTable, (string | number)[]> = {
    postulaciones: respaldo.postulaciones.map((row) => row.id),
    busquedas: respaldo.busquedas.map((row) => row.id),
    favoritos: respaldo.favoritos.map((row) => row.key),
  };
  for (const table of personalTables) {
    const seen = new Set<string | number>();
    for (const key of keysOf[table]) {
      if (seen.has(key)) return `${personalLabels[table]} tiene dos filas con la misma clave (${key})`;
      seen.add(key);
    }
  }
  return null;
}
