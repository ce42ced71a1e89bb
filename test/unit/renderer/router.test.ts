import { describe, expect, it } from 'vitest';
import { listHref, listOf, parseRoute, recordHref, rememberList } from '../../../src-renderer/router';

describe('routes', () => {
  it('#/configuracion opens the settings view', () => {
    expect(parseRoute('#/configuracion')).toEqual({ view: 'configuracion' });
    expect(parseRoute('#/configuracion/otra')).toEqual({ view: 'not-found', path: '/configuracion/otra' });
    expect(parseRoute('')).toMatchObject({ view: 'convocatorias', id: null });
  });

  it('a record opens inside its list, which keeps its filters in the query', () => {
    const route = parseRoute('#/convocatorias/42?estado=abierta&q=danza');
    expect(route).toMatchObject({ view: 'convocatorias', id: 42 });
    expect(route.view === 'convocatorias' && route.params.get('estado')).toBe('abierta');
    expect(parseRoute('#/museos/7')).toMatchObject({ view: 'organismos', list: 'museos', id: 7 });
    expect(parseRoute('#/organismos/7')).toMatchObject({ view: 'organismos', list: 'organismos', id: 7 });
    expect(parseRoute('#/tramites/12')).toMatchObject({ view: 'tramites', id: 12 });
    expect(parseRoute('#/institutos')).toMatchObject({ view: 'organismos', list: 'institutos', id: null });
    expect(recordHref('museos', 7, new URLSearchParams('provincia=Salta'))).toBe('#/museos/7?provincia=Salta');
    expect(recordHref('tramites', 3)).toBe('#/tramites/3');
  });

  it('refuses malformed ids and unknown views', () => {
    expect(parseRoute('#/convocatorias/12abc')).toMatchObject({ view: 'not-found' });
    expect(parseRoute('#/convocatorias/1/2')).toMatchObject({ view: 'not-found' });
    expect(parseRoute('#/favoritos/3')).toMatchObject({ view: 'not-found' });
    expect(parseRoute('#/favoritos')).toMatchObject({ view: 'mis-convocatorias', id: null });
    expect(parseRoute('#/mis-convocatorias/12?orden=titulo')).toMatchObject({ view: 'mis-convocatorias', id: 12 });
    expect(parseRoute('#/otra')).toMatchObject({ view: 'not-found' });
  });
});

describe('back to the list', () => {
  it('returns to the list as it was left, from the list or from a record opened in it', () => {
    rememberList('#/museos?q=casa');
    expect(listHref('museos')).toBe('#/museos?q=casa');
    rememberList('#/convocatorias/3?estado=abierta');
    expect(listHref('convocatorias')).toBe('#/convocatorias?estado=abierta');
    expect(listHref('tramites')).toBe('#/tramites');
    expect(listOf(parseRoute('#/programas/9'))).toBe('programas');
    expect(listOf(parseRoute('#/configuracion'))).toBeNull();
  });

  it('leaves behind the document the record had open in the viewer', () => {
    rememberList('#/tramites/4?q=dni&ver=https%3A%2F%2Fx.ar%2Fa.pdf&pag=2');
    expect(listHref('tramites')).toBe('#/tramites?q=dni');
  });
});
