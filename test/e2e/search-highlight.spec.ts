/**
 * Search that shows why: the words a search matched are marked in the rows and in the reader, as
 * written (accents and case kept), exactly where the search found them; a row that matched only in
 * its body shows a few words around the hit. The word and every expected mark come from the
 * simulator's raw records through the test's own few lines (search-expected.ts).
 */
import { fold, htmlToText, simulatorConvocatorias, todayInBuenosAires } from './expected';
import { expect, test } from './fixtures';
import { ConvocatoriasView } from './pages';
import { bodyOccurrences, occurrences, pickSearchCase } from './search-expected';

test.use({ viewport: { width: 1366, height: 768 } });

test('a search marks its word in the rows and the reader, and a row matched in its body shows the hit', async ({
  syncedPage: page,
  app,
}) => {
  const all = simulatorConvocatorias(app.simulator);
  const { word, folded, matches, bodyOnly, inTitle } = pickSearchCase(all, todayInBuenosAires());
  test.info().annotations.push({ type: 'word', description: `${word}: ${matches.length} convocatorias` });
  const view = new ConvocatoriasView(page);
  await view.goto(app.web.url, '#/convocatorias?estado=todas&orden=oficial');
  await view.waitForSyncedCount(all.length);

  // Typed without accents and in capitals: the marks keep the text as written.
  await view.searchFor(folded.toUpperCase());
  await view.expectCount(matches.length);
  await expect(view.rows.locator('.row-title')).toHaveText(matches.map((c) => c.titulo));

  for (const c of matches) {
    const row = view.row(c.titulo);
    await expect(row.locator('.row-title mark'), `marks in the title of ${c.id}`).toHaveText(occurrences(c.titulo, folded));
    const hit = row.getByTestId('row-hit');
    if (fold(`${c.titulo} ${c.bajada}`).includes(folded)) {
      await expect(hit, `${c.id} matched in its title or bajada: no hit line`).toHaveCount(0);
      continue;
    }
    // The first place the body has the word, marked, with the words around it.
    const first = occurrences(htmlToText(c.cuerpo), folded)[0];
    await expect(hit, `${c.id} matched in its body`).toBeVisible();
    await expect(hit.locator('mark').first()).toHaveText(first ?? '');
    for (const text of await hit.locator('mark').allTextContents()) expect(fold(text)).toBe(folded);
    // The title gives that line to the hit: one line, whole on hover.
    await expect(row.locator('.row-title')).toHaveAttribute('title', c.titulo);
  }
  expect(matches.filter((c) => fold(`${c.titulo} ${c.bajada}`).includes(folded)).length).toBeLessThan(matches.length);

  // The reader marks the same word in the title, the bajada and the sanitized body.
  for (const c of [bodyOnly, inTitle]) {
    await view.open(c.titulo);
    await expect(view.title.locator('mark'), `marks in the reader's title of ${c.id}`).toHaveText(occurrences(c.titulo, folded));
    await expect(view.reader.locator('.lead mark')).toHaveText(occurrences(c.bajada, folded));
    await expect(view.body.locator('mark'), `marks in the body of ${c.id}`).toHaveText(bodyOccurrences(c.cuerpo, folded));
  }
  expect(bodyOccurrences(bodyOnly.cuerpo, folded).length).toBeGreaterThan(0);
  expect(occurrences(inTitle.titulo, folded).length).toBeGreaterThan(0);
  // Some of the marks above have accents or capitals the typed word lacks: they are the text as written.
  const written = [...bodyOccurrences(bodyOnly.cuerpo, folded), ...occurrences(inTitle.titulo, folded)];
  expect(written.some((text) => text !== fold(text))).toBe(true);
  expect(fold(word)).not.toBe(word.toLowerCase());

  // Without the search, nothing is marked.
  await view.searchFor('');
  await expect(view.rows.first()).toBeVisible();
  await expect(page.locator('mark')).toHaveCount(0);
});
