/**
 * The Spanish words for a refused value, through real parses with the app's zod (src-shared/zod.ts,
 * which makes them every parse's messages, with no option to pass): what each kind of refusal reads as, values shown as a person reads them (cut short, even those JSON cannot write), and a
 * schema's own message winning over the words. Expected texts written here by hand.
 */
import { describe, expect, it } from 'vitest';
import { z } from '../../../src-shared/zod';

/** The message of the first refusal of `value` by `schema`. */
function refusal(schema: z.ZodMiniType, value: unknown): string {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('the value was accepted');
  return parsed.error.issues[0]?.message ?? '';
}

describe('the Spanish words for a refused value', () => {
  it('names a missing field, and the type a value should have had', () => {
    expect(refusal(z.object({ titulo: z.string() }), {})).toBe('falta');
    expect(refusal(z.string(), 5)).toBe('no es un texto');
    expect(refusal(z.number(), 'cinco')).toBe('no es un número');
    expect(refusal(z.boolean(), 'sí')).toBe('no es sí o no');
    expect(refusal(z.array(z.string()), 'a')).toBe('no es una lista');
    expect(refusal(z.object({}), 'a')).toBe('no es un objeto');
  });

  it('names a missing field that takes one value or a few as missing, never as a value «undefined»', () => {
    expect(refusal(z.object({ version: z.literal(1) }), {})).toBe('falta');
    expect(refusal(z.object({ etapa: z.enum(['interesa', 'preparando']) }), {})).toBe('falta');
  });

  it('quotes a value not admitted, cut short when long', () => {
    expect(refusal(z.enum(['interesa', 'preparando']), 'ganada')).toBe('valor no admitido: «ganada»');
    expect(refusal(z.literal(1), 2)).toBe('valor no admitido: 2');
    const long = 'x'.repeat(60);
    expect(refusal(z.literal('a'), long)).toBe(`valor no admitido: «${'x'.repeat(38)}…`);
  });

  it('names a value JSON cannot write without throwing', () => {
    expect(refusal(z.literal(1), 10n)).toBe('valor no admitido: 10');
    const circular: { self?: unknown } = {};
    circular.self = circular;
    expect(refusal(z.literal(1), circular)).toBe('valor no admitido: un valor ilegible');
  });

  it('words unknown fields, ranges and formats', () => {
    expect(refusal(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 })).toBe('campos desconocidos: b, c');
    expect(refusal(z.number().check(z.maximum(10)), 11)).toBe('fuera de rango');
    expect(refusal(z.string().check(z.minLength(2)), 'a')).toBe('fuera de rango');
    expect(refusal(z.string().check(z.regex(/^\d+$/)), 'a1')).toBe('formato inválido');
  });

  it("leaves a schema's own message as it is", () => {
    expect(refusal(z.string().check(z.minLength(1, { error: 'no puede quedar vacío' })), '')).toBe('no puede quedar vacío');
    expect(refusal(z.string({ error: 'una dirección, como texto' }), 3)).toBe('una dirección, como texto');
  });
});
