/**
 * The search inside documents end to end, through the app's own save and extraction: a few calls'
 * multi-page bases are saved with *Guardar sin conexión*, the simulator is stopped, and each
 * document's code word (on a page after the first) lists exactly the saved calls whose documents
 * hold it, with that page; opening one shows the viewer on that page, the word marked. Which calls,
 * words and pages to expect comes from the simulator's own texts of the saved documents.
 */
import { codeWord } from '../simulator/document-text';
import { fold, htmlToText, simulatorConvocatorias, type Convocatoria } from './expected';
import { expect, startApp, test } from './fixtures';
import { ConvocatoriasView } from './pages';

/** A saved document: its call, its address and the text of each of its pages, as the simulator draws them. */
interface Saved {
  call: Convocatoria;
  url: string;
  pages: string[];
}

test.use({ viewport: { width: 1366, height: 768 } });

test('offline, a word inside saved PDFs lists exactly their calls with its page, and opens the viewer there', async ({ page }) => {
  const app = await startApp({ seed: 2, sizes: { convocatorias: 30, organismos: 10, tramites: 5 } });
  let running = true;
  try {
    const calls = simulatorConvocatorias(app.simulator);
    const multiPage = calls.flatMap((call) =>
      call.documentos.flatMap((url): Saved[] => {
        const text = app.simulator.documentText(url);
        return text !== null && text.length > 1 ? [{ call, url, pages: text.map((p) => [p.heading, ...p.lines].join(' ')) }] : [];
      }),
    );
    const wordOf = (s: Saved): string => codeWord(s.url.slice(s.url.lastIndexOf('/') + 1))?.word ?? '';
    const firstPage = (s: Saved, word: string): number => s.pages.findIndex((p) => fold(p).includes(word)) + 1;
    // The two whose word lies deepest, and one whose address other calls list too (unsaved there).
    const deepest = [...multiPage].sort((a, b) => firstPage(b, wordOf(b)) - firstPage(a, wordOf(a))).slice(0, 2);
    const shared = multiPage.find((s) => !deepest.includes(s) && multiPage.some((o) => o !== s && o.url === s.url));
    if (deepest.length < 2 || shared === undefined) throw new Error('corpus sin documentos de varias páginas');
    const saved = [...deepest, shared];
    for (const s of saved) {
      const word = wordOf(s);
      expect(firstPage(s, word)).toBeGreaterThan(1);
      // No record's own text holds the word: only the documents can match it.
      expect(calls.filter((c) => fold(`${c.titulo} ${c.bajada} ${htmlToText(c.cuerpo)}`).includes(word))).toEqual([]);
    }
    expect(multiPage.filter((s) => s.url === shared.url).length).toBeGreaterThan(1);

    const view = new ConvocatoriasView(page);
    await view.goto(app.web.url);
    await view.waitForSyncedCount(calls.length);
    const names = new Map<Saved, string>();
    for (const s of saved) names.set(s, await saveDocument(view, s));

    // Back in the list without leaving the page (a reload now would drop the extraction under way),
    // the box ticked: the texts are in once the search says so.
    await view.searchFor('');
    const docs = view.panel.getByRole('checkbox', { name: 'Buscar también en los documentos' });
    await docs.check();
    await expect(view.panel.getByText(`Busca en ${saved.length} PDF guardados.`)).toBeVisible({ timeout: 30_000 });

    running = false;
    await app.simulator.close();
    await view.reloadOffline();
    await expect(docs).toBeChecked();

    for (const word of new Set(saved.map(wordOf))) {
      const expected = saved.filter((s) => firstPage(s, word) > 0);
      await view.searchFor(word);
      await view.expectCount(expected.length);
      for (const e of expected) {
        const listed = view.rows.filter({ has: page.locator(`a[href^="#/convocatorias/${e.call.id}?"]`) });
        await expect(listed).toHaveCount(1);
        await expect(listed.getByTestId('row-document-hit').locator('.row-doc-place')).toHaveText(
          `en ${names.get(e)}, pág. ${firstPage(e, word)}`,
        );
      }
    }

    // The deepest word's call, opened from its row: the viewer on that page, of all the PDF's pages, the word marked.
    const [deep] = deepest;
    if (deep === undefined) throw new Error('sin documento');
    const word = wordOf(deep);
    const number = firstPage(deep, word);
    await view.searchFor(word);
    await view.expectCount(1);
    const link = view.rows.locator(`a[href^="#/convocatorias/${deep.call.id}?"]`);
    expect(await link.getAttribute('href')).toContain(`&ver=${encodeURIComponent(deep.url)}&pag=${number}`);
    await link.click();
    const viewer = page.getByTestId('viewer');
    await expect(viewer.getByLabel('Página', { exact: true })).toHaveValue(String(number));
    await expect(viewer.getByTestId('viewer-count')).toHaveText(`de ${deep.pages.length}`);
    await expect(viewer.getByRole('searchbox', { name: 'Buscar en el documento' })).toHaveValue(word);
    const shown = viewer.locator(`.viewer-page[data-page="${number}"]`);
    await expect(shown.locator('.textLayer')).toContainText(`Página ${number} de ${deep.pages.length}`);
    await expect(shown.locator('mark.viewer-hit')).toHaveText([new RegExp(`^${word}$`, 'i')]);
  } finally {
    await app.web.close();
    if (running) await app.simulator.close();
  }
});

/** Opens the call and saves the document at `s.url` with its own button; returns its name, as the box shows it. */
async function saveDocument(view: ConvocatoriasView, s: Saved): Promise<string> {
  await view.searchFor(s.call.titulo);
  await view.open(s.call.titulo);
  const box = view.documents;
  const label = await box.locator(`a[href="${s.url}"][aria-label^="Abrir: "]`).getAttribute('aria-label');
  const name = (label ?? '').slice('Abrir: '.length);
  await box.getByRole('button', { name: `Guardar sin conexión: ${name}`, exact: true }).click();
  await expect(box.getByRole('listitem').filter({ hasText: name })).toContainText('Guardado ·');
  return name;
}
