/** Expected failures travel as values; only bugs throw. */
export type BridgeError =
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; ms: number }
  | { kind: 'http'; status: number; retryAfterMs: number | null }
  | { kind: 'invalid-response'; message: string }
  | { kind: 'invalid-argument'; message: string }
  | { kind: 'rejected'; message: string }
  | { kind: 'internal'; message: string };

/** The technical detail, for the sync details view and logs. */
export function bridgeErrorDetail(error: BridgeError): string {
  switch (error.kind) {
    case 'timeout':
      return `${error.ms} ms`;
    case 'http':
      return `HTTP ${error.status}`;
    default:
      return error.message;
  }
}

/** Plain Spanish for people; the detail is in bridgeErrorDetail. */
export function describeBridgeError(error: BridgeError): string {
  switch (error.kind) {
    case 'network':
      return 'No se pudo conectar con la API. Revisá la conexión a internet o la URL base en Configuración.';
    case 'timeout':
      return `La API no respondió a tiempo (${Math.round(error.ms / 1000)} s).`;
    case 'http':
      return `La API respondió con el error HTTP ${error.status}.`;
    case 'invalid-response':
      return 'La API devolvió una respuesta incompleta o inválida.';
    case 'invalid-argument':
      return `Pedido inválido (${error.message}).`;
    case 'rejected':
      return error.message;
    case 'internal':
      return `Error interno (${error.message}).`;
  }
}
