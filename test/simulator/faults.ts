// Fault and drift knobs, and the seeded decision of which fault (if any) a
// request gets. All knobs are off by default.

import type { Random } from './random';

export interface Faults {
  /** Delay before every response, in milliseconds. */
  latencyMs: number;
  /** Fraction of requests answered 500/502/503 with a JSON or an HTML body. */
  errorRate: number;
  /** Fraction of requests answered 429 with a Retry-After header. */
  rateLimitRate: number;
  /** Value of Retry-After on 429 responses, in seconds. */
  retryAfterSeconds: number;
  /** Fraction of requests whose socket is destroyed without any response. */
  dropRate: number;
  /** Fraction of requests answered 200 with full headers and a body cut mid-way. */
  truncateRate: number;
  /** 0 = off; after every N answered list GETs of one collection, one record is added at the head and one removed. */
  driftEvery: number;
  /** 0 = off; the server caps `limit` at this value (DRF's max_limit). */
  maxLimit: number;
}

export const noFaults: Readonly<Faults> = {
  latencyMs: 0,
  errorRate: 0,
  rateLimitRate: 0,
  retryAfterSeconds: 1,
  dropRate: 0,
  truncateRate: 0,
  driftEvery: 0,
  maxLimit: 0,
};

const rates = new Set<keyof Faults>(['errorRate', 'rateLimitRate', 'dropRate', 'truncateRate']);
const integers = new Set<keyof Faults>(['retryAfterSeconds', 'driftEvery', 'maxLimit']);

function isKnob(name: string): name is keyof Faults {
  return Object.hasOwn(noFaults, name);
}

/** `current` with `patch` applied; throws RangeError on an unknown knob or a bad value. */
export function mergeFaults(current: Readonly<Faults>, patch: Partial<Faults>): Faults {
  const out: Faults = { ...current };
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (!isKnob(name)) throw new RangeError(`Parámetro de fallas desconocido: ${name}`);
    const ok =
      typeof value === 'number' &&
      Number.isFinite(value) &&
      value >= 0 &&
      (!rates.has(name) || value <= 1) &&
      (!integers.has(name) || Number.isInteger(value));
    if (!ok) throw new RangeError(`Valor inválido para ${name}: ${String(value)}`);
    out[name] = value;
  }
  return out;
}

export type FaultDecision =
  | { kind: 'none' }
  | { kind: 'error'; status: 500 | 502 | 503; html: boolean }
  | { kind: 'rate-limit' }
  | { kind: 'drop' }
  | { kind: 'truncate'; fraction: number };

/**
 * Decides the fault for one request. Always draws exactly three numbers, so the
 * n-th request gets the same decision for a seed whatever the knobs were before.
 * The rates stack: [error | rate limit | drop | truncate | none].
 */
export function decideFault(rng: Random, faults: Readonly<Faults>): FaultDecision {
  const roll = rng.next();
  const detail = rng.next();
  const extra = rng.next();
  let edge = faults.errorRate;
  if (roll < edge) {
    const status = detail < 0.5 ? 500 : detail < 0.75 ? 502 : 503;
    return { kind: 'error', status, html: extra < 0.5 };
  }
  edge += faults.rateLimitRate;
  if (roll < edge) return { kind: 'rate-limit' };
  edge += faults.dropRate;
  if (roll < edge) return { kind: 'drop' };
  edge += faults.truncateRate;
  // Cut somewhere between 10% and 90% of the body.
  if (roll < edge) return { kind: 'truncate', fraction: 0.1 + 0.8 * detail };
  return { kind: 'none' };
}

const reasons: Record<500 | 502 | 503, readonly [string, string]> = {
  500: ['Internal Server Error', 'Error interno del servidor.'],
  502: ['Bad Gateway', 'Puerta de enlace incorrecta.'],
  503: ['Service Temporarily Unavailable', 'Servicio no disponible temporalmente.'],
};

/** Body of an injected 5xx: a Django-style JSON detail or a proxy-style HTML page. */
export function errorResponse(status: 500 | 502 | 503, html: boolean): { contentType: string; body: string } {
  const [reason, detail] = reasons[status];
  if (!html) return { contentType: 'application/json', body: JSON.stringify({ detail }) };
  const body =
    status === 500
      ? '<!doctype html>\n<html lang="es">\n<head>\n  <title>Server Error (500)</title>\n</head>\n<body>\n  <h1>Server Error (500)</h1><p></p>\n</body>\n</html>\n'
      : `<html>\r\n<head><title>${status} ${reason}</title></head>\r\n<body>\r\n<center><h1>${status} ${reason}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
  return { contentType: 'text/html; charset=utf-8', body };
}

export function rateLimitBody(seconds: number): string {
  return JSON.stringify({ detail: `La solicitud fue limitada. Se espera que esté disponible en ${seconds} segundos.` });
}
