/** Bytes through JSON: `{"$bytes":"<base64>"}` out and a Uint8Array back, and nothing else touched. */
import { describe, expect, it } from 'vitest';
import { bytesReplacer, bytesReviver } from '../../../src-shared/bytes-json';

const roundTrip = (value: unknown): unknown => JSON.parse(JSON.stringify(value, bytesReplacer), bytesReviver);

describe('bytes through JSON', () => {
  it('writes bytes as base64 under $bytes', () => {
    // "%PDF" is JVBERg== in base64 (RFC 4648 by hand).
    expect(JSON.stringify({ ok: true, bytes: new Uint8Array([37, 80, 68, 70]) }, bytesReplacer)).toBe(
      '{"ok":true,"bytes":{"$bytes":"JVBERg=="}}',
    );
  });

  it('brings every byte value back, nested anywhere, a Node Buffer included', () => {
    const every = new Uint8Array(Array.from({ length: 70_000 }, (_, index) => (index * 7) % 256));
    const result = roundTrip({ a: [{ b: every }], c: Buffer.from([0, 255, 128]), d: new Uint8Array(0) }) as Record<string, unknown>;
    expect(result).toEqual({ a: [{ b: every }], c: new Uint8Array([0, 255, 128]), d: new Uint8Array(0) });
    expect((result.c as object).constructor).toBe(Uint8Array);
  });

  it('leaves objects alone that only look alike', () => {
    const lookalikes = [{ $bytes: 'JVBERg==', otro: 1 }, { $bytes: 5 }, { $bytes: 'no es base64!' }, { $bytes: 'abc' }, ['$bytes']];
    expect(JSON.parse(JSON.stringify(lookalikes), bytesReviver)).toEqual(lookalikes);
    expect(roundTrip({ texto: 'hola', número: 3, nada: null })).toEqual({ texto: 'hola', número: 3, nada: null });
  });
});
