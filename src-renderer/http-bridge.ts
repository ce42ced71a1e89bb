/**
 * The bridge over HTTP, for browser mode: `POST /bridge/<method>` to the server that served the
 * page, with the session's secret in a header (see browser-session.ts). No reference to `window`:
 * the data service's worker, on the same origin, calls it too, with the secret the page gave it.
 */
import type { BridgeResults, DirectorioApi } from '../src-shared/bridge';
import { sessionHeader } from '../src-shared/browser-session';
import { bytesReviver } from '../src-shared/bytes-json';
import { bridgeMethods, type BridgeMethod } from '../src-shared/channels';
import { errorMessage } from '../src-shared/errors';
import { noSessionText } from './browser-session';

/** `secret` is null in a tab opened without the launch token: every call then says what to do. */
export function httpBridge(secret: string | null): DirectorioApi {
  const call = async (method: BridgeMethod, args: unknown): Promise<BridgeResults[BridgeMethod]> => {
    if (secret === null) {
      return { ok: false, error: { kind: 'rejected', message: noSessionText } };
    }
    let response: Response;
    try {
      response = await fetch(`/bridge/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [sessionHeader]: secret },
        credentials: 'same-origin',
        body: JSON.stringify(args),
      });
    } catch (cause) {
      return { ok: false, error: { kind: 'network', message: `sin conexión con la aplicación (${errorMessage(cause, { named: true })})` } };
    }
    if (!response.ok) {
      return { ok: false, error: { kind: 'rejected', message: 'La aplicación rechazó el pedido.', detail: `HTTP ${response.status}` } };
    }
    // Bytes arrive as `{"$bytes":"<base64>"}` (src-shared/bytes-json.ts): revived into a Uint8Array, as IPC hands them.
    return JSON.parse(await response.text(), bytesReviver) as BridgeResults[BridgeMethod];
  };
  return Object.fromEntries(bridgeMethods.map((method) => [method, (args: unknown) => call(method, args)])) as DirectorioApi;
}
