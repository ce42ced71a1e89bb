// Finding Electron's binary for npm start. The electron package downloads it on first use from
// inside `require('electron')`, printing English progress and stack traces to our terminal; we
// run its installer ourselves with the output captured, so the user reads only Spanish.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** True when `require('electron')` will return a path without downloading (the check of electron/index.js). */
export function electronInstalled(electronDir, env = process.env) {
  if (env.ELECTRON_OVERRIDE_DIST_PATH) return true;
  const pathFile = join(electronDir, 'path.txt');
  return existsSync(pathFile) && existsSync(join(electronDir, 'dist', readFileSync(pathFile, 'utf8')));
}

/** Runs electron's own installer (download and unzip) with its output kept for the log. */
function runInstaller(electronDir) {
  const result = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [result.error?.stack, result.stdout, result.stderr].filter(Boolean).join('\n');
  return { ok: result.status === 0, output };
}

/**
 * The binary's path, downloading it first when it is missing.
 * `install` is electron's installer; tests pass a stand-in.
 * @returns {{ ok: true, path: string } | { ok: false, detail: string }}
 */
export function findElectron(electronDir, install = runInstaller, env = process.env) {
  if (!electronInstalled(electronDir, env)) {
    const installed = install(electronDir);
    if (!installed.ok || !electronInstalled(electronDir, env)) {
      return { ok: false, detail: installed.output || 'El instalador de Electron terminó sin dejar el binario.' };
    }
  }
  try {
    return { ok: true, path: String(require(join(electronDir, 'index.js'))) };
  } catch (error) {
    // Not errorMessage (src-shared/errors.ts): this plain Node script runs before any build, and its log wants the stack.
    return { ok: false, detail: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

/** What the user reads when Electron is missing and could not be fetched; `logPath` holds the detail. */
export function electronMissingMessage(logPath) {
  return [
    '',
    'No se pudo abrir la aplicación de escritorio: Electron no está instalado y no se pudo descargar.',
    'La primera vez que se ejecuta npm start hace falta conexión a internet para descargarlo;',
    'después la aplicación funciona sin red.',
    '',
    'Mientras tanto, la misma aplicación funciona en el navegador:',
    '  npm run web    con la API real',
    '  npm run demo   con un simulador de la API, sin red',
    '',
    ...(logPath === null ? [] : [`El detalle técnico quedó en ${logPath}`, '']),
  ].join('\n');
}

/** Keeps the installer's technical output in a fresh folder under the OS temp dir; null if it cannot. */
export function writeLaunchLog(detail) {
  try {
    const path = join(mkdtempSync(join(tmpdir(), 'directorio-electron-')), 'descarga.log');
    writeFileSync(path, `${detail}\n`);
    return path;
  } catch {
    return null;
  }
}
