import { z } from './zod';
import { assertNever } from './assert-never';

/**
 * Expected failures travel as values; only bugs throw. They cross postMessage, IPC and HTTP as
 * copies, so the kind says what one is: nothing is recognised by `===` on the object.
 */
export type BridgeError =
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; ms: number }
  | { kind: 'http'; status: number; retryAfterMs: number | null }
  | { kind: 'invalid-response'; message: string }
  | { kind: 'invalid-argument'; message: string }
  /** `message` is for people; `detail` (an errno code, a program's message) only for Detalles técnicos. */
  | { kind: 'rejected'; message: string; detail?: string }
  | { kind: 'internal'; message: string }
  /** The user's Cancelar: the request was never sent, the run stopped. */
  | { kind: 'cancelled' };

/** A BridgeError arriving from another context (a worker's message, another tab's). */
export const bridgeErrorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('network'), message: z.string() }),
  z.object({ kind: z.literal('timeout'), ms: z.number() }),
  z.object({ kind: z.literal('http'), status: z.int(), retryAfterMs: z.nullable(z.number()) }),
  z.object({ kind: z.literal('rejected'), message: z.string(), detail: z.exactOptional(z.string()) }),
  z.object({ kind: z.enum(['invalid-response', 'invalid-argument', 'internal']), message: z.string() }),
  z.object({ kind: z.literal('cancelled') }),
]);
// Both ways exact: a kind added to BridgeError and not here fails to compile, instead of being
// dropped as a bad message at run time.
type Parsed = z.infer<typeof bridgeErrorSchema>;
const sameKinds: [Exclude<BridgeError['kind'], Parsed['kind']>, Exclude<Parsed['kind'], BridgeError['kind']>] extends [never, never]
  ? true
  : false = true;
void sameKinds;
const parsesToBridgeError: z.ZodMiniType<BridgeError> = bridgeErrorSchema;
void parsesToBridgeError;

/** The technical detail, for the sync details view and logs. */
export function bridgeErrorDetail(error: BridgeError): string {
  switch (error.kind) {
    case 'timeout':
      return `${error.ms} ms`;
    case 'http':
      return `HTTP ${error.status}`;
    case 'cancelled':
      return 'cancelada';
    case 'rejected':
      return error.detail ?? error.message;
    case 'network':
    case 'invalid-response':
    case 'invalid-argument':
    case 'internal':
      return error.message;
    default:
      return assertNever(error);
  }
}

/**
 * Plain Spanish for people, with no code or message of a program in it: views that can show it
 * put bridgeErrorDetail under "Detalles técnicos" (Problem's `detail`, the Sincronización page).
 */
export function describeBridgeError(error: BridgeError): string {
  switch (error.kind) {
    case 'network':
      return 'No se pudo conectar con la API. Revisá la conexión a internet o la URL base en Configuración.';
    case 'timeout':
      return `La API no respondió a tiempo (${Math.round(error.ms / 1000)} s).`;
    case 'http':
      return error.status >= 500 ? 'La API falló. Probá de nuevo más tarde.' : 'La API rechazó el pedido.';
    case 'invalid-response':
      return 'La API devolvió una respuesta incompleta o inválida.';
    case 'invalid-argument':
      return 'La aplicación hizo un pedido inválido.';
    case 'rejected':
      return error.message;
    case 'internal':
      return 'Falló algo dentro de la aplicación.';
    case 'cancelled':
      return 'Sincronización cancelada.';
    default:
      return assertNever(error);
  }
}

/** What a person reads of a bridge error, and (under Detalles técnicos) its kind and detail. */
export function bridgeProblem(error: BridgeError): { message: string; detail: string } {
  return { message: describeBridgeError(error), detail: `${error.kind}: ${bridgeErrorDetail(error)}` };
}

/**
 * A thrown value as one line of text: an error's message (its name when the message is empty),
 * then the message of the error that caused it (fetch puts the network's there). `named` puts the
 * error's name first ("RangeError: fuera de rango"), where an unexpected failure is reported.
 */
export function errorMessage(cause: unknown, { named = false }: { named?: boolean } = {}): string {
  if (!(cause instanceof Error)) return String(cause);
  const own = cause.message === '' ? cause.name : named ? `${cause.name}: ${cause.message}` : cause.message;
  const inner = cause.cause;
  return inner instanceof Error && inner.message !== '' ? `${own}: ${inner.message}` : own;
}
