/**
 * The images' request hop with the documents' address guard: the host is resolved once, checked
 * (public unicast addresses only, the API's exact origin excepted) and the socket connects to exactly
 * the checked addresses. A refused address throws, so the image is not fetched (nor cached).
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import type { AddressGuard } from '../documents/address-guard';
import type { Hop } from './fetch';

export function guardedHop(guard: AddressGuard): Hop {
  return async (url, init) => {
    const vetted = await guard.vet(url);
    if (!vetted.ok) throw new Error(`${url.hostname}: dirección interna, no se descarga`);
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(
        url,
        { headers: init.headers, signal: init.signal, ...(vetted.lookup === undefined ? {} : { lookup: vetted.lookup }) },
        resolve,
      );
      req.on('error', reject);
      req.end();
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    }
    const status = response.statusCode ?? 502;
    // A Response cannot carry a body with these statuses.
    const bodiless = status === 204 || status === 304;
    if (bodiless) response.resume();
    const body = bodiless ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>);
    return new Response(body, { status, headers });
  };
}
