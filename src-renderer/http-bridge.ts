/**
 * The bridge over HTTP, for browser mode: `POST /bridge/<method>` to the server that served the
 * page, which holds the secret cookie. No reference to `window`: the data service's worker, on
 * the same origin, calls it too.
 */
import type { BridgeResults, DirectorioApi } from '../src-shared/bridge';
import { bridgeMethods, type BridgeMethod } from '../src-shared/channels';
import { errorMessage } from '../src-shared/errors';

export function httpBridge(): DirectorioApi {
  const call = async (method: BridgeMethod, args: unknown): Promise<BridgeResults[BridgeMethod]> => {
    let response: Response;
    try {
      response = await fetch(`/bridge/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(args),
      });
    } catch (cause) {
      return { ok: false, error: { kind: 'network', message: `sin conexión con la aplicación (${errorMessage(cause, { named: true })})` } };
    }
    if (!response.ok) {
      return { ok: false, error: { kind: 'rejected', message: `La aplicación rechazó el pedido (HTTP ${response.status}).` } };
    }
    return (await response.json()) as BridgeResults[BridgeMethod];
  };
  return Object.fromEntries(bridgeMethods.map((method) => [method, (args: unknown) => call(method, args)])) as DirectorioApi;
}
