import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseExportArgs, runExport, type ExportArgs } from '../../../../src-main/cli/export';
import type { Simulator } from '../../../simulator/server';
import { smallSizes, sortedIds, upstreamIds, simulatorsClosedAfterEach } from '../../support/mirror-helpers';

const startSimulator = simulatorsClosedAfterEach();

async function simulator(seed: number): Promise<Simulator> {
  const sim = await startSimulator({ seed, sizes: smallSizes });
  return sim;
}

const read = <T>(dir: string, name: string): T => JSON.parse(readFileSync(join(dir, name), 'utf8')) as T;
type Row = { id: number; listas?: string[]; ordenadas_rank?: number; url: string };

/** Runs the real command line (the same module `npm run export` runs once built). */
function exportCommand(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src-main/cli/export-main.ts', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('headless export', () => {
  it('writes the exact record sets with faults on, and exits 0', async () => {
    const sim = await simulator(11);
    sim.setFaults({ errorRate: 0.1, rateLimitRate: 0.05, retryAfterSeconds: 0, dropRate: 0.05, truncateRate: 0.05 });
    const out = mkdtempSync(join(tmpdir(), 'directorio-export-'));
    const { code, stderr } = await exportCommand(['--base-url', sim.url, '--out', out, '--page-size', '25', '--concurrency', '3']);
    expect(code, stderr).toBe(0);
    expect(
      stderr
        .trim()
        .split('\n')
        .filter((line) => / completa /.test(line)),
    ).toHaveLength(7);

    const organismos = read<Row[]>(out, 'organismos.json');
    const allOrganismos = new Set(
      ['organismos', 'programas', 'museos', 'institutos'].flatMap((list) => upstreamIds(sim, list as 'museos')),
    );
    expect(organismos.map((o) => o.id)).toEqual(sortedIds(allOrganismos));
    for (const list of ['programas', 'museos', 'institutos'] as const) {
      expect(sortedIds(organismos.filter((o) => o.listas?.includes(list)).map((o) => o.id))).toEqual(upstreamIds(sim, list));
    }
    const convocatorias = read<Row[]>(out, 'convocatorias.json');
    const ordenadas = sim.records('convocatorias/ordenadas').map((r) => r.id as number);
    expect(convocatorias.map((c) => c.id)).toEqual(sortedIds(new Set([...upstreamIds(sim, 'convocatorias'), ...ordenadas])));
    for (const c of convocatorias) expect(c.ordenadas_rank).toBe(ordenadas.indexOf(c.id));
    const tramites = read<Row[]>(out, 'tramites.json');
    expect(tramites.map((t) => t.id)).toEqual(upstreamIds(sim, 'tramites'));
    expect(tramites[0]?.url.endsWith(`/${tramites[0]?.id}/`)).toBe(true);

    const report = read<{
      complete: boolean;
      collections: Record<
        string,
        { count: number; stored: number; complete: boolean; requests: number; retries: number; rejects: unknown[] }
      >;
    }>(out, 'report.json');
    expect(report.complete).toBe(true);
    expect(report.collections.convocatorias).toMatchObject({
      count: smallSizes.convocatorias,
      stored: smallSizes.convocatorias,
      complete: true,
      rejects: [],
    });
    expect(Object.values(report.collections).reduce((n, c) => n + c.retries, 0)).toBeGreaterThan(0);
  });

  it('exits 2 and explains when a collection cannot complete, reporting rejects', async () => {
    const sim = await simulator(12);
    const bad = sim.records('tramites')[3];
    sim.update('tramites', Number(String(bad?.url).split('/').at(-2)), { titulo: 42 });
    const out = mkdtempSync(join(tmpdir(), 'directorio-export-'));
    const lines: string[] = [];
    const ok = await runExport({ baseUrl: sim.url, out, collections: ['tramites'], pageSize: 20, concurrency: 2, maxRequests: 5000 }, (l) =>
      lines.push(l),
    );
    expect(ok).toBe(0);
    const report = read<{ collections: { tramites: { rejects: { position: number; reason: string }[] } } }>(out, 'report.json');
    expect(report.collections.tramites.rejects).toEqual([{ position: 3, id: expect.any(Number), reason: expect.stringMatching(/titulo/) }]);

    // An API that answers 404 everywhere fails fast (no retries for 4xx other than 429).
    const gone = createServer((_req, res) => res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"detail":"No encontrado."}'));
    await new Promise<void>((done) => gone.listen(0, '127.0.0.1', done));
    const { code, stderr } = await exportCommand([
      '--base-url',
      `http://127.0.0.1:${(gone.address() as AddressInfo).port}`,
      '--out',
      out,
      '--collections',
      'museos',
    ]);
    gone.close();
    expect(code).toBe(2);
    expect(stderr).toMatch(/museos: .*incompleta/);
    expect(stderr).toMatch(/INCOMPLETA/);
    expect(read<{ complete: boolean }>(out, 'report.json').complete).toBe(false);
  });

  it('exits 1 with a clear message on bad arguments', async () => {
    const { code, stderr } = await exportCommand(['--out']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/Falta --out/);
    expect(parseExportArgs(['--out', 'x', '--collections', 'usuarios'], {})).toMatchObject({
      ok: false,
      message: expect.stringMatching(/usuarios/),
    });
    expect(parseExportArgs(['--out', 'x', '--page-size', '0'], {})).toMatchObject({ ok: false });
    expect(parseExportArgs(['--out', 'x', '--concurrency', 'muchas'], {})).toMatchObject({ ok: false });
    expect(parseExportArgs(['--out', 'x', '--base-url', 'javascript:alert(1)'], {})).toMatchObject({ ok: false });
    expect(parseExportArgs(['--salida', 'x'], {})).toMatchObject({ ok: false, message: expect.stringMatching(/desconocida/) });
    expect(parseExportArgs(['--out', 'x', '--salida=y'], {})).toEqual({ ok: false, message: 'Opción desconocida: «--salida=y»' });
    expect(parseExportArgs(['--out=x', '--page-size=1001'], {})).toEqual({
      ok: false,
      message: '--page-size debe ser un entero entre 1 y 1000 (se recibió «1001»).',
    });
    expect(parseExportArgs(['--out=x', '--collections=ordenadas,tramites'], {})).toMatchObject({
      ok: true,
      args: {
        collections: ['convocatorias/ordenadas', 'tramites'],
        pageSize: 100,
        concurrency: 4,
        maxRequests: 5000,
        baseUrl: 'https://www.cultura.gob.ar',
      },
    });
  });

  it('reads --max-requests between 10 and 100,000', () => {
    expect(parseExportArgs(['--out=x', '--max-requests=10'], {})).toMatchObject({ ok: true, args: { maxRequests: 10 } });
    expect(parseExportArgs(['--out=x', '--max-requests', '100000'], {})).toMatchObject({ ok: true, args: { maxRequests: 100_000 } });
    expect(parseExportArgs(['--out=x', '--max-requests=9'], {})).toEqual({
      ok: false,
      message: '--max-requests debe ser un entero entre 10 y 100000 (se recibió «9»).',
    });
    expect(parseExportArgs(['--out=x', '--max-requests=muchos'], {})).toMatchObject({ ok: false });
  });

  it('stops a collection whose count would take more than --max-requests, says why, and exports the others', async () => {
    const sim = await startSimulator({ seed: 13, sizes: smallSizes, countOverrides: { museos: 1_750_000 } });
    const out = mkdtempSync(join(tmpdir(), 'directorio-export-'));
    const lines: string[] = [];
    const args: ExportArgs = { baseUrl: sim.url, out, collections: ['museos', 'tramites'], pageSize: 10, concurrency: 2, maxRequests: 50 };
    expect(await runExport(args, (line) => lines.push(line))).toBe(2);
    const reason = 'La API anuncia 1.750.000 registros; harían falta 194.446 pedidos, más que el máximo de 50 por colección.';
    expect(lines).toContain(`museos: INCOMPLETA — La sincronización no terminó; se conservan los datos anteriores. (${reason})`);
    const report = read<{ collections: Record<string, { complete: boolean; requests: number; error: string | null }> }>(out, 'report.json');
    expect(report.collections.museos).toMatchObject({ complete: false, requests: 1 });
    expect(report.collections.museos?.error).toContain('harían falta 194.446 pedidos');
    expect(report.collections.tramites).toMatchObject({ complete: true, error: null });
    expect(read<Row[]>(out, 'tramites.json').map((t) => t.id)).toEqual(upstreamIds(sim, 'tramites'));
  });
});
