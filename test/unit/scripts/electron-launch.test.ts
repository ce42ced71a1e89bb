/** npm start's Electron lookup: a failed first download ends in Spanish, with the detail in a log. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { electronMissingMessage, findElectron, writeLaunchLog } from '../../../scripts/electron-launch.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A stand-in for node_modules/electron: its index.js answers the binary's path, as the real one does. */
function fakeElectronPackage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fake-electron-'));
  made.push(dir);
  writeFileSync(
    join(dir, 'index.js'),
    "const fs = require('fs'); const path = require('path');\n" +
      "module.exports = path.join(__dirname, 'dist', fs.readFileSync(path.join(__dirname, 'path.txt'), 'utf8'));\n",
  );
  return dir;
}

function putBinary(dir: string): void {
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'electron'), '');
  writeFileSync(join(dir, 'path.txt'), 'electron');
}

describe('findElectron', () => {
  it('reports a failed download with the installer output, not a path', () => {
    const dir = fakeElectronPackage();
    const calls: string[] = [];
    const result = findElectron(
      dir,
      (electronDir) => {
        calls.push(electronDir);
        return { ok: false, output: 'TypeError: fetch failed' };
      },
      {},
    );
    expect(result).toEqual({ ok: false, detail: 'TypeError: fetch failed' });
    expect(calls).toEqual([dir]);
  });

  it('downloads once when the binary is missing, then answers its path', () => {
    const dir = fakeElectronPackage();
    let calls = 0;
    const result = findElectron(
      dir,
      (electronDir) => {
        calls += 1;
        putBinary(electronDir);
        return { ok: true, output: '' };
      },
      {},
    );
    expect(result).toEqual({ ok: true, path: join(dir, 'dist', 'electron') });
    expect(calls).toBe(1);
  });

  it('does not download when the binary is already there', () => {
    const dir = fakeElectronPackage();
    putBinary(dir);
    let calls = 0;
    const result = findElectron(
      dir,
      () => {
        calls += 1;
        return { ok: false, output: '' };
      },
      {},
    );
    expect(result).toEqual({ ok: true, path: join(dir, 'dist', 'electron') });
    expect(calls).toBe(0);
  });

  it('is a failure when the installer says it succeeded but left no binary', () => {
    const dir = fakeElectronPackage();
    const result = findElectron(dir, () => ({ ok: true, output: '' }), {});
    expect(result.ok).toBe(false);
  });
});

describe('the message for a missing Electron', () => {
  it('says in Spanish what happened, that the first launch needs internet, and the alternatives', () => {
    const message = electronMissingMessage('/tmp/directorio-electron-x/descarga.log');
    expect(message).toContain('Electron no está instalado y no se pudo descargar');
    expect(message).toContain('hace falta conexión a internet');
    expect(message).toContain('npm run web');
    expect(message).toContain('npm run demo');
    expect(message).toContain('/tmp/directorio-electron-x/descarga.log');
    expect(message).not.toMatch(/\b(the|failed|please|error|install|delete|manually)\b|\n\s+at /i);
  });

  it('leaves the log line out when no log could be written', () => {
    expect(electronMissingMessage(null)).not.toContain('detalle técnico');
  });

  it('keeps the technical detail in a file under the temp dir', () => {
    const path = writeLaunchLog('TypeError: fetch failed\n    at downloadArtifact');
    expect(path).not.toBeNull();
    if (path === null) return;
    made.push(dirname(path));
    expect(path.startsWith(tmpdir())).toBe(true);
    expect(readFileSync(path, 'utf8')).toContain('TypeError: fetch failed');
  });
});
