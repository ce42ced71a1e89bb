import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSimulator, type CollectionPath, type Simulator } from '../../simulator/server';

type Json = Record<string, unknown>;
interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: Json[];
}

const now = new Date('2025-06-15T12:00:00Z');
const today = '2025-06-15';
let sim: Simulator;

beforeAll(async () => {
  sim = await startSimulator({ seed: 7, now });
});
afterAll(() => sim.close());

async function get(path: string, base = sim.url): Promise<{ status: number; headers: Headers; body: unknown }> {
  const res = await fetch(base + path);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

async function page(path: string, base = sim.url): Promise<Page> {
  const res = await get(path, base);
  expect(res.status).toBe(200);
  return res.body as Page;
}

interface Raw {
  status?: number;
  headers: IncomingHttpHeaders;
  body: string;
  bytes: number;
  complete: boolean;
  error?: string;
}

/** node:http request, for what fetch cannot show: HEAD bodies, Host headers, dropped and cut responses. */
function raw(url: string, method = 'GET', headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', () => undefined);
      res.on('close', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: body.toString('utf8'),
          bytes: body.length,
          complete: res.complete,
        });
      });
    });
    req.on('error', (error) => resolve({ headers: {}, body: '', bytes: 0, complete: false, error: error.message }));
    req.end();
  });
}

const api = (path: string): string => `/api/v2.0/${path}`;
const ids = (records: Json[]): number[] => records.map((r) => r['id'] as number);
const str = (r: Json, key: string): string => String(r[key]);

describe('paths, envelope and headers', () => {
  const sizes: [CollectionPath, number][] = [
    ['organismos', 200],
    ['programas', 40],
    ['museos', 45],
    ['institutos', 20],
    ['convocatorias', 855],
    ['convocatorias/ordenadas', 859],
    ['tramites', 120],
  ];
  it.each(sizes)('GET %s/ answers a {count,next,previous,results} page of 20', async (path, count) => {
    const res = await get(api(`${path}/`));
    expect(res.status).toBe(200);
    const body = res.body as Page;
    expect(Object.keys(body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(body.count).toBe(count);
    expect(body.results).toHaveLength(20);
    expect(body.previous).toBeNull();
    expect(body.results).toEqual(sim.records(path).slice(0, 20));
  });

  it('every answer carries Allow, Vary and Content-Type, also 404 and 405', async () => {
    for (const [path, method, status] of [
      [api('museos/'), 'GET', 200],
      [api('nada/'), 'GET', 404],
      [api('museos/'), 'DELETE', 405],
      [api('tramites/1/'), 'OPTIONS', 200],
    ] as const) {
      const res = await raw(sim.url + path, method);
      expect(res.status).toBe(status);
      expect(res.headers['allow']).toBe('GET, HEAD, OPTIONS');
      expect(res.headers['vary']).toBe('Accept');
      expect(res.headers['content-type']).toBe('application/json');
    }
  });

  it('unknown paths, unknown ids, non-numeric ids and unknown formats are 404 {"detail":"No encontrado."}', async () => {
    for (const path of [
      '/',
      api('usuarios/'),
      api('programas/1/'),
      api('organismos/999999/'),
      api('convocatorias/abc/'),
      api('tramites/0/'),
      api('museos/?format=xml'),
    ]) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.body).toEqual({ detail: 'No encontrado.' });
    }
  });

  it('a known path without its trailing slash is a 301 to the slash form, query kept', async () => {
    const res = await raw(`${sim.url}${api('museos')}?limit=2&format=api`);
    expect(res.status).toBe(301);
    expect(res.headers['location']).toBe(`${api('museos/')}?limit=2&format=api`);
    expect((await page(`${api('museos')}?limit=2`)).results).toHaveLength(2);
    expect((await raw(`${sim.url}${api('nada')}`)).status).toBe(404);
  });

  it('detail paths return the record exactly as the list item (tramites by the id in their url)', async () => {
    const conv = sim.records('convocatorias')[5] as Json;
    expect((await get(api(`convocatorias/${str(conv, 'id')}/`))).body).toEqual(conv);
    const org = sim.records('museos')[3] as Json;
    expect((await get(api(`organismos/${str(org, 'id')}/`))).body).toEqual(org);
    const tramite = sim.records('tramites')[7] as Json;
    const tramiteId = /\/tramites\/(\d+)\/$/.exec(str(tramite, 'url'))?.[1];
    expect((await get(api(`tramites/${tramiteId}/`))).body).toEqual(tramite);
    // The plain list's ids read once: rebuilding them per record took seconds on a busy machine, long enough for
    // the server to close the idle keep-alive connection just as fetch reused it (ECONNRESET).
    const plain = new Set(ids(sim.records('convocatorias')));
    const extra = sim.records('convocatorias/ordenadas').find((r) => !plain.has(r['id'] as number)) as Json;
    expect((await get(api(`convocatorias/${str(extra, 'id')}/`))).body).toEqual(extra);
  });

  it('the API root lists the collections', async () => {
    const body = (await get(api('?format=api'))).body as Json;
    expect(body['convocatorias']).toBe(`${sim.url}${api('convocatorias/')}?format=api`);
  });
});

describe('methods', () => {
  it('HEAD has the headers of GET and no body', async () => {
    const head = await raw(sim.url + api('convocatorias/?limit=3'), 'HEAD');
    const full = await raw(sim.url + api('convocatorias/?limit=3'));
    expect(head.status).toBe(200);
    expect(head.bytes).toBe(0);
    expect(head.headers['content-length']).toBe(String(full.bytes));
    expect(head.headers['content-type']).toBe('application/json');
  });

  it('OPTIONS answers DRF metadata', async () => {
    const res = await raw(sim.url + api('convocatorias/'), 'OPTIONS');
    expect(JSON.parse(res.body)).toEqual({
      name: 'Convocatoria List',
      description: '',
      renders: ['application/json', 'text/html'],
      parses: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
    });
    expect((JSON.parse((await raw(sim.url + api('organismos/27/'), 'OPTIONS')).body) as Json)['name']).toBe('Organismo Instance');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s is 405 with the method in the detail', async (method) => {
    const res = await raw(sim.url + api('convocatorias/'), method);
    expect(res.status).toBe(405);
    expect(res.body).toBe(`{"detail":"Método \\"${method}\\" no permitido."}`);
  });
});

describe('limit/offset pagination', () => {
  it('next and previous keep every parameter, set limit, move offset and sort the keys', async () => {
    const u = `${sim.url}${api('museos/')}`;
    expect(await page(api('museos/'))).toMatchObject({ next: `${u}?limit=20&offset=20`, previous: null });
    expect(await page(api('museos/?format=api'))).toMatchObject({ next: `${u}?format=api&limit=20&offset=20`, previous: null });
    expect(await page(api('museos/?offset=20&format=api'))).toMatchObject({
      next: `${u}?format=api&limit=20&offset=40`,
      previous: `${u}?format=api&limit=20`,
    });
    expect(await page(api('museos/?offset=30&limit=10'))).toMatchObject({
      next: `${u}?limit=10&offset=40`,
      previous: `${u}?limit=10&offset=20`,
    });
    const c = `${sim.url}${api('convocatorias/')}`;
    expect((await page(api('convocatorias/?ordering=-titulo&zeta=1&alfa=x%20y&limit=5'))).next).toBe(
      `${c}?alfa=x+y&limit=5&offset=5&ordering=-titulo&zeta=1`,
    );
  });

  it('links are built from the Host header of the request', async () => {
    const res = await raw(sim.url + api('tramites/?offset=40'), 'GET', { Host: 'ejemplo.test:8080' });
    const body = JSON.parse(res.body) as Page;
    expect(body.next).toBe('http://ejemplo.test:8080/api/v2.0/tramites/?limit=20&offset=60');
    expect(body.previous).toBe('http://ejemplo.test:8080/api/v2.0/tramites/?limit=20&offset=20');
    expect(body.results[0]?.['url']).toMatch(/^http:\/\/ejemplo\.test:8080\/api\/v2\.0\/tramites\/\d+\/$/);
  });

  it('invalid limit falls back to 20, invalid offset to 0; Python int forms are accepted', async () => {
    for (const limit of ['0', '-5', 'abc', '1.5', '', '20x'])
      expect((await page(api(`organismos/?limit=${limit}`))).results).toHaveLength(20);
    for (const offset of ['-1', 'abc', '2.0'])
      expect(ids((await page(api(`organismos/?offset=${offset}&limit=3`))).results)).toEqual(ids(sim.records('organismos').slice(0, 3)));
    expect((await page(api('organismos/?limit=%2B7'))).results).toHaveLength(7);
    expect((await page(api('organismos/?limit=1_0'))).results).toHaveLength(10);
    expect((await page(api('organismos/?limit=3&limit=4'))).results).toHaveLength(4);
  });

  it('the last page holds the remainder; past the end is an empty 200', async () => {
    const last = await page(api('convocatorias/?offset=840'));
    expect(last.results).toHaveLength(15);
    expect(last.next).toBeNull();
    const past = await page(api('convocatorias/?offset=5000'));
    expect(past).toMatchObject({ count: 855, next: null, results: [] });
    expect(past.previous).toBe(`${sim.url}${api('convocatorias/')}?limit=20&offset=4980`);
  });

  it('following next walks the whole collection in list order', async () => {
    const seen: Json[] = [];
    let next: string | null = `${sim.url}${api('convocatorias/ordenadas/?limit=100')}`;
    while (next) {
      const p: Page = await page('', next);
      seen.push(...p.results);
      next = p.next;
    }
    expect(seen).toEqual(sim.records('convocatorias/ordenadas'));
  });

  it('maxLimit caps the limit and the links use the capped value', async () => {
    sim.setFaults({ maxLimit: 50 });
    try {
      const p = await page(api('convocatorias/?limit=100'));
      expect(p.results).toHaveLength(50);
      expect(p.next).toContain('limit=50&offset=50');
      expect((await page(api('convocatorias/?limit=30'))).results).toHaveLength(30);
      // As in DRF, the default limit is not capped, only a requested one.
      sim.setFaults({ maxLimit: 10 });
      expect((await page(api('convocatorias/'))).results).toHaveLength(20);
      expect((await page(api('convocatorias/?limit=11'))).results).toHaveLength(10);
    } finally {
      sim.setFaults({ maxLimit: 0 });
    }
    expect((await page(api('convocatorias/?limit=100'))).results).toHaveLength(100);
  });
});

describe('ordering', () => {
  const all = async (query: string): Promise<Json[]> => (await page(api(`convocatorias/?limit=2000${query}`))).results;
  const sortedBy = (records: Json[], cmp: (a: Json, b: Json) => number): boolean =>
    records.every((r, i) => i === 0 || cmp(records[i - 1] as Json, r) <= 0);
  const collator = new Intl.Collator('es');

  it('evento__fecha_fin and -evento__fecha_fin sort by end date, ties by id', async () => {
    const asc = await all('&ordering=evento__fecha_fin');
    expect(
      sortedBy(asc, (a, b) => str(a, 'fecha_fin').localeCompare(str(b, 'fecha_fin')) || (a['id'] as number) - (b['id'] as number)),
    ).toBe(true);
    const desc = await all('&ordering=-evento__fecha_fin');
    expect(
      sortedBy(desc, (a, b) => str(b, 'fecha_fin').localeCompare(str(a, 'fecha_fin')) || (a['id'] as number) - (b['id'] as number)),
    ).toBe(true);
  });

  it('titulo and -titulo sort by title', async () => {
    expect(sortedBy(await all('&ordering=titulo'), (a, b) => collator.compare(str(a, 'titulo'), str(b, 'titulo')))).toBe(true);
    expect(sortedBy(await all('&ordering=-titulo'), (a, b) => collator.compare(str(b, 'titulo'), str(a, 'titulo')))).toBe(true);
  });

  it('unknown ordering values are ignored; ordenadas ignores ordering', async () => {
    const plain = ids(await all(''));
    expect(ids(await all('&ordering=id'))).toEqual(plain);
    expect(ids(await all('&ordering=--titulo'))).toEqual(plain);
    expect(ids((await page(api('convocatorias/ordenadas/?ordering=titulo&limit=50'))).results)).toEqual(
      ids(sim.records('convocatorias/ordenadas').slice(0, 50)),
    );
  });

  it('the default order is newest first: mostly id descending, real records in their saved order', async () => {
    const list = ids(await all(''));
    const descending = list.filter((id, i) => i === 0 || (list[i - 1] as number) > id).length;
    expect(descending / list.length).toBeGreaterThan(0.9);
    expect(descending).toBeLessThan(list.length);
    expect(list.indexOf(13742)).toBeLessThan(list.indexOf(13743));
    expect(list.indexOf(8038)).toBeLessThan(list.indexOf(8076));
  });

  it('ordenadas holds every convocatoria plus 4 more: open ones by end date, then closed ones latest first', () => {
    const plain = new Set(ids(sim.records('convocatorias')));
    const ordenadas = sim.records('convocatorias/ordenadas');
    expect(ordenadas.filter((r) => !plain.has(r['id'] as number))).toHaveLength(4);
    expect([...plain].every((id) => ordenadas.some((r) => r['id'] === id))).toBe(true);
    const open = ordenadas.filter((r) => r['estado'] === 'abierta');
    expect(ordenadas.slice(0, open.length)).toEqual(open);
    expect(sortedBy(open, (a, b) => str(a, 'fecha_fin').localeCompare(str(b, 'fecha_fin')))).toBe(true);
    expect(sortedBy(ordenadas.slice(open.length), (a, b) => str(b, 'fecha_fin').localeCompare(str(a, 'fecha_fin')))).toBe(true);
  });

  it('organismo lists are in id order, are disjoint subsets of organismos and link to organismos/{id}/', () => {
    const all = new Set(ids(sim.records('organismos')));
    const seen = new Set<number>();
    for (const list of ['organismos', 'programas', 'museos', 'institutos'] as const) {
      const records = sim.records(list);
      expect(ids(records)).toEqual([...ids(records)].sort((a, b) => a - b));
      for (const r of records) {
        expect(str(r, 'url')).toBe(`${sim.url}/api/v2.0/organismos/${str(r, 'id')}/`);
        if (list === 'organismos') continue;
        expect(all.has(r['id'] as number)).toBe(true);
        expect(seen.has(r['id'] as number)).toBe(false);
        seen.add(r['id'] as number);
      }
    }
  });
});

describe('record shapes and corpus', () => {
  const organismoKeys = [
    'id',
    'url',
    'link',
    'nombre',
    'direccion',
    'telefono',
    'descripcion',
    'email',
    'provincia',
    'depende_de',
    'autoridad',
  ];
  const convocatoriaKeys = [
    'id',
    'url',
    'link',
    'imagen',
    'titulo',
    'bajada',
    'cuerpo',
    'estado',
    'fecha_inicio',
    'fecha_fin',
    'documentos',
  ];

  it('records have the documented keys in order; url carries ?format=api only when the request did', async () => {
    for (const path of ['organismos', 'programas', 'museos', 'institutos'] as const) {
      for (const r of sim.records(path)) expect(Object.keys(r)).toEqual(organismoKeys);
    }
    for (const r of sim.records('convocatorias/ordenadas')) expect(Object.keys(r)).toEqual(convocatoriaKeys);
    for (const r of sim.records('tramites')) expect(Object.keys(r)).toEqual(['url', 'titulo', 'bajada', 'cuerpo', 'documentos']);
    const withFormat = await page(api('convocatorias/?format=api&limit=3'));
    expect(withFormat.results.map((r) => r['url'])).toEqual(
      ids(withFormat.results).map((id) => `${sim.url}/api/v2.0/convocatorias/${id}/?format=api`),
    );
    const tramite = (await page(api('tramites/?format=api&limit=1'))).results[0] as Json;
    expect(str(tramite, 'url')).toMatch(/\/api\/v2\.0\/tramites\/\d+\/\?format=api$/);
    const detail = (await get(api('organismos/27/?format=api'))).body as Json;
    expect(detail['url']).toBe(`${sim.url}/api/v2.0/organismos/27/?format=api`);
    // Like DRF, any accepted format value is kept in hyperlinks.
    expect(((await get(api('organismos/27/?format=json'))).body as Json)['url']).toBe(`${sim.url}/api/v2.0/organismos/27/?format=json`);
    const copy = sim.records('organismos')[0] as Json;
    copy['nombre'] = 'cambiado';
    expect(sim.records('organismos')[0]?.['nombre']).not.toBe('cambiado');
  });

  it('HTML fields use named entities and CRLF; titles are plain UTF-8 with accents', () => {
    const convs = sim.records('convocatorias');
    const html = [
      ...convs.map((r) => str(r, 'cuerpo')),
      ...sim.records('organismos').map((r) => str(r, 'descripcion')),
      ...sim.records('tramites').map((r) => str(r, 'cuerpo')),
    ].join('\n');
    for (const needle of [
      '&oacute;',
      '&iquest;',
      '&ntilde;',
      '&nbsp;',
      '\r\n',
      '<img src="/media/uploads/',
      'target="_blank" rel="noopener"',
      'href="mailto:',
    ])
      expect(html).toContain(needle);
    expect(html).not.toMatch(/[áéíóúñ¿]/);
    const titles = convs.map((r) => `${str(r, 'titulo')} ${str(r, 'bajada')}`).join('\n');
    for (const word of ['Canción', 'música', 'Córdoba']) expect(titles).toContain(word);
    expect(titles).not.toContain('&');
  });

  it('convocatoria fields look like the real ones', () => {
    const convs = sim.records('convocatorias');
    const nullImages = convs.filter((r) => r['imagen'] === null).length / convs.length;
    expect(nullImages).toBeGreaterThan(0.05);
    expect(nullImages).toBeLessThan(0.16);
    for (const r of convs) {
      expect(str(r, 'fecha_inicio')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(str(r, 'fecha_fin') >= str(r, 'fecha_inicio')).toBe(true);
      expect(['abierta', 'cerrada']).toContain(r['estado']);
      const docs = r['documentos'] as string[];
      expect(docs.length).toBeLessThanOrEqual(3);
      // Generated documents are on the simulator's own origin; the real records keep the real site's.
      for (const d of docs)
        expect(d).toMatch(new RegExp(`^(${sim.url}|https://www\\.cultura\\.gob\\.ar)/media/uploads/[\\w.-]+\\.(pdf|docx|odt)$`));
    }
    expect(
      convs.some(
        (r) => /^https:\/\/www\.cultura\.gob\.ar\/[a-z0-9-]+-\d+\/$/.test(str(r, 'link')) && str(r, 'link').endsWith(`-${str(r, 'id')}/`),
      ),
    ).toBe(true);
    expect(convs.some((r) => (r['documentos'] as string[]).length > 0)).toBe(true);
  });

  it('estado mostly matches the dates, with a spread of calls closing soon and a few stale open ones', () => {
    const convs = sim.records('convocatorias');
    const days = (r: Json): number => (Date.parse(str(r, 'fecha_fin')) - Date.parse(today)) / 86_400_000;
    const open = convs.filter((r) => r['estado'] === 'abierta');
    expect(convs.filter((r) => r['estado'] === 'cerrada').every((r) => days(r) < 0)).toBe(true);
    const stale = open.filter((r) => days(r) < 0).length;
    expect(stale).toBeGreaterThan(0);
    expect(stale).toBeLessThan(open.length / 3);
    expect(open.filter((r) => days(r) >= 0 && days(r) <= 7).length).toBeGreaterThanOrEqual(10);
    expect(open.filter((r) => days(r) > 7 && days(r) <= 30).length).toBeGreaterThanOrEqual(10);
  });

  it('organismo fields look like the real ones', () => {
    const orgs = sim.records('organismos');
    const share = (f: (r: Json) => boolean): number => orgs.filter(f).length / orgs.length;
    expect(share((r) => r['autoridad'] === null)).toBeGreaterThan(0.3);
    expect(share((r) => r['autoridad'] === null)).toBeLessThan(0.7);
    for (const r of orgs.filter((o) => o['autoridad'] !== null))
      expect(Object.keys(r['autoridad'] as Json)).toEqual(['nombre', 'email', 'cargo']);
    expect(share((r) => r['provincia'] === '')).toBeGreaterThan(0.1);
    expect(orgs.some((r) => str(r, 'provincia') === 'Córdoba' || str(r, 'provincia') === 'Tucumán')).toBe(true);
    expect(new Set(orgs.map((r) => r['depende_de'])).size).toBeLessThan(10);
    expect(orgs.some((r) => str(r, 'link').startsWith('https://www.cultura.gob.ar/api/v2.0/organismos/'))).toBe(true);
  });

  it('real records are served verbatim except url; generated ids never collide with them', () => {
    const fixture = (name: string): unknown =>
      JSON.parse(readFileSync(fileURLToPath(new URL(`../../fixtures/real/${name}`, import.meta.url)), 'utf8'));
    const expected = [
      ...(fixture('convocatorias-ObservatorioWeb2-20240220.json') as Json[]),
      ...(fixture('convocatorias-ObservatorioWeb2-20240326-additions.json') as Json[]),
      ...(fixture('convocatorias-Zamo78api-20191109.json') as Json[]),
      fixture('convocatorias-detail-7273-angular-api-gateway.json') as Json,
      ...(fixture('convocatorias-via-gateway-angular-api-gateway.json') as { results: Json[] }).results,
    ];
    const served = new Map(sim.records('convocatorias').map((r) => [r['id'], r]));
    expect(served.size).toBe(855);
    for (const record of expected) {
      const got = served.get(record['id']);
      expect(got).toEqual({ ...record, url: `${sim.url}/api/v2.0/convocatorias/${str(record, 'id')}/` });
      expect(Object.keys(got ?? {})).toEqual(Object.keys(record));
    }
    const museo27 = sim.records('museos').find((r) => r['id'] === 27);
    expect(museo27).toMatchObject({ direccion: 'Perú 294, Ciudad de Buenos Aires', depende_de: 'Ministerio de Cultura de la Nación' });
    expect(sim.records('museos').some((r) => r['id'] === 28)).toBe(true);
  });

  it('the corpus is deterministic per seed and now, and sizes are settable', async () => {
    const sizes = { convocatorias: 60, organismos: 20, museos: 5, programas: 4, institutos: 3, tramites: 10, ordenadasExtra: 2 };
    const a = await startSimulator({ seed: 5, now, sizes });
    const b = await startSimulator({ seed: 5, now, sizes });
    const c = await startSimulator({ seed: 6, now, sizes });
    try {
      const strip = (s: Simulator, path: CollectionPath): string => JSON.stringify(s.records(path)).replaceAll(s.url, '');
      for (const path of ['convocatorias', 'convocatorias/ordenadas', 'organismos', 'museos', 'tramites'] as const)
        expect(strip(a, path)).toBe(strip(b, path));
      expect(strip(a, 'convocatorias')).not.toBe(strip(c, 'convocatorias'));
      expect([a.records('convocatorias').length, a.records('convocatorias/ordenadas').length, a.records('organismos').length]).toEqual([
        60, 62, 20,
      ]);
      expect([
        a.records('museos').length,
        a.records('programas').length,
        a.records('institutos').length,
        a.records('tramites').length,
      ]).toEqual([5, 4, 3, 10]);
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });

  // How fast they generate and page is the bench's business (test/bench), not a pass/fail here.
  it('10,000 convocatorias generate, and pages reach across all of them', async () => {
    const big = await startSimulator({
      seed: 2,
      now,
      sizes: { convocatorias: 10_000, organismos: 10, museos: 2, programas: 2, institutos: 2, tramites: 5 },
    });
    try {
      expect(big.records('convocatorias')).toHaveLength(10_000);
      for (let offset = 0; offset < 10_000; offset += 2000) {
        const body = await page(api(`convocatorias/?offset=${offset}&ordering=titulo`), big.url);
        expect(body.count).toBe(10_000);
        expect(body.results).toHaveLength(20);
      }
      expect((await page(api('convocatorias/ordenadas/?offset=9990'), big.url)).results).toHaveLength(14);
    } finally {
      await big.close();
    }
  });
});

describe('mutations', () => {
  let small: Simulator;
  beforeAll(async () => {
    small = await startSimulator({
      seed: 11,
      now,
      sizes: { convocatorias: 40, organismos: 30, museos: 6, programas: 5, institutos: 4, tramites: 8 },
    });
  });
  afterAll(() => small.close());

  it('insert puts a new convocatoria at the head of the default list, in ordenadas and at its detail path', async () => {
    const maxId = Math.max(...ids(small.records('convocatorias/ordenadas')));
    const id = small.insert('convocatorias', { titulo: 'Canción nueva', estado: 'abierta', fecha_inicio: today, fecha_fin: '2025-06-20' });
    expect(id).toBe(maxId + 1);
    const first = (await page(api('convocatorias/?limit=1'), small.url)).results[0] as Json;
    expect(first).toMatchObject({
      id,
      url: `${small.url}/api/v2.0/convocatorias/${id}/`,
      titulo: 'Canción nueva',
      imagen: null,
      documentos: [],
    });
    expect(Object.keys(first)).toEqual(Object.keys(small.records('convocatorias')[1] as Json));
    expect((await page(api('convocatorias/'), small.url)).count).toBe(41);
    expect(ids(small.records('convocatorias/ordenadas'))).toContain(id);
    expect((await get(api(`convocatorias/${id}/`), small.url)).body).toEqual(first);
    expect(() => small.insert('convocatorias', { id, titulo: 'otra' })).toThrow(RangeError);
  });

  it('update changes what the API serves; remove makes the record disappear', async () => {
    const target = small.records('convocatorias')[3] as Json;
    small.update('convocatorias', target['id'] as number, { titulo: 'Título cambiado' });
    expect((await get(api(`convocatorias/${str(target, 'id')}/`), small.url)).body).toMatchObject({
      titulo: 'Título cambiado',
      bajada: target['bajada'],
    });
    small.remove('convocatorias', target['id'] as number);
    expect((await get(api(`convocatorias/${str(target, 'id')}/`), small.url)).status).toBe(404);
    expect(ids(small.records('convocatorias'))).not.toContain(target['id']);
    expect(() => small.remove('convocatorias', target['id'] as number)).toThrow(RangeError);
    expect(() => small.update('tramites', 999_999, {})).toThrow(RangeError);
  });

  it('organismos, lists and tramites can be edited too', async () => {
    const museo = small.records('museos')[0] as Json;
    small.remove('organismos', museo['id'] as number);
    expect(ids(small.records('museos'))).not.toContain(museo['id']);
    const orgId = small.insert('organismos', { id: 5000, nombre: 'Museo de la Canción de Córdoba' });
    small.listAdd('museos', orgId);
    expect(small.records('museos').at(-1)).toMatchObject({
      id: 5000,
      nombre: 'Museo de la Canción de Córdoba',
      autoridad: null,
      provincia: '',
    });
    small.listRemove('museos', orgId);
    expect(ids(small.records('museos'))).not.toContain(5000);
    expect(() => small.listAdd('programas', 987_654)).toThrow(RangeError);
    const tramiteId = small.insert('tramites', { titulo: 'Trámite nuevo', bajada: '', cuerpo: '<p>Hola</p>', documentos: [] });
    const last = (await page(api('tramites/'), small.url)).results.at(-1) as Json;
    expect(last).toEqual({
      url: `${small.url}/api/v2.0/tramites/${tramiteId}/`,
      titulo: 'Trámite nuevo',
      bajada: '',
      cuerpo: '<p>Hola</p>',
      documentos: [],
    });
  });
});

describe('faults', () => {
  let f: Simulator;
  beforeAll(async () => {
    f = await startSimulator({
      seed: 13,
      now,
      sizes: { convocatorias: 60, organismos: 30, museos: 6, programas: 5, institutos: 4, tramites: 8 },
    });
  });
  afterAll(() => f.close());
  const url = (path: string): string => f.url + api(path);

  it('all knobs are off by default and bad knobs are refused', async () => {
    for (let i = 0; i < 20; i++) expect((await fetch(url('tramites/'))).status).toBe(200);
    expect(f.stats()).toMatchObject({ faultsInjected: 0 });
    expect(() => f.setFaults({ errorRate: 2 })).toThrow(RangeError);
    expect(() => f.setFaults({ driftEvery: 1.5 })).toThrow(RangeError);
    expect(() => f.setFaults({ bogus: 1 } as unknown as { errorRate: number })).toThrow(RangeError);
  });

  it('errorRate answers 500/502/503 with JSON or HTML bodies', async () => {
    f.setFaults({ errorRate: 1 });
    const before = f.stats().faultsInjected;
    const seen = new Set<string>();
    try {
      for (let i = 0; i < 40; i++) {
        const res = await fetch(url('convocatorias/'));
        expect([500, 502, 503]).toContain(res.status);
        const type = res.headers.get('content-type') ?? '';
        const body = await res.text();
        if (type === 'application/json') expect(JSON.parse(body)).toHaveProperty('detail');
        else expect(body).toMatch(/<html/i);
        seen.add(`${res.status} ${type.split(';')[0] ?? ''}`);
      }
    } finally {
      f.setFaults({ errorRate: 0 });
    }
    expect(seen.size).toBeGreaterThanOrEqual(4);
    expect(f.stats().faultsInjected - before).toBe(40);
    expect((await fetch(url('convocatorias/'))).status).toBe(200);
  });

  it('rateLimitRate answers 429 with Retry-After', async () => {
    f.setFaults({ rateLimitRate: 1, retryAfterSeconds: 7 });
    try {
      const res = await fetch(url('museos/'));
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('7');
      expect(await res.json()).toHaveProperty('detail');
    } finally {
      f.setFaults({ rateLimitRate: 0 });
    }
  });

  it('dropRate destroys the socket without a response', async () => {
    f.setFaults({ dropRate: 1 });
    try {
      const res = await raw(url('museos/'));
      expect(res.status).toBeUndefined();
      expect(res.error).toMatch(/socket hang up|ECONNRESET/);
      await expect(fetch(url('museos/'))).rejects.toThrow();
    } finally {
      f.setFaults({ dropRate: 0 });
    }
  });

  it('truncateRate sends 200 and full headers, then cuts the body', async () => {
    f.setFaults({ truncateRate: 1 });
    try {
      const res = await raw(url('convocatorias/'));
      expect(res.status).toBe(200);
      expect(res.complete).toBe(false);
      expect(res.bytes).toBeGreaterThan(0);
      expect(res.bytes).toBeLessThan(Number(res.headers['content-length']));
      await expect(fetch(url('convocatorias/')).then((r) => r.text())).rejects.toThrow();
    } finally {
      f.setFaults({ truncateRate: 0 });
    }
  });

  it("latencyMs holds every answer on a timer of that many ms (the test's clock, not the wall's)", async () => {
    // Only setTimeout is faked, after the server started. Other timers may be set meanwhile (an
    // earlier test's fetch keeps its connection alive on one), so the test looks for the one of
    // 150 ms and watches the answer, not the count of timers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    f.setFaults({ latencyMs: 150 });
    // setImmediate is real: these turns wait on I/O, not on time.
    const ioTurns = async (): Promise<void> => {
      for (let turn = 0; turn < 500; turn++) await new Promise((done) => setImmediate(done));
    };
    try {
      const before = f.stats().requests;
      let answered = false;
      const answer = raw(url('tramites/1/')).then((result) => {
        answered = true;
        return result;
      });
      for (let turns = 0; f.stats().requests === before && turns < 10_000; turns++) await new Promise((done) => setImmediate(done));
      expect(f.stats().requests).toBe(before + 1);
      // The simulator's timer is the faked global one, which only the test moves.
      expect(timers.mock.calls.filter(([, ms]) => ms === 150)).toHaveLength(1);
      vi.advanceTimersByTime(149);
      await ioTurns();
      expect(answered).toBe(false); // still held
      vi.advanceTimersByTime(1);
      expect((await answer).status).toBe(200);
      // Without latency, no timer at all: the clock stays where it is, and the answer comes.
      f.setFaults({ latencyMs: 0 });
      expect((await raw(url('tramites/1/'))).status).toBe(200);
    } finally {
      f.setFaults({ latencyMs: 0 });
      timers.mockRestore();
      vi.useRealTimers();
    }
  });

  it('hold answers nothing, with or without latency, until released; the release of an ended hold ends no other', async () => {
    const settled: string[] = [];
    const ask = (id: number): Promise<number> => raw(url(`tramites/${id}/`)).then((answer) => settled.push(`${id}:${answer.status}`));
    const arrived = async (count: number): Promise<void> => {
      for (let turns = 0; f.stats().requests < count && turns < 10_000; turns++) await new Promise((done) => setImmediate(done));
      expect(f.stats().requests).toBe(count);
    };
    const quiet = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));
    const before = f.stats().requests;
    let release = (): void => undefined;
    let later = (): void => undefined;
    try {
      // The first one waits out its latency when the hold begins; the second comes while it is in force, with none.
      f.setFaults({ latencyMs: 50 });
      const first = ask(1);
      await arrived(before + 1);
      release = f.hold();
      f.setFaults({ latencyMs: 0 });
      const second = ask(2);
      await arrived(before + 2);
      await quiet(250);
      expect(settled).toEqual([]);
      release();
      await Promise.all([first, second]);
      expect(settled.sort()).toEqual(['1:200', '2:200']);

      // A new hold is not ended by the first one's release.
      later = f.hold();
      release();
      const third = ask(3);
      await arrived(before + 3);
      await quiet(100);
      expect(settled).toHaveLength(2);
      later();
      await third;
      expect(settled).toContain('3:200');
    } finally {
      f.setFaults({ latencyMs: 0 });
      release();
      later();
    }
  });

  it('fault decisions are deterministic per seed and request sequence', async () => {
    const statuses = async (seed: number): Promise<number[]> => {
      const s = await startSimulator({
        seed,
        now,
        sizes: { convocatorias: 5, organismos: 4, museos: 1, programas: 1, institutos: 1, tramites: 1 },
        faults: { errorRate: 0.3, rateLimitRate: 0.2 },
      });
      try {
        const out: number[] = [];
        for (let i = 0; i < 30; i++) out.push((await fetch(s.url + api('convocatorias/'))).status);
        return out;
      } finally {
        await s.close();
      }
    };
    const first = await statuses(21);
    expect(await statuses(21)).toEqual(first);
    expect(first).toContain(200);
    expect(first).toContain(429);
    expect(await statuses(22)).not.toEqual(first);
  });

  it('driftEvery inserts one record at the head and removes one after every N list GETs', async () => {
    f.setFaults({ driftEvery: 2 });
    try {
      const before = f.stats();
      const first = await page(api('convocatorias/?limit=100'), f.url);
      const second = await page(api('convocatorias/?limit=100'), f.url);
      expect(second).toEqual(first);
      const third = await page(api('convocatorias/?limit=100'), f.url);
      expect(third.count).toBe(first.count);
      const newId = (third.results[0] as Json)['id'] as number;
      expect(newId).toBeGreaterThan(Math.max(...ids(first.results)));
      expect(ids(first.results).filter((id) => !ids(third.results).includes(id))).toHaveLength(1);
      expect(f.stats().drifts - before.drifts).toBe(1);
      expect(f.stats().listRequests - before.listRequests).toBe(3);
      await page(api('museos/'), f.url);
      const museos = await page(api('museos/'), f.url);
      const museosAfter = await page(api('museos/'), f.url);
      expect(museosAfter.count).toBe(museos.count);
      expect(ids(museosAfter.results)).not.toEqual(ids(museos.results));
      expect(ids(museosAfter.results)).toEqual([...ids(museosAfter.results)].sort((a, b) => a - b));
    } finally {
      f.setFaults({ driftEvery: 0 });
    }
  });
});

describe('command line', () => {
  const cli = fileURLToPath(new URL('../../simulator/cli.ts', import.meta.url));
  const run = (args: string[]) => spawn(process.execPath, ['--import', 'tsx', cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (stream: NodeJS.ReadableStream | null): { text: string } => {
    const out = { text: '' };
    stream?.on('data', (chunk: Buffer) => {
      out.text += chunk.toString('utf8');
    });
    return out;
  };

  it('prints one line with the real port, serves, and exits cleanly on SIGTERM', async () => {
    const child = run(['--port', '0', '--convocatorias', '30', '--seed', '4', '--error-rate', '0']);
    const stdout = collect(child.stdout);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await expect.poll(() => stdout.text, { timeout: 8000 }).toMatch(/\n$/);
    const match = /^Simulador de la API escuchando en (http:\/\/127\.0\.0\.1:(\d+))\n$/.exec(stdout.text);
    expect(match?.[2]).not.toBe('0');
    expect((await page(api('convocatorias/'), match?.[1] ?? '')).count).toBe(30);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout.text.split('\n')).toHaveLength(2);
  });

  it.each([[['--port', 'ochenta']], [['--port', '0', '--bogus', '1']], [['--convocatorias', '3']], [['--port', '0', '--error-rate', '2']]])(
    'rejects bad arguments %j with exit code 1',
    async (args) => {
      const child = run(args);
      const stdout = collect(child.stdout);
      const stderr = collect(child.stderr);
      const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
      expect(code).toBe(1);
      expect(stdout.text).toBe('');
      expect(stderr.text.length).toBeGreaterThan(0);
    },
  );
});
