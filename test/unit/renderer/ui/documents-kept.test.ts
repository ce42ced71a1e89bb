// @vitest-environment jsdom
/**
 * The Documentos box of a record whose documents are saved by themselves: which copy came that way,
 * why a link could not be saved, that the record's documents keep being saved while it is followed,
 * and a saved copy the search cannot look into, with why. The bridge a fake preload, the cache in
 * fake-indexeddb; the sentences written by hand.
 */
import 'fake-indexeddb/auto';
import { createElement } from 'react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { BridgeResults } from '../../../../src-shared/bridge';
import type { DocumentTextRow } from '../../../../src-renderer/data/cache/db';
import { fakePreload, testSettings } from '../../support/fake-preload';
import { postulacion } from '../../support/personal-rows';
import { rootForEachTest } from '../../support/react-root';
import { visibleText } from '../../support/technical-details';
import { until } from '../../support/until';

const site = 'https://www.cultura.gob.ar/media/uploads/';
const bases = `${site}bases.pdf`;
const escaneo = `${site}escaneo.pdf`;
const enorme = `${site}enorme.pdf`;
const file = (name: string, size: number) => ({ name, url: `${site}${name}`, size, savedAt: '2026-11-27T10:00:00.000Z' });
const listed: BridgeResults['listSavedDocuments'] = {
  ok: true,
  saved: { files: [file('bases.pdf', 2048), file('escaneo.pdf', 1024)], count: 2, totalBytes: 3072 },
};
window.directorio = fakePreload(() => testSettings, { listSavedDocuments: () => Promise.resolve(listed) });
afterAll(() => {
  Reflect.deleteProperty(window, 'directorio');
});

const { Documents } = await import('../../../../src-renderer/ui/Documents');
const { autoSaves } = await import('../../../../src-renderer/data/documents/auto-save-state');
const { db } = await import('../../../../src-renderer/data/cache/db');
const mounted = rootForEachTest();

beforeEach(async () => {
  await Promise.all([db.postulaciones.clear(), db.documentTexts.clear()]);
  autoSaves.set(new Map());
});

/** The text row of the convocatoria `id`'s document at `url`, read with `outcome`. */
const textRow = (id: number, url: string, name: string, outcome: DocumentTextRow['outcome']): DocumentTextRow => ({
  key: `convocatoria-${id} ${url}`,
  kind: 'convocatoria',
  ownerId: id,
  url,
  name,
  outcome,
  extractedAt: '2026-11-27T10:00:00.000Z',
});

/** The text of the row naming `name`. */
const row = (host: HTMLElement, name: string): string =>
  visibleText([...host.querySelectorAll('.document-row')].find((li) => li.textContent.includes(name)) ?? host);

async function shown(id: number): Promise<HTMLElement> {
  mounted.render(createElement(Documents, { urls: [bases, escaneo, enorme], owner: { kind: 'convocatoria', id } }));
  const host = mounted.host();
  await until(() => host.textContent.includes('Se guardan automáticamente') && host.textContent.includes('sin texto para buscar'), {
    react: true,
    state: () => host.innerHTML,
  });
  return host;
}

describe('the Documentos box of a followed convocatoria', () => {
  it('says which copies were saved by themselves, which link failed and why, and which copy has no text', async () => {
    await db.postulaciones.put(postulacion(31));
    await db.documentTexts.put(textRow(31, bases, 'Bases', { kind: 'text', pages: ['Artículo 1'] }));
    await db.documentTexts.put(textRow(31, escaneo, 'Escaneo', { kind: 'problem', problem: { kind: 'no-text' } }));
    autoSaves.set(
      new Map([
        [
          'convocatoria-31',
          {
            saving: [],
            saved: [bases],
            failures: new Map([
              [enorme, { message: 'No se pudo guardar automáticamente: supera el máximo de 25 MB por documento.', detail: null }],
            ]),
            listed: null,
          },
        ],
      ]),
    );
    const host = await shown(31);

    expect(row(host, 'Bases')).toContain('Autoguardado · 2 kB');
    expect(row(host, 'Bases')).not.toContain('texto para buscar');
    expect(row(host, 'Escaneo')).toContain('Guardado · 1 kB');
    expect(row(host, 'Escaneo')).toContain(
      'Guardado · 1 kBAbrirAbrir en el sitioEl documento no tiene texto (es una imagen escaneada): sin texto para buscar.',
    );
    expect(row(host, 'Enorme')).toContain('No se pudo guardar automáticamente: supera el máximo de 25 MB por documento.');
    expect(host.querySelector('[data-testid="saved-summary"]')?.textContent).toBe(
      '2 documentos guardados en este equipo (3 kB). Se guardan automáticamente mientras sigas esta convocatoria.',
    );
  });

  it('a convocatoria not followed: no word of saving by themselves', async () => {
    await db.documentTexts.put(textRow(32, escaneo, 'Escaneo', { kind: 'problem', problem: { kind: 'encrypted' } }));
    mounted.render(createElement(Documents, { urls: [bases, escaneo, enorme], owner: { kind: 'convocatoria', id: 32 } }));
    const host = mounted.host();
    await until(() => host.textContent.includes('Sin texto'), { react: true, state: () => host.innerHTML });
    expect(host.querySelector('[data-testid="saved-summary"]')?.textContent).toBe('2 documentos guardados en este equipo (3 kB).');
    expect(row(host, 'Escaneo')).toContain(
      'Sin texto para buscar. El documento está protegido con contraseña: no se puede mostrar ni buscar en él.',
    );
  });
});
