/** The sync in words: the status bar's one line and the Sincronización page's line per collection. */
import { collectionLabels } from '../../../src-shared/api/collections';
import type { Collection } from '../../../src-shared/api';
import { assertNever } from '../../../src-shared/assert-never';
import { describeBridgeError, type BridgeError } from '../../../src-shared/errors';
import type { SyncOutcome, SyncProgress } from '../../../src-shared/sync';
import type { SyncStateRow } from '../../data/sync/controller';
import { ago, agoShort, type ConnectionView } from '../../data/sync/connection';
import { formatCount } from '../../ui/format';

/** Why a run did not complete, short and lower case, to follow "no se completó: ". */
export function failureReason(error: BridgeError | null): string {
  if (error === null) return 'la API cambió durante la descarga y no se pudo conciliar';
  switch (error.kind) {
    case 'network':
      return 'no se pudo conectar con la API';
    case 'timeout':
      return 'la API no respondió a tiempo';
    case 'http':
      // The status itself is under Detalles técnicos.
      if (error.status === 429) return 'la API pidió esperar (demasiados pedidos)';
      return error.status >= 500 ? 'la API falló' : 'la API rechazó el pedido';
    case 'invalid-response':
      return 'la API devolvió una respuesta inválida';
    case 'invalid-argument':
      return 'la aplicación hizo un pedido inválido';
    case 'rejected':
    case 'internal':
      // These carry their own sentence (a refused answer of the API, a storage failure).
      return asClause(error.message);
    case 'cancelled':
      return 'se canceló';
    default:
      return assertNever(error);
  }
}

/** "La API redirige a X." → "la API redirige a X", to follow "no terminó: ". */
function asClause(sentence: string): string {
  const trimmed = sentence.trim().replace(/\.$/, '');
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/** The outcome that explains a failed run: the first failure that was not a cancellation, if any. */
export function failedOutcome(outcomes: readonly SyncOutcome[]): SyncOutcome | undefined {
  const failed = outcomes.filter((outcome) => !outcome.complete);
  return failed.find((outcome) => outcome.error?.kind !== 'cancelled') ?? failed[0];
}

export interface FailureText {
  /** One line for the status bar. */
  short: string;
  /** Everything, for its title and for people who want the whole sentence. */
  full: string;
}

/** What the reason alone leaves out: what to do about it, or the detail of the app's own refusal. */
function failureHint(outcome: SyncOutcome): string | null {
  const { error } = outcome;
  if (error === null) return outcome.problem;
  switch (error.kind) {
    case 'network':
      return 'Revisá la conexión a internet o la URL base en Configuración.';
    case 'timeout':
      return `Se esperó ${Math.round(error.ms / 1000)} s cada respuesta.`;
    case 'http':
    case 'invalid-response':
      return 'Probá de nuevo más tarde.';
    case 'invalid-argument':
      return 'Es una falla de la aplicación: los Detalles técnicos de Sincronización dicen cuál.';
    case 'rejected':
    case 'internal':
    case 'cancelled':
      return null;
    default:
      return assertNever(error);
  }
}

export function describeFailure(outcome: SyncOutcome, lastComplete: number | null, now: number): FailureText {
  const short =
    outcome.error?.kind === 'cancelled'
      ? describeBridgeError(outcome.error)
      : `La sincronización no terminó: ${failureReason(outcome.error)}.`;
  const kept =
    lastComplete === null
      ? 'Se conservan los datos anteriores.'
      : `Se conservan los datos anteriores (última sincronización completa ${ago(lastComplete, now)}).`;
  // A run the API's changes defeated: the engine's own sentence says what `short` does, with its
  // detail ("La API cambió durante la descarga (faltó la posición 30) y no se pudo conciliar…").
  const lead = outcome.error === null && outcome.problem !== null ? 'La sincronización no terminó.' : short;
  return { short, full: [lead, failureHint(outcome), kept].filter((part) => part !== null).join(' ') };
}

/**
 * The idle status bar in one line that is true whatever mix it tells: how old the data on screen
 * is (the last time every collection completed, maybe in an earlier session), then what this
 * session knows of the API. "Datos actualizados hace 2 min · sin consultar la API en esta sesión".
 */
export function idleLine(lastComplete: number | null, connection: ConnectionView, now: number): { text: string; title: string } {
  const data = lastComplete === null ? 'Sin sincronización completa todavía' : `Datos actualizados ${agoShort(lastComplete, now)}`;
  const dataSentence =
    lastComplete === null
      ? 'Ninguna sincronización terminó completa todavía.'
      : `Datos de la última sincronización completa, ${ago(lastComplete, now)}.`;
  return { text: `${data} · ${connection.part}`, title: `${dataSentence} ${connection.sentence}` };
}

/** The whole run at a glance: the collections sync side by side, so their progress adds up. */
export interface RunProgress {
  /** List entries downloaded so far, over every collection. */
  fetched: number;
  /** What every collection holds, once each has said (its first page); null before. */
  total: number | null;
  /** Collections done, of how many. */
  done: number;
  of: number;
  retries: number;
}

export function runProgress(progress: Partial<Record<Collection, SyncProgress>>, of: number): RunProgress | null {
  const each = Object.values(progress);
  if (each.length === 0) return null;
  const counted = each.length === of && each.every((p) => p.total !== null);
  return {
    fetched: each.reduce((sum, p) => sum + p.fetched, 0),
    total: counted ? each.reduce((sum, p) => sum + (p.total ?? 0), 0) : null,
    done: each.filter((p) => p.phase === 'done').length,
    of,
    retries: each.reduce((sum, p) => sum + p.retries, 0),
  };
}

/** What the status bar says while a run is under way. */
export function progressLine(run: RunProgress): string {
  const total = run.total === null ? '' : ` de ${formatCount(run.total)}`;
  const retries = run.retries > 0 ? ` (reintentando: ${formatCount(run.retries)})` : '';
  return `Sincronizando: ${formatCount(run.fetched)}${total} registros descargados · ${run.done} de ${run.of} listas al día${retries}`;
}

const active = new Set(['waiting', 'counting', 'fetching', 'verifying', 'reconciling']);

export type LineTone = 'ok' | 'busy' | 'problem' | 'none';

export interface CollectionLine {
  tone: LineTone;
  text: string;
}

function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** What a collection's records are called: "855 convocatorias", "1 museo" (the official order's: entries). */
const nouns: Record<Collection, [string, string]> = {
  organismos: ['organismo', 'organismos'],
  programas: ['programa', 'programas'],
  museos: ['museo', 'museos'],
  institutos: ['instituto', 'institutos'],
  convocatorias: ['convocatoria', 'convocatorias'],
  'convocatorias/ordenadas': ['entrada', 'entradas'],
  tramites: ['trámite', 'trámites'],
};

/**
 * "855 convocatorias · al día · hace 2 minutos", "no se completó: …", "sincronizando 300 de 1.000".
 * `held`, when given, is the number to name instead of what the last run stored (the convocatorias
 * the cache holds, which the list shows). The official order names no number: it orders the same
 * convocatorias, and a second figure beside theirs (855 and 859) would read as two answers.
 */
export function collectionLine(
  state: SyncStateRow | undefined,
  progress: SyncProgress | undefined,
  outcome: SyncOutcome | undefined,
  running: boolean,
  now: number,
  held?: number,
): CollectionLine {
  if (running && progress !== undefined && active.has(progress.phase)) {
    if (progress.phase === 'waiting' || progress.phase === 'counting') return { tone: 'busy', text: 'sincronizando: empezando' };
    if (progress.phase === 'reconciling') return { tone: 'busy', text: 'la API cambió durante la descarga: descargando de nuevo' };
    const total = progress.total === null ? '' : ` de ${formatCount(progress.total)}`;
    const verb = progress.phase === 'verifying' ? 'verificando' : 'sincronizando';
    return { tone: 'busy', text: `${verb} ${formatCount(progress.fetched)}${total}` };
  }
  if (running && progress === undefined) return { tone: 'busy', text: 'en espera' };
  const named = state?.collection === 'convocatorias/ordenadas' ? null : (held ?? state?.stored ?? 0);
  const [one, many] = state === undefined ? ['registro', 'registros'] : nouns[state.collection];
  const stored = named === null ? '' : ` · ${plural(named, one, many)}`;
  const since = state?.lastCompleteAt == null ? 'nunca completa' : `última completa ${ago(state.lastCompleteAt, now)}`;
  if (outcome !== undefined && !outcome.complete)
    return { tone: 'problem', text: `no se completó: ${failureReason(outcome.error)}${stored} · ${since}` };
  if (state === undefined) return { tone: 'none', text: 'nunca sincronizada' };
  if (state.problem !== null) return { tone: 'problem', text: `no se completó${stored} · ${since}` };
  // A run that began but never ended: the app was closed or reloaded during it.
  if (state.running) return { tone: 'problem', text: `interrumpida${stored} · ${since}` };
  if (state.lastCompleteAt === null) return { tone: 'none', text: 'nunca sincronizada' };
  const count = named === null ? '' : `${plural(named, one, many)} · `;
  return { tone: 'ok', text: `${count}al día · ${ago(state.lastCompleteAt, now)}` };
}

/** "3 registros rechazados · 1 advertencia", or null when the API sent nothing to refuse or flag. */
export function problemsLine(state: SyncStateRow | undefined): string | null {
  if (state === undefined) return null;
  const parts = [
    state.rejects.length > 0 ? plural(state.rejects.length, 'registro rechazado', 'registros rechazados') : null,
    state.warnings.length > 0 ? plural(state.warnings.length, 'advertencia', 'advertencias') : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}

export function collectionTitle(collection: Collection): string {
  const label = collectionLabels[collection];
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The last complete runs of the plain list and of the official order, and the convocatorias held. */
export interface OrderFigures {
  list: Pick<SyncStateRow, 'count' | 'stored' | 'rejects'>;
  order: Pick<SyncStateRow, 'count' | 'stored' | 'rejects'>;
  /** Convocatorias the cache holds, each once. */
  held: number;
}

/**
 * Why the API's convocatorias (855) and its official order (859) differ, in words; null when they
 * agree. Entries beyond the convocatorias they name (and the refused ones) repeat one; the
 * convocatorias held beyond the plain list's are named only by the order.
 */
export function orderNote({ list, order, held }: OrderFigures): string | null {
  const listed = list.count ?? list.stored;
  const ordered = order.count ?? order.stored;
  const repeated = Math.max(0, ordered - order.stored - order.rejects.length);
  const onlyInOrder = Math.max(0, held - list.stored);
  if (ordered === listed && repeated === 0 && onlyInOrder === 0) return null;
  const why = [
    repeated > 0 ? `${plural(repeated, 'entrada repite', 'entradas repiten')} una convocatoria` : null,
    onlyInOrder > 0 ? `${plural(onlyInOrder, 'convocatoria figura', 'convocatorias figuran')} solo en el orden oficial` : null,
  ].filter((part): part is string => part !== null);
  const refused = list.rejects.length + order.rejects.length > 0 ? ', sin las rechazadas' : '';
  return (
    `La API lista ${plural(listed, 'convocatoria', 'convocatorias')} y su orden oficial tiene ` +
    `${plural(ordered, 'entrada', 'entradas')}${why.length === 0 ? '' : ` (${why.join('; ')})`}. ` +
    `La aplicación guarda cada convocatoria una vez${refused}: ${plural(held, 'convocatoria', 'convocatorias')}.`
  );
}
