/**
 * Where a document download may connect (SSRF), and how long it may take, against real HTTP
 * servers on 127.0.0.1. Two servers on two ports: A is the API's origin (its documents are
 * allowed although on 127.0.0.1), B is another service of the same machine. Names are mapped by
 * an injected resolver, so an internal address is refused before any connection: B counts every
 * connection it gets.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lookup } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, type ResolvedAddress } from '../../../../src-main/documents/address-guard';
import { createDocumentStore, type DocumentStoreOptions } from '../../../../src-main/documents/store';
import { describeDocumentError } from '../../../../src-shared/documents';

interface Host {
  server: Server;
  port: number;
  connections: number;
  paths: string[];
}

const pdf = '%PDF-1.4\n% prueba\n%%EOF\n';
let a: Host;
let b: Host;

async function startHost(): Promise<Host> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    host.paths.push(url.pathname);
    if (url.pathname === '/redir') {
      res.writeHead(302, { Location: url.searchParams.get('to') ?? '/' });
      res.end();
    } else if (url.pathname === '/goteo.pdf') {
      // A byte every 20 ms: never idle long enough for the inactivity timeout, never finished.
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.write('%PDF-1.4\n');
      const timer = setInterval(() => res.write('.'), 20);
      res.on('close', () => clearInterval(timer));
    } else if (url.pathname.endsWith('.pdf')) {
      res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': pdf.length });
      res.end(pdf);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  const host: Host = { server, port: 0, connections: 0, paths: [] };
  server.on('connection', () => host.connections++);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  host.port = (server.address() as AddressInfo).port;
  return host;
}

beforeAll(async () => {
  a = await startHost();
  b = await startHost();
});

afterAll(async () => {
  for (const host of [a, b]) {
    host.server.closeAllConnections();
    await new Promise<void>((done) => host.server.close(() => done()));
  }
});

const owner = { kind: 'convocatoria', id: 1 } as const;

/** A resolver from a table, recording every name asked; names not in it go to the system's. */
function resolver(table: Record<string, string[]>): { asked: string[]; resolve: (name: string) => Promise<ResolvedAddress[]> } {
  const asked: string[] = [];
  return {
    asked,
    resolve: async (name) => {
      asked.push(name);
      const mapped = table[name];
      if (mapped === undefined) return lookup(name, { all: true });
      return mapped.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
  };
}

function store(options: Partial<DocumentStoreOptions>) {
  const dir = join(mkdtempSync(join(tmpdir(), 'directorio-guard-')), 'documentos');
  return createDocumentStore({ dir, timeoutMs: 2000, ...options });
}

const refused = { kind: 'refused-address' };

describe('which addresses are public', () => {
  it('refuses internal and special addresses, IPv4 and IPv6, mapped or not', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.5',
      '172.16.0.1',
      '192.168.1.2',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '240.0.0.1',
      '192.0.2.1',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '2001:db8::1',
      'nada',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1', '::ffff:8.8.8.8', '64:ff9b::808:808']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe('saving documents: internal addresses are refused', () => {
  it("saves the API host's documents on 127.0.0.1, and refuses another name for the same machine", async () => {
    const docs = store({ apiBaseUrl: () => `http://127.0.0.1:${a.port}/api/v1.0` });
    const before = b.connections;
    const { saved, failures } = await docs.save(owner, [`http://localhost:${b.port}/b/otro.pdf`, `http://127.0.0.1:${a.port}/a/bases.pdf`]);
    expect(saved.files.map((file) => file.name)).toEqual(['bases.pdf']);
    expect(failures).toEqual([{ url: `http://localhost:${b.port}/b/otro.pdf`, error: refused }]);
    expect(b.connections).toBe(before);
  });

  it('refuses a name resolving to any internal address, without connecting and resolving it once', async () => {
    const internal = ['10.0.0.5', '192.168.1.2', '169.254.169.254', '::1', 'fc00::1', '::ffff:127.0.0.1', '127.0.0.1'];
    for (const address of internal) {
      // One public address among them is not enough: the socket may try any of them.
      const names = resolver({ 'docs.test': ['93.184.216.34', address], 'api.test': ['93.184.216.34'] });
      const docs = store({ apiBaseUrl: () => 'https://api.test', resolve: names.resolve });
      const before = b.connections;
      const { failures } = await docs.save(owner, [`http://docs.test:${b.port}/b/bases.pdf`]);
      expect(failures, address).toEqual([{ url: `http://docs.test:${b.port}/b/bases.pdf`, error: refused }]);
      expect(
        names.asked.filter((name) => name === 'docs.test'),
        address,
      ).toEqual(['docs.test']);
      expect(b.connections, address).toBe(before);
    }
  });

  it('refuses every spelling of a numeric internal host, which never reaches the resolver', async () => {
    const names = resolver({ 'api.test': ['93.184.216.34'], 'localhost.': ['127.0.0.1'] });
    const docs = store({ apiBaseUrl: () => 'https://api.test', resolve: names.resolve });
    const before = b.connections;
    const urls = [
      '0x7f000001',
      '2130706433',
      '127.1',
      '0177.0.0.1',
      '0x7f.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[::]',
      '0.0.0.0',
      '0',
      'localhost',
      'LOCALHOST.',
    ].map((host) => `http://${host}:${b.port}/b/bases.pdf`);
    const { saved, failures } = await docs.save(owner, urls);
    expect(saved.count).toBe(0);
    expect(failures).toEqual(urls.map((url) => ({ url, error: refused })));
    // The API's name is resolved too, to know its addresses; the numeric hosts never are.
    expect(names.asked.filter((name) => name !== 'api.test').sort()).toEqual(['localhost', 'localhost.']);
    expect(b.connections).toBe(before);
  });

  it("saves from the API's exact origin only: its other ports are refused in every spelling of its address", async () => {
    const docs = store({ apiBaseUrl: () => `http://127.0.0.1:${a.port}/api/v1.0` });
    const spellings = ['127.0.0.1', '2130706433', '0177.0.0.1', '0x7f000001', '127.1', '[::ffff:127.0.0.1]'];
    const before = b.connections;
    const otherPort = spellings.map((host) => `http://${host}:${b.port}/b/otro-puerto.pdf`);
    const apiPort = spellings.map((host) => `http://${host}:${a.port}/a/bases.pdf`);
    const { saved, failures } = await docs.save(owner, [...otherPort, ...apiPort]);
    expect(failures).toEqual(otherPort.map((url) => ({ url, error: refused })));
    expect(saved.files.map((file) => file.url).sort()).toEqual([...apiPort].sort());
    expect(b.connections).toBe(before);
  });

  it('checks every redirect hop: from the API host or a public one to an internal address is refused', async () => {
    const names = resolver({ 'publico.test': ['127.0.0.1'] });
    // publico.test stands for a public server: the test hook lets it reach the local server B.
    const docs = store({ apiBaseUrl: () => `http://127.0.0.1:${a.port}`, resolve: names.resolve, uncheckedHosts: ['publico.test'] });
    const redirect = (from: string, to: string): string => `${from}/redir?to=${encodeURIComponent(to)}`;
    const publicServer = `http://publico.test:${b.port}`;
    const urls = [
      redirect(`http://127.0.0.1:${a.port}`, `http://localhost:${b.port}/b/desde-api.pdf`),
      // The API's own machine on another port, however spelled.
      redirect(`http://127.0.0.1:${a.port}`, `http://127.0.0.1:${b.port}/b/otro-puerto.pdf`),
      redirect(`http://127.0.0.1:${a.port}`, `http://0x7f000001:${b.port}/b/otro-puerto-hex.pdf`),
      redirect(`http://127.0.0.1:${a.port}`, `http://[::ffff:127.0.0.1]:${b.port}/b/otro-puerto-v6.pdf`),
      redirect(publicServer, `http://localhost:${b.port}/b/desde-publico.pdf`),
      // 127.0.0.2: 127.0.0.1 itself is the API's host here.
      redirect(publicServer, `http://0x7f000002:${b.port}/b/numerico.pdf`),
      redirect(publicServer, 'http://169.254.169.254/latest/meta-data.pdf'),
      redirect(publicServer, redirect(publicServer, `http://[::1]:${b.port}/b/dos-saltos.pdf`)),
      redirect(publicServer, `http://127.0.0.1:${a.port}/a/bases.pdf`),
    ];
    const { saved, failures } = await docs.save(owner, urls);
    expect(failures).toEqual(urls.slice(0, 8).map((url) => ({ url, error: refused })));
    // A redirect to the API's origin is allowed.
    expect(saved.files.map((file) => file.url)).toEqual([urls[8]]);
    expect(b.paths.filter((path) => path.startsWith('/b/'))).toEqual([]);
  });

  it('reads the API host at each save: after the base URL changes, the old host is refused', async () => {
    let baseUrl = `http://127.0.0.1:${a.port}`;
    const names = resolver({ 'espejo.test': ['127.0.0.1'] });
    const docs = store({ apiBaseUrl: () => baseUrl, resolve: names.resolve });
    expect((await docs.save(owner, [`http://espejo.test:${a.port}/a/espejo.pdf`])).failures).toEqual([
      { url: `http://espejo.test:${a.port}/a/espejo.pdf`, error: refused },
    ]);
    baseUrl = `http://espejo.test:${a.port}/api`;
    expect((await docs.save(owner, [`http://espejo.test:${a.port}/a/espejo.pdf`])).failures).toEqual([]);
  });

  it('explains the refusal in Spanish', () => {
    expect(describeDocumentError({ kind: 'refused-address' })).toEqual({
      message: 'el documento apunta a una dirección interna de la red, que no se descarga',
      detail: null,
    });
  });
});

describe('saving documents: a total deadline per document', () => {
  it('cuts a steady drip at the deadline, deletes its partial file and saves the record’s other document', async () => {
    const docs = store({ apiBaseUrl: () => `http://127.0.0.1:${a.port}`, timeoutMs: 5000, deadlineMs: 300 });
    const urls = [`http://127.0.0.1:${a.port}/goteo.pdf`, `http://127.0.0.1:${a.port}/a/bases.pdf`];
    const { saved, failures } = await docs.save(owner, urls);
    expect(failures).toEqual([{ url: urls[0], error: { kind: 'deadline', ms: 300 } }]);
    expect(saved.files.map((file) => file.name)).toEqual(['bases.pdf']);
    expect(readdirSync(join(docs.dir, 'convocatoria-1')).sort()).toEqual(['.indice.json', 'bases.pdf']);
    expect(describeDocumentError({ kind: 'deadline', ms: 60_000 }).message).toBe('la descarga superó el máximo de 60 s');
  });
});
