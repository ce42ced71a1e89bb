import { z } from '../zod';
import { assertNever } from '../assert-never';
import { recordKindOf, type Collection } from './collections';

/** `YYYY-MM-DD` that is a real calendar date. */
const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'fecha no ISO (AAAA-MM-DD)'),
  z.refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'fecha inexistente'),
);

const id = z.int().check(z.positive());

export const autoridadSchema = z.object({
  nombre: z.string(),
  email: z.string(),
  cargo: z.string(),
});

export const organismoSchema = z.object({
  id,
  url: z.string(),
  link: z.string(),
  nombre: z.string(),
  direccion: z.string(),
  telefono: z.string(),
  descripcion: z.string(),
  email: z.string(),
  provincia: z.string(),
  depende_de: z.string(),
  autoridad: z.nullable(autoridadSchema),
});

export const convocatoriaSchema = z.object({
  id,
  url: z.string(),
  link: z.string(),
  imagen: z.nullable(z.string()),
  titulo: z.string(),
  bajada: z.string(),
  cuerpo: z.string(),
  // Unknown values are kept (and flagged by the caller), not rejected: the API may add states.
  estado: z.string(),
  fecha_inicio: isoDate,
  fecha_fin: isoDate,
  documentos: z.array(z.string()),
});

/** The numeric id of a tramite is the last path segment of its `url`. */
export function idFromUrl(url: string): number | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const match = /\/(\d+)\/?$/.exec(path);
  const n = match?.[1] === undefined ? NaN : Number(match[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

const tramiteFields = z.object({
  url: z.string(),
  titulo: z.string(),
  bajada: z.string(),
  cuerpo: z.string(),
  documentos: z.array(z.string()),
});

export const tramiteSchema = z.pipe(
  tramiteFields,
  z.transform((t: z.output<typeof tramiteFields>, ctx) => {
    const derived = idFromUrl(t.url);
    if (derived === null) {
      ctx.issues.push({ code: 'custom', message: 'url sin id numérico al final', path: ['url'], input: t });
      return z.NEVER;
    }
    return { id: derived, ...t };
  }),
);

export type Autoridad = z.infer<typeof autoridadSchema>;
export type Organismo = z.infer<typeof organismoSchema>;
export type Convocatoria = z.infer<typeof convocatoriaSchema>;
export type Tramite = z.output<typeof tramiteSchema>;
export type ApiRecord = Organismo | Convocatoria | Tramite;

/**
 * The most records a list may claim. The real lists hold hundreds; a `count` far beyond this is a
 * broken or hostile answer, and the engine would plan one request per page of it.
 */
export const maxListCount = 10_000_000;

/** Why a `count` is refused, in the words the status bar shows. */
export function countTooLarge(count: number): string {
  const shown = Number.isSafeInteger(count) ? count.toLocaleString('es-AR') : count.toExponential(2);
  return `La API declara ${shown} registros en la lista; la aplicación acepta hasta ${maxListCount.toLocaleString('es-AR')}.`;
}

/** The page envelope; records are validated one by one so one bad record does not sink its page. */
export const envelopeSchema = z.object({
  count: z.number().check(
    z.nonnegative(),
    // Checked first and alone: a count past the cap is reported as that, not as an unsafe integer.
    z.maximum(maxListCount, { error: (issue) => countTooLarge(typeof issue.input === 'number' ? issue.input : Number.NaN), abort: true }),
    z.int(),
  ),
  next: z.nullable(z.string()),
  previous: z.nullable(z.string()),
  results: z.array(z.unknown()),
});

export const rejectSchema = z.object({
  position: z.int().check(z.nonnegative()),
  id: z.nullable(z.number()),
  reason: z.string(),
});
export type Reject = z.infer<typeof rejectSchema>;

export function recordSchemaOf(collection: Collection): z.ZodMiniType<ApiRecord> {
  const kind = recordKindOf(collection);
  switch (kind) {
    case 'organismo':
      return organismoSchema;
    case 'convocatoria':
      return convocatoriaSchema;
    case 'tramite':
      return tramiteSchema;
    default:
      return assertNever(kind);
  }
}

export type ParsedRecord = { ok: true; record: ApiRecord } | { ok: false; id: number | null; reason: string };

/** Validates one record; a failure says why in one line, naming the fields. */
export function parseRecord(collection: Collection, raw: unknown): ParsedRecord {
  const parsed = recordSchemaOf(collection).safeParse(raw);
  if (parsed.success) return { ok: true, record: parsed.data };
  return { ok: false, id: rawId(collection, raw), reason: describeIssues(parsed.error) };
}

function rawId(collection: Collection, raw: unknown): number | null {
  if (typeof raw !== 'object' || raw === null) return null;
  if (recordKindOf(collection) === 'tramite') {
    const url: unknown = (raw as { url?: unknown }).url;
    return typeof url === 'string' ? idFromUrl(url) : null;
  }
  const value: unknown = (raw as { id?: unknown }).id;
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
