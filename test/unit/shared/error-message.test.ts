/** One way to turn a thrown value into text: what each kind of value reads as. */
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../src-shared/errors';

describe('errorMessage', () => {
  it("says an error's message, or its name when the message is empty", () => {
    expect(errorMessage(new Error('disco lleno'))).toBe('disco lleno');
    expect(errorMessage(new TypeError(''))).toBe('TypeError');
    expect(errorMessage(new DOMException('', 'AbortError'))).toBe('AbortError');
  });

  it('adds the message of the error that caused it, when there is one', () => {
    const fetchFailed = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
    expect(errorMessage(fetchFailed)).toBe('fetch failed: connect ECONNREFUSED 127.0.0.1:9');
    expect(errorMessage(new Error('falló', { cause: new Error('') }))).toBe('falló');
    expect(errorMessage(new Error('falló', { cause: 'sin detalle' }))).toBe('falló');
  });

  it('puts the name first when asked, for reports of an unexpected failure', () => {
    expect(errorMessage(new RangeError('fuera de rango'), { named: true })).toBe('RangeError: fuera de rango');
    expect(errorMessage(new Error('x'), { named: true })).toBe('Error: x');
    expect(errorMessage(new TypeError(''), { named: true })).toBe('TypeError');
    expect(errorMessage(new Error('a', { cause: new Error('b') }), { named: true })).toBe('Error: a: b');
  });

  it('writes any other thrown value as text', () => {
    expect(errorMessage('sin lugar')).toBe('sin lugar');
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage(null)).toBe('null');
    expect(errorMessage(undefined, { named: true })).toBe('undefined');
  });
});
