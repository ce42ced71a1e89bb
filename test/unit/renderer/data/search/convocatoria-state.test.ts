import { describe, expect, it } from 'vitest';
import {
  closingChip,
  convocatoriaState,
  startChip,
  daysUntil,
  stateOf,
  urgency,
  vencidaText,
} from '../../../../../src-renderer/data/search/convocatoria-state';

const today = '2026-11-23';
const abierta = (fechaFin: string) => ({ estado: 'abierta', fechaFin });

describe('the state of a convocatoria, against today in Argentina', () => {
  it('Abierta closes today or later; Vencida is abierta for the API with its day past; Cerrada is cerrada', () => {
    expect(stateOf(abierta('2026-11-23'), today)).toBe('abierta');
    expect(stateOf(abierta('2027-01-10'), today)).toBe('abierta');
    expect(stateOf(abierta('2026-11-22'), today)).toBe('vencida');
    expect(stateOf(abierta('2019-05-14'), today)).toBe('vencida');
    expect(stateOf({ estado: 'cerrada', fechaFin: '2026-12-31' }, today)).toBe('cerrada');
    expect(stateOf({ estado: 'cerrada', fechaFin: '2019-05-14' }, today)).toBe('cerrada');
  });

  it('keeps an unknown estado as it came, and an abierta without a readable day as open', () => {
    expect(convocatoriaState({ estado: 'suspendida', fechaFin: '2026-11-30' }, today)).toEqual({ known: false, estado: 'suspendida' });
    expect(stateOf({ estado: 'Abierta', fechaFin: '2026-11-30' }, today)).toBeNull();
    expect(stateOf(abierta(''), today)).toBe('abierta');
  });

  it('says why a Vencida is grey', () => {
    expect(vencidaText('2019-05-14')).toBe('La API la publica como abierta; cerró el 14/05/2019');
  });
});

describe('the start chip', () => {
  const dates = (estado: string, fechaInicio: string, fechaFin = '2027-03-01') => ({ estado, fechaInicio, fechaFin });

  it('counts calendar days to the first day of an abierta that has not begun, far ones by their day', () => {
    expect(startChip(dates('abierta', '2026-11-24'), today)).toBe('Empieza mañana');
    expect(startChip(dates('abierta', '2026-12-01'), today)).toBe('Empieza en 8 días');
    expect(startChip(dates('abierta', '2027-01-22'), today)).toBe('Empieza en 60 días');
    expect(startChip(dates('abierta', '2027-01-23'), today)).toBe('Empieza el 23/01/2027');
    expect(startChip(dates('abierta', '2026-12-01', ''), today)).toBe('Empieza en 8 días');
  });

  it('has none once the dates have begun, for a call that is not abierta today, or for a first day that is no day', () => {
    expect(startChip(dates('abierta', '2026-11-23'), today)).toBeNull();
    expect(startChip(dates('abierta', '2026-01-10'), today)).toBeNull();
    expect(startChip(dates('cerrada', '2026-12-01'), today)).toBeNull();
    expect(startChip(dates('suspendida', '2026-12-01'), today)).toBeNull();
    // A Ya cerró (its closing day passed) whose first day is after it: the dates are wrong, and the call closed.
    expect(startChip(dates('abierta', '2026-12-01', '2026-11-20'), today)).toBeNull();
    expect(startChip(dates('abierta', '2026-02-30'), today)).toBeNull();
    expect(startChip(dates('abierta', '2026-12-10', '2026-12-05'), today)).toBeNull();
    expect(startChip(dates('abierta', '2026-12-05', '2026-12-05'), today)).toBe('Empieza en 12 días');
    expect(startChip(dates('abierta', ''), today)).toBeNull();
  });
});

describe('the closing chip', () => {
  it('counts calendar days to or since the closing day', () => {
    expect(closingChip(abierta('2026-11-23'), today)).toBe('Cierra hoy');
    expect(closingChip(abierta('2026-11-24'), today)).toBe('Cierra mañana');
    expect(closingChip(abierta('2026-11-28'), today)).toBe('Cierra en 5 días');
    expect(closingChip(abierta('2027-01-22'), today)).toBe('Cierra en 60 días');
    expect(closingChip(abierta('2027-01-23'), today)).toBe('Cierra el 23/01/2027');
    expect(closingChip(abierta('2026-11-22'), today)).toBe('Cerró ayer');
    expect(closingChip(abierta('2026-11-20'), today)).toBe('Cerró hace 3 días');
    expect(closingChip({ estado: 'cerrada', fechaFin: '2026-11-20' }, today)).toBe('Cerró hace 3 días');
    expect(closingChip(abierta('2019-05-14'), today)).toBe('Cerró el 14/05/2019');
  });

  it('crosses months, years and a leap day by the calendar', () => {
    expect(closingChip(abierta('2027-01-01'), '2026-12-31')).toBe('Cierra mañana');
    expect(closingChip(abierta('2028-03-01'), '2028-02-28')).toBe('Cierra en 2 días');
    expect(daysUntil('2019-05-14', today)).toBe(-2750);
    // Years below 100 are years of the first century, not of the 1900s.
    expect(daysUntil('0099-01-01', '0098-12-31')).toBe(1);
  });

  it('has no chip for a day the calendar does not have', () => {
    expect(closingChip(abierta('2026-02-29'), today)).toBeNull();
    expect(closingChip(abierta('2026-13-01'), today)).toBeNull();
    expect(closingChip(abierta('2026-04-31'), today)).toBeNull();
    expect(closingChip(abierta('2026-11-00'), today)).toBeNull();
    expect(daysUntil('2028-02-29', '2028-02-28')).toBe(1);
    expect(daysUntil('28/02/2028', today)).toBeNull();
  });

  it('does not count down to the day of a call the API already closed', () => {
    expect(closingChip({ estado: 'cerrada', fechaFin: '2026-11-28' }, today)).toBe('Cierre previsto el 28/11/2026');
    expect(urgency({ estado: 'cerrada', fechaFin: '2026-11-24' }, today)).toBe('pasado');
  });

  it('marks how soon', () => {
    expect(urgency(abierta('2026-11-25'), today)).toBe('pronto');
    expect(urgency(abierta('2026-11-30'), today)).toBe('semana');
    expect(urgency(abierta('2026-12-01'), today)).toBe('lejos');
    expect(urgency(abierta('2026-11-01'), today)).toBe('pasado');
  });
});
