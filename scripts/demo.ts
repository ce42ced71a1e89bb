// npm run demo: the API simulator and browser mode together, on 127.0.0.1, with no network at all.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionValue } from '../src-main/config';
import { startWebServer } from '../src-main/web';
import { startSimulator } from '../test/simulator/server';
import { buildIfNeeded } from './build-if-needed.mjs';

const argv = process.argv.slice(2);
const port = (name: string, fallback: number): number => {
  const value = Number(optionValue(argv, name) ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    console.error(`Puerto inválido para ${name}`);
    process.exit(1);
  }
  return value;
};

buildIfNeeded();
const simulator = await startSimulator({ port: port('--api-port', 8787) });
const web = await startWebServer({
  // A fresh settings folder: the demo never touches the user's own configuration.
  dataDir: mkdtempSync(join(tmpdir(), 'directorio-demo-')),
  baseUrl: simulator.url,
  rendererDir: fileURLToPath(new URL('../out/renderer/', import.meta.url)),
  port: port('--port', 5180),
  log: (message, cause) => console.error(message, cause),
});
console.log(`Simulador de la API en ${simulator.url}`);
console.log(`Directorio de Cultura (demo) en ${web.url}  — abrilo en el navegador; Ctrl+C para terminar.`);
const stop = (): void => void Promise.all([web.close(), simulator.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
