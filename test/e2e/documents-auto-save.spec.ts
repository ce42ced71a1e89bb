/**
 * A followed call's documents are saved by themselves (issue 25, item 2): choosing an etapa in the
 * reader saves every document the call lists, without a click on *Guardar sin conexión*; the box
 * says which were saved that way, which could not be and why, and which copy has no text to search.
 * Their text is then searchable with *Buscar también en los documentos*, online and after the
 * simulator stops. What to expect (the word, its page) comes from the simulator's own texts.
 */
import type { Locator } from '@playwright/test';
import { codeWord } from '../simulator/document-text';
import { fold, htmlToText, simulatorConvocatorias } from './expected';
import { expect, startApp, test } from './fixtures';
import { MisConvocatoriasView } from './mis-convocatorias-pages';
import { ConvocatoriasView } from './pages';

test.use({ viewport: { width: 1366, height: 768 } });

const titulo = 'Convocatoria de Documentos Guardados Solos 2026';
/** A bases file of its own: its code word is no other call's. */
const basesFile = 'bases_y_condiciones_guardadas_solas_2026.pdf';

test('following a call saves its documents by themselves, and their text is searched, also offline', async ({ page }) => {
  const app = await startApp({ seed: 2, sizes: { convocatorias: 30, organismos: 10, tramites: 5 } });
  let running = true;
  try {
    // As the simulator keeps them (paths), and as the API lists them (absolute).
    const paths = {
      bases: `/media/uploads/${basesFile}`,
      escaneo: '/media/uploads/bases_escaneadas_2026.pdf',
      anexo: '/media/uploads/anexo_i_guardado_solo_2026.odt',
    };
    // Outside the uploads, where the simulator answers 404 (listed absolute: it makes only upload paths so).
    const falta = `${app.simulator.url}/media/otros/formulario_perdido.pdf`;
    const links = Object.fromEntries(Object.entries(paths).map(([key, path]) => [key, `${app.simulator.url}${path}`])) as typeof paths;
    const id = app.simulator.insert('convocatorias', {
      titulo,
      bajada: 'Sus documentos se guardan al seguirla.',
      cuerpo: `<p>Leé las <a href="${links.bases}">Bases y condiciones</a> y el <a href="${links.anexo}">Anexo I</a>.</p>`,
      estado: 'abierta',
      fecha_inicio: '2026-01-05',
      fecha_fin: '2026-12-20',
      documentos: [...Object.values(paths), falta],
    });
    const pages = (app.simulator.documentText(links.bases) ?? []).map((p) => [p.heading, ...p.lines].join(' '));
    const word = codeWord(basesFile)?.word ?? '';
    const page1 = pages.findIndex((text) => fold(text).includes(word)) + 1;
    expect(page1).toBeGreaterThan(1);
    const calls = simulatorConvocatorias(app.simulator);
    // Only the documents can match the word: no record's own text, and no other call's document, holds it.
    expect(calls.filter((c) => fold(`${c.titulo} ${c.bajada} ${htmlToText(c.cuerpo)}`).includes(word))).toEqual([]);
    const otherDocuments = calls.flatMap((c) => (c.id === id ? [] : c.documentos));
    expect(
      otherDocuments.filter((url) => (app.simulator.documentText(url) ?? []).some((p) => fold(p.lines.join(' ')).includes(word))),
    ).toEqual([]);

    const view = new ConvocatoriasView(page);
    await view.goto(app.web.url);
    await view.waitForSyncedCount(calls.length);
    await view.searchFor(titulo);
    await view.open(titulo);
    const box = view.documents;
    const row = (name: string): Locator => box.getByRole('listitem').filter({ hasText: name });
    await expect(box.getByRole('button', { name: 'Guardar sin conexión: Bases y condiciones', exact: true })).toBeVisible();

    await new MisConvocatoriasView(page).etapa().selectOption({ label: 'Me interesa' });

    await expect(row('Bases y condiciones')).toContainText('Autoguardado ·');
    await expect(row('Anexo I')).toContainText('Autoguardado ·');
    await expect(row('Bases escaneadas')).toContainText('Autoguardado ·');
    await expect(row('Bases escaneadas')).toContainText('El documento no tiene texto (es una imagen escaneada): sin texto para buscar.', {
      timeout: 30_000,
    });
    await expect(row('Formulario perdido')).toContainText('No se pudo guardar automáticamente: el documento ya no está en el servidor.');
    await expect(box.getByTestId('saved-summary')).toContainText('Se guardan automáticamente mientras sigas esta convocatoria.');

    // The list, searching the documents too: the word lists the call, with its page.
    await view.searchFor('');
    const docs = view.panel.getByRole('checkbox', { name: 'Buscar también en los documentos' });
    await docs.check();
    await expect(view.panel.getByText('Busca en 1 PDF guardado. 1 sin texto para buscar')).toBeVisible({ timeout: 30_000 });
    const expectFound = async (): Promise<void> => {
      await view.searchFor(word);
      await view.expectCount(1);
      const listed = view.rows.filter({ has: page.locator(`a[href^="#/convocatorias/${id}?"]`) });
      await expect(listed.getByTestId('row-document-hit').locator('.row-doc-place')).toHaveText(`en Bases y condiciones, pág. ${page1}`);
    };
    await expectFound();

    running = false;
    await app.simulator.close();
    await view.reloadOffline();
    await expect(docs).toBeChecked();
    await expectFound();
  } finally {
    await app.web.close();
    if (running) await app.simulator.close();
  }
});
