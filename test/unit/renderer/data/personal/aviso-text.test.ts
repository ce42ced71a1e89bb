/**
 * A reminder's notice says when the call closes: by its day, "hoy" on the closing day itself (no
 * closing-soon notice follows that day: one notice a day), and in the past tense once it closed.
 * Expected sentences written by hand.
 */
import { describe, expect, it } from 'vitest';
import type { PostulacionRow } from '../../../../../src-renderer/data/cache/db';
import { noticeText } from '../../../../../src-renderer/data/personal/aviso-text';

const today = '2026-11-29';

function reminder(fechaFin: string | null): PostulacionRow {
  return {
    id: 7,
    etapa: 'preparando',
    nota: '',
    recordatorio: today,
    titulo: 'Becas de danza',
    detalle: '',
    estado: 'abierta',
    fechaInicio: '2026-11-01',
    fechaFin,
    addedAt: 0,
    updatedAt: 0,
    refreshedAt: 0,
    lastNotifiedDay: null,
  };
}

describe('noticeText, on a reminder day', () => {
  it('says the call closes today, on a later day, or closed, by its closing day', () => {
    const body = (fechaFin: string | null): string =>
      noticeText({ reason: 'recordatorio', postulacion: reminder(fechaFin), current: null }, today).body;
    expect(body('2026-11-29')).toBe('Hoy es el día que elegiste para «Becas de danza». Cierra hoy.');
    expect(body('2026-11-30')).toBe('Hoy es el día que elegiste para «Becas de danza». Cierra el 30 de noviembre de 2026.');
    expect(body('2026-11-28')).toBe('Hoy es el día que elegiste para «Becas de danza». Cerró el 28 de noviembre de 2026.');
    expect(body(null)).toBe('Hoy es el día que elegiste para «Becas de danza».');
    expect(noticeText({ reason: 'recordatorio', postulacion: reminder(null), current: null }, today).title).toBe(
      'Recordatorio de Mis convocatorias',
    );
  });
});
