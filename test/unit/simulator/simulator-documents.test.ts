/**
 * The simulator serves the documents its generated records list, from its own origin: valid
 * PDFs, DOCX and ODT files (stored zips) with their content types, the same bytes every time,
 * and a 404 for any other upload.
 */
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../simulator/server';

let sim: Simulator;
let documents: string[];

beforeAll(async () => {
  sim = await startSimulator({ seed: 3, now: new Date('2026-03-02T12:00:00Z'), sizes: { convocatorias: 200, tramites: 40 } });
  documents = [...sim.records('convocatorias'), ...sim.records('tramites')].flatMap((r) => r['documentos'] as string[]);
});
afterAll(() => sim.close());

async function get(url: string, method = 'GET'): Promise<{ status: number; type: string | null; length: string | null; body: Buffer }> {
  const res = await fetch(url, { method });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    length: res.headers.get('content-length'),
    body: Buffer.from(await res.arrayBuffer()),
  };
}

/** The first document of a type the generator names (bases, reglamento, formulario, anexo), not one of the bad PDFs. */
function first(extension: string): string {
  const generated = /\/media\/uploads\/(bases_y_condiciones|reglamento|formulario_de_inscripcion|anexo_i)[_.]/;
  const found = documents.find((d) => d.startsWith(`${sim.url}/media/uploads/`) && generated.test(d) && d.endsWith(`.${extension}`));
  if (found === undefined) throw new Error(`no .${extension} document in the corpus`);
  return found;
}

/** The entries of a zip, walking its local file headers (all stored, as the simulator makes them). */
function zipEntries(zip: Buffer): { name: string; data: Buffer; crc: number }[] {
  const entries: { name: string; data: Buffer; crc: number }[] = [];
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    expect(zip.readUInt16LE(at + 8), 'compression method: stored').toBe(0);
    const crc = zip.readUInt32LE(at + 14);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extraLength;
    entries.push({ name, data: zip.subarray(start, start + size), crc });
    at = start + size;
  }
  expect(zip.readUInt32LE(at), 'the central directory follows the entries').toBe(0x02014b50);
  expect(zip.readUInt32LE(zip.length - 22), 'end of central directory record').toBe(0x06054b50);
  expect(zip.readUInt16LE(zip.length - 12), 'entry count').toBe(entries.length);
  return entries;
}

describe('documents on the simulator', () => {
  it('generated records list documents on the simulator; real records keep the real site', () => {
    expect(documents.some((d) => d.startsWith(`${sim.url}/media/uploads/`))).toBe(true);
    for (const d of documents) expect(d).toMatch(new RegExp(`^(${sim.url}|https://www\\.cultura\\.gob\\.ar)/media/uploads/`));
    expect(documents.some((d) => d.endsWith('.docx'))).toBe(true);
    expect(documents.some((d) => d.endsWith('.odt'))).toBe(true);
  });

  it('serves a valid PDF: header, %%EOF, and an xref whose offsets point at each object', async () => {
    const url = first('pdf');
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.length).toBe(String(res.body.length));
    const text = res.body.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const [, firstObject, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
    expect(firstObject).toBe('0');
    const rows = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + Number(count));
    expect(rows[0]).toBe('0000000000 65535 f ');
    for (const [n, row] of rows.entries()) {
      if (n === 0) continue;
      const offset = Number(row.slice(0, 10));
      expect(row.endsWith(' 00000 n '), row).toBe(true);
      expect(text.slice(offset, offset + `${n} 0 obj`.length), `object ${n}`).toBe(`${n} 0 obj`);
    }
    // The page names the document and whose it is.
    const file = url.slice(url.lastIndexOf('/') + 1, -'.pdf'.length);
    expect(text).toContain(file.replace(/_/g, ' ').slice(1));
    expect(text).toMatch(/\((Convocatoria|Trámite): /);
    // A stream's declared length is its real length.
    const stream = /\/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text);
    expect(stream?.[2]?.length).toBe(Number(stream?.[1]));
  });

  it('serves the same bytes every time, and HEAD gives the headers alone', async () => {
    const url = first('pdf');
    const [a, b, head] = await Promise.all([get(url), get(url), get(url, 'HEAD')]);
    expect(a.body.equals(b.body)).toBe(true);
    expect(head.status).toBe(200);
    expect(head.length).toBe(String(a.body.length));
    expect(head.body.length).toBe(0);
  });

  it('serves a DOCX: a zip with [Content_Types].xml, the package relation and word/document.xml', async () => {
    const res = await get(first('docx'));
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const entries = zipEntries(res.body);
    expect(entries.map((e) => e.name)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    for (const entry of entries) expect(entry.crc, entry.name).toBe(crc32(entry.data));
    expect(entries[0]?.data.toString('utf8')).toContain('/word/document.xml');
    expect(entries[2]?.data.toString('utf8')).toContain('Formulario de inscripcion');
  });

  it('serves an ODT: a zip whose first entry is its stored mimetype', async () => {
    const res = await get(first('odt'));
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/vnd.oasis.opendocument.text');
    expect(res.body.toString('latin1', 30, 38)).toBe('mimetype');
    const entries = zipEntries(res.body);
    expect(entries.map((e) => e.name)).toEqual(['mimetype', 'META-INF/manifest.xml', 'content.xml']);
    for (const entry of entries) expect(entry.crc, entry.name).toBe(crc32(entry.data));
    expect(entries[0]?.data.toString('utf8')).toBe('application/vnd.oasis.opendocument.text');
    expect(entries[2]?.data.toString('utf8')).toContain('<text:p>Anexo i ');
  });

  it('answers 404 for an upload no record lists, and for the images', async () => {
    for (const path of ['/media/uploads/no_existe.pdf', '/media/uploads/', '/media/uploads/bases.exe']) {
      expect((await get(`${sim.url}${path}`)).status, path).toBe(404);
    }
    const listed = new URL(first('pdf')).pathname;
    expect((await get(`${sim.url}${listed.replace('.pdf', '.PDF')}`)).status).toBe(404);
  });

  it('a document added to a record is served; once no record lists it, it is gone', async () => {
    const path = '/media/uploads/nuevo_documento_2026.pdf';
    const id = sim.insert('convocatorias', { titulo: 'Convocatoria con un documento nuevo', documentos: [path] });
    const record = sim.records('convocatorias').find((r) => r['id'] === id);
    expect(record?.['documentos']).toEqual([`${sim.url}${path}`]);
    const res = await get(`${sim.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.body.toString('latin1')).toContain('(Convocatoria: Convocatoria con un documento nuevo) Tj');
    sim.remove('convocatorias', id);
    expect((await get(`${sim.url}${path}`)).status).toBe(404);
  });
});
