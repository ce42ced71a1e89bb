/**
 * Buscar también en los documentos: the texts of saved documents, written into the cache's
 * `documentTexts` table with the page's own IndexedDB (as the extraction will write them), are
 * searched from the convocatorias list. The expected calls and pages come from the rows this test
 * wrote, through its own few lines; the choice is off by default and kept in the address (`docs=1`)
 * across a reload. With DOC_SEARCH_SCREENS set to a folder, it also leaves screenshots there.
 */
import { axeViolations } from './axe';
import { fold, htmlToText, simulatorConvocatorias } from './expected';
import { expect, test } from './fixtures';
import { ConvocatoriasView } from './pages';
import { putDocumentTexts } from './document-texts';

interface TextRow {
  key: string;
  kind: 'convocatoria' | 'tramite';
  ownerId: number;
  url: string;
  name: string;
  outcome: { kind: 'text'; pages: string[] } | { kind: 'problem'; problem: { kind: 'encrypted' } };
  extractedAt: string;
}

const word = 'zarandeo';

test.use({ viewport: { width: 1366, height: 768 } });

test('a word only in saved documents lists exactly their calls, each with its page and the viewer’s address', async ({ page, app }) => {
  const all = simulatorConvocatorias(app.simulator).sort((a, b) => a.id - b.id);
  // The word is in no record's own text: only the documents can match it.
  expect(all.filter((c) => fold(`${c.titulo} ${c.bajada} ${htmlToText(c.cuerpo)}`).includes(word))).toEqual([]);
  const [c0, c1, c2, c3, c4] = all;
  if (c0 === undefined || c1 === undefined || c2 === undefined || c3 === undefined || c4 === undefined) throw new Error('corpus chico');
  const row = (kind: TextRow['kind'], ownerId: number, file: string, name: string, outcome: TextRow['outcome']): TextRow => {
    const url = `https://www.cultura.gob.ar/media/uploads/${ownerId}/${file}`;
    return { key: `${kind}-${ownerId} ${url}`, kind, ownerId, url, name, outcome, extractedAt: '2026-11-27T10:00:00.000Z' };
  };
  const text = (...pages: string[]): TextRow['outcome'] => ({ kind: 'text', pages });
  const rows = [
    row('convocatoria', c0.id, 'bases y condiciones.pdf', 'Bases y condiciones', text('Bases generales', 'Del ZARANDÉO de la obra', 'Fin')),
    row(
      'convocatoria',
      c1.id,
      'formulario.pdf',
      'Formulario de inscripción',
      text('uno', 'dos', 'tres', 'Un zarandéo en la página cuatro'),
    ),
    // Split over two pages: no word runs over a page's end.
    row('convocatoria', c2.id, 'bases.pdf', 'Bases', text('Presentar el zaran', 'deo')),
    row('convocatoria', c3.id, 'protegido.pdf', 'Protegido', { kind: 'problem', problem: { kind: 'encrypted' } }),
    row('convocatoria', c4.id, 'bases.pdf', 'Bases', text('Nada que ver')),
    // A trámite's document, with the id of a call that has no match of its own.
    row('tramite', c4.id, 'guia.pdf', 'Guía', text('Zarandeo')),
  ];
  // What the list must show: each call whose own document's text has the word, on the first page that has it.
  const expected = rows.flatMap((r) => {
    if (r.kind !== 'convocatoria' || r.outcome.kind !== 'text') return [];
    const page = r.outcome.pages.findIndex((p) => fold(p).includes(word));
    return page < 0 ? [] : [{ id: r.ownerId, url: r.url, place: `en ${r.name}, pág. ${page + 1}`, page: page + 1 }];
  });
  expect(expected.map((e) => e.id)).toEqual([c0.id, c1.id]);

  const view = new ConvocatoriasView(page);
  await view.goto(app.web.url, '#/convocatorias?estado=todas&orden=oficial');
  await view.waitForSyncedCount(all.length);
  const docs = view.panel.getByRole('checkbox', { name: 'Buscar también en los documentos' });
  // Nothing saved yet: the note says there is no PDF to look in (only PDFs' text is read).
  await docs.check();
  await expect(view.panel.getByText('Todavía no hay PDF guardados sin conexión para buscar en ellos.')).toBeVisible();
  await docs.uncheck();
  // The texts are written beside the app, not through it: a reload reads them.
  await putDocumentTexts(page, rows);
  await page.reload();
  await view.waitForSyncedCount(all.length);

  await expect(docs).not.toBeChecked();
  await view.searchFor(word.toUpperCase());
  await view.expectCount(0);
  await expect(page).not.toHaveURL(/docs=1/);

  await docs.check();
  await expect(page).toHaveURL(/[?&]docs=1(&|$)/);
  await expect(view.panel.getByText('Busca en 4 PDF guardados.')).toBeVisible();
  await view.expectCount(expected.length);
  const check = async (): Promise<void> => {
    for (const e of expected) {
      const listed = view.rows.filter({ has: page.locator(`a[href^="#/convocatorias/${e.id}?"]`) });
      await expect(listed).toHaveCount(1);
      const hit = listed.getByTestId('row-document-hit');
      await expect(hit.locator('.row-doc-place')).toHaveText(e.place);
      await expect(hit.locator('mark')).toHaveText([/^zarand[eé]o$/i]);
      const href = await listed.getByRole('link').getAttribute('href');
      expect(href).toMatch(/[?&]docs=1(&|$)/);
      expect(href).toContain(`&ver=${encodeURIComponent(e.url)}&pag=${e.page}`);
      expect(new URLSearchParams(href?.split('?')[1]).get('ver')).toBe(e.url);
    }
  };
  await check();
  // The choice, its note and the rows' document lines pass axe, in both schemes.
  expect(await axeViolations(page)).toEqual([]);

  // The choice is in the address: a reload keeps it, and the same rows.
  await page.reload();
  await expect(docs).toBeChecked();
  await expect(view.search).toHaveValue(word.toUpperCase());
  await view.expectCount(expected.length);
  await check();

  const screens = process.env.DOC_SEARCH_SCREENS;
  if (screens !== undefined) {
    await view.searchFor('');
    await putDocumentTexts(page, [
      row(
        'convocatoria',
        c2.id,
        'bases.pdf',
        'Bases y condiciones',
        text(
          'Requisitos',
          'El jurado estará integrado por tres personas de reconocida trayectoria en las artes, designadas por la Dirección Nacional.',
        ),
      ),
    ]);
    await page.reload();
    await view.searchFor('jurado');
    for (const size of [
      { width: 1366, height: 768 },
      { width: 1024, height: 700 },
    ]) {
      await page.setViewportSize(size);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.screenshot({ path: `${screens}/docsearch-${size.width}-${colorScheme}.png`, animations: 'disabled' });
      }
    }
  }
});
