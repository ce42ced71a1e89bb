import { describe, expect, it } from 'vitest';
import { isApiRecordLink } from '../../../../../src-renderer/features/organismos/api-link';

describe('isApiRecordLink', () => {
  it.each([
    'https://www.cultura.gob.ar/api/v2.0/organismos/',
    'https://www.cultura.gob.ar/api/v2.0/organismos/9/',
    'https://www.cultura.gob.ar/api/v2.0/organismos/27/?format=api',
    'https://www.cultura.gob.ar/api/v2.0/organismos',
    'https://www.cultura.gob.ar/api/v2.0/organismos/27',
    'http://localhost:3000/api/v1.0/cultura/organismos/5/',
  ])('takes %s for the API, not a page', (link) => {
    expect(isApiRecordLink(link)).toBe(true);
  });

  it.each([
    // Real organismos' pages (test/fixtures/real): under /institucional/organismos/, not /api/.
    'https://www.cultura.gob.ar/institucional/organismos/museos/comision-nacional-de-la-manzana-de-las-luces/',
    'https://www.cultura.gob.ar/institucional/organismos/',
    'https://www.cultura.gob.ar/api-cultural/organismos/9/',
    'https://www.cultura.gob.ar/api/v2.0/organismos/9/miembros/',
    'https://www.cultura.gob.ar/api/v2.0/convocatorias/13611/',
    'https://museo.example.org/',
    'no es una dirección',
    '',
  ])('keeps %s as a page', (link) => {
    expect(isApiRecordLink(link)).toBe(false);
  });
});
