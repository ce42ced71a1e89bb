/** The command lines of the Node tools: the shared reader, and browser mode's and the demo's refusals. */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { integerOption, parseOptions, portOption } from '../../../../src-main/cli/options';

const names = { values: ['out', 'port'], flags: ['json'] } as const;

describe('parseOptions', () => {
  it('reads --name value and --name=value alike, and flags', () => {
    const parsed = parseOptions(['--out', 'a b', '--port=80', '--json'], names);
    expect(parsed).toEqual({ ok: true, value: { values: { out: 'a b', port: '80' }, flags: new Set(['json']) } });
    expect(parseOptions([], names)).toEqual({ ok: true, value: { values: {}, flags: new Set() } });
  });

  it('keeps a value that starts with a dash or holds an equals sign for the tool to judge', () => {
    expect(parseOptions(['--port', '-1', '--out=x=y'], names)).toMatchObject({ ok: true, value: { values: { port: '-1', out: 'x=y' } } });
  });

  it('reads an option given without its value as empty', () => {
    expect(parseOptions(['--out'], names)).toMatchObject({ ok: true, value: { values: { out: '' } } });
    expect(parseOptions(['--out='], names)).toMatchObject({ ok: true, value: { values: { out: '' } } });
  });

  it('refuses, in Spanish, what it does not know, stray words, repeats and a value given to a flag', () => {
    expect(parseOptions(['--salida', 'x'], names)).toEqual({ ok: false, message: 'Opción desconocida: «--salida»' });
    expect(parseOptions(['--salida=x'], names)).toEqual({ ok: false, message: 'Opción desconocida: «--salida=x»' });
    expect(parseOptions(['-o', 'x'], names)).toEqual({ ok: false, message: 'Opción desconocida: «-o»' });
    expect(parseOptions(['--out', 'x', 'y'], names)).toEqual({ ok: false, message: 'Argumento inesperado: «y»' });
    expect(parseOptions(['--', '--out'], names)).toEqual({ ok: false, message: 'Argumento inesperado: «--out»' });
    expect(parseOptions(['--port', '1', '--port=2'], names)).toEqual({ ok: false, message: '--port aparece más de una vez' });
    expect(parseOptions(['--json=no'], names)).toEqual({ ok: false, message: '--json no lleva valor' });
  });
});

describe('integer and port options', () => {
  it('take the fallback when absent and check the range otherwise', () => {
    expect(integerOption('--n', undefined, 7, 1, 10)).toEqual({ ok: true, value: 7 });
    expect(integerOption('--n', '10', 7, 1, 10)).toEqual({ ok: true, value: 10 });
    expect(integerOption('--n', '11', 7, 1, 10)).toEqual({ ok: false, message: '--n debe ser un entero entre 1 y 10 (se recibió «11»).' });
    expect(integerOption('--n', '2.5', 7, 1, 10)).toMatchObject({ ok: false });
    expect(integerOption('--n', '', 7, 0, 10)).toMatchObject({ ok: false });
    expect(portOption('--port', undefined, 5180)).toEqual({ ok: true, value: 5180 });
    expect(portOption('--port', '0', 5180)).toEqual({ ok: true, value: 0 });
    expect(portOption('--port', '65536', 5180)).toEqual({ ok: false, message: 'Puerto inválido para --port: «65536»' });
    expect(portOption('--api-port', '', 8787)).toEqual({ ok: false, message: 'Puerto inválido para --api-port: «»' });
  });
});

/** Runs a tool's command line; both refuse before they build or listen, so this is quick. */
function run(file: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', file, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('refusals on the command line', () => {
  it.each([
    ['src-main/cli/web.ts', ['--puerto', '1'], 'Opción desconocida: «--puerto»'],
    ['src-main/cli/web.ts', ['--port=70000'], 'Puerto inválido para --port: «70000»'],
    ['src-main/cli/web.ts', ['--data-dir='], '--data-dir necesita una carpeta'],
    ['scripts/demo.ts', ['--api-port', 'uno'], 'Puerto inválido para --api-port: «uno»'],
    ['scripts/demo.ts', ['--fresh=si'], '--fresh no lleva valor'],
  ])('%s %j exits 1 saying %s', async (file, args, message) => {
    const { code, stdout, stderr } = await run(file, args);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(message);
  });
});
