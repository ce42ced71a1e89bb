import { describe, expect, it } from 'vitest';
import { listHref, parentList, parseRoute, rememberList } from '../../src-renderer/router';

describe('routes', () => {
  it('#/configuracion opens the settings view', () => {
    expect(parseRoute('#/configuracion')).toEqual({ view: 'configuracion' });
    expect(parseRoute('#/configuracion/otra')).toEqual({ view: 'not-found', path: '/configuracion/otra' });
    expect(parseRoute('')).toMatchObject({ view: 'convocatorias' });
  });
});

describe('back from a detail', () => {
  it('returns to the list as it was left, and an organismo to the list it was opened from', () => {
    rememberList('#/museos?q=casa');
    expect(parentList(parseRoute('#/organismos/27'))).toBe('museos');
    expect(listHref('museos')).toBe('#/museos?q=casa');
    rememberList('#/convocatorias?estado=abierta');
    expect(parentList(parseRoute('#/convocatorias/3'))).toBe('convocatorias');
    expect(listHref('convocatorias')).toBe('#/convocatorias?estado=abierta');
    expect(listHref('tramites')).toBe('#/tramites');
    expect(parentList(parseRoute('#/configuracion'))).toBeNull();
  });

  it('parses every view and refuses malformed ids', () => {
    expect(parseRoute('#/tramites/12')).toEqual({ view: 'tramite', id: 12 });
    expect(parseRoute('#/institutos')).toMatchObject({ view: 'organismos', list: 'institutos' });
    expect(parseRoute('#/convocatorias/12abc')).toMatchObject({ view: 'not-found' });
    expect(parseRoute('#/museos/3')).toMatchObject({ view: 'not-found' });
  });
});
