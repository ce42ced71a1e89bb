import { describe, expect, it } from 'vitest';
import { parseRoute } from '../../src-renderer/router';

describe('routes', () => {
  it('#/configuracion opens the settings view', () => {
    expect(parseRoute('#/configuracion')).toEqual({ view: 'configuracion' });
    expect(parseRoute('#/configuracion/otra')).toEqual({ view: 'not-found', path: '/configuracion/otra' });
    expect(parseRoute('')).toMatchObject({ view: 'convocatorias' });
  });
});
