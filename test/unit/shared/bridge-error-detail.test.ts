/**
 * A refusal main words for people keeps its technical part in its own field: the words say the
 * sentence alone, the detail says the system's words, and the field survives the worker's check.
 */
import { describe, expect, it } from 'vitest';
import { bridgeErrorDetail, bridgeErrorSchema, describeBridgeError, type BridgeError } from '../../../src-shared/errors';

const full: BridgeError = { kind: 'rejected', message: 'No se pudo guardar la configuración.', detail: 'ENOSPC: no space left on device' };

describe('a rejected error with a detail', () => {
  it('is said in words without the detail, and the detail is the technical part', () => {
    expect(describeBridgeError(full)).toBe('No se pudo guardar la configuración.');
    expect(bridgeErrorDetail(full)).toBe('ENOSPC: no space left on device');
  });

  it('without a detail, the detail is its message (nothing else to show)', () => {
    expect(bridgeErrorDetail({ kind: 'rejected', message: 'Remitente no autorizado' })).toBe('Remitente no autorizado');
  });

  it('crosses the worker boundary with its detail, and a detail that is not text is refused', () => {
    expect(bridgeErrorSchema.parse(full)).toEqual(full);
    expect(bridgeErrorSchema.safeParse({ ...full, detail: 404 }).success).toBe(false);
  });
});
