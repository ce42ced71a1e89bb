import { describe, expect, it } from 'vitest';
import { convocatoriaSchema, envelopeSchema, idFromUrl, organismoSchema, parseRecord } from '../../../../src-shared/api';
import { realConvocatorias, realMuseosEnvelope, realOrganismos } from '../../support/fixtures';

describe('API schemas against the real records', () => {
  it('accepts every real convocatoria', () => {
    expect(realConvocatorias.length).toBe(47);
    for (const raw of realConvocatorias) {
      const parsed = convocatoriaSchema.safeParse(raw);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });

  it('keeps the real values untouched (entities, CRLF, null imagen, URL documentos)', () => {
    const byId = new Map(realConvocatorias.map((raw) => [(raw as { id: number }).id, convocatoriaSchema.parse(raw)]));
    expect(byId.get(13742)?.imagen).toBeNull();
    expect(byId.get(13647)?.documentos).toHaveLength(2);
    expect(byId.get(13647)?.documentos[0]).toMatch(/^https:\/\/www\.cultura\.gob\.ar\/media\/.+\.pdf$/);
    expect(byId.get(3162)?.cuerpo).toBe('');
    expect(byId.get(13993)?.cuerpo).toContain('&iquest;Qu&eacute; es?');
    expect(byId.get(13993)?.cuerpo).toContain('\r\n');
    expect(byId.get(8294)?.bajada).toContain('\r\n');
  });

  it('accepts the real museos envelope and organismo records', () => {
    expect(envelopeSchema.safeParse(realMuseosEnvelope).success).toBe(true);
    for (const raw of realOrganismos) expect(organismoSchema.safeParse(raw).success).toBe(true);
  });

  it('rejects a record with a reason naming each field and its fault in Spanish, and keeps its id', () => {
    const bad = { ...(realConvocatorias[0] as object), fecha_fin: '2024-02-31', titulo: 7 };
    const parsed = parseRecord('convocatorias', bad);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.id).toBe(13993);
    expect(parsed.reason).toBe('titulo: no es un texto; fecha_fin: fecha inexistente');
    expect(parseRecord('convocatorias', 'texto')).toMatchObject({ ok: false, id: null });
    expect(parseRecord('organismos', { ...(realOrganismos[0] as object), id: 2.5 })).toMatchObject({ ok: false });
  });

  it('keeps an unknown estado (it is flagged by the app, not rejected)', () => {
    const parsed = parseRecord('convocatorias', { ...(realConvocatorias[0] as object), estado: 'suspendida' });
    expect(parsed.ok).toBe(true);
  });

  it('derives a tramite id from the last path segment of its url', () => {
    expect(idFromUrl('https://www.cultura.gob.ar/api/v2.0/tramites/123/?format=api')).toBe(123);
    expect(idFromUrl('https://www.cultura.gob.ar/api/v2.0/tramites/123')).toBe(123);
    expect(idFromUrl('https://www.cultura.gob.ar/api/v2.0/tramites/')).toBeNull();
    expect(idFromUrl('no es una url')).toBeNull();
    const tramite = { url: 'http://x.test/api/v2.0/tramites/9/', titulo: 't', bajada: 'b', cuerpo: '', documentos: [] };
    expect(parseRecord('tramites', tramite)).toMatchObject({ ok: true, record: { id: 9 } });
    expect(parseRecord('tramites', { ...tramite, url: 'http://x.test/sin-id/' })).toMatchObject({ ok: false, id: null });
  });
});
