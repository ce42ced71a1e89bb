// Builds with electron-vite when out/ is missing or older than any source file, quietly: the
// user reads one Spanish line and the time it took, not the bundler's listing (its errors still show).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const sources = ['src-main', 'src-renderer', 'src-shared', 'resources', 'electron.vite.config.ts', 'package.json'];
const outputs = ['out/main/index.js', 'out/main/web.js', 'out/main/export.js', 'out/preload/preload.cjs', 'out/renderer/index.html'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), info.mtimeMs);
}

export function buildIfNeeded() {
  const built = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  if (built > Math.max(...sources.map(newest))) return;
  console.error('Compilando la aplicación (la primera vez o tras cambiar el código; tarda unos segundos)…');
  const started = performance.now();
  const result = spawnSync(process.execPath, ['node_modules/electron-vite/bin/electron-vite.js', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) {
    console.error('La compilación falló.');
    process.exit(1);
  }
  console.error(`Compilada en ${Math.round((performance.now() - started) / 1000)} s.`);
}
