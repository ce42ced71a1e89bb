// npm run demo: the API simulator and browser mode together, on 127.0.0.1, with no network at all.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionValue } from '../src-main/config';
import { errorMessage } from '../src-shared/errors';
import { startWebServer } from '../src-main/web';
import { launchTokenOption } from '../src-main/web-access';
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

/** Starts a server, or ends the demo with a Spanish line (a port in use is the likely cause). */
async function orQuit<T>(start: Promise<T>, port: number): Promise<T> {
  return start.catch((cause: unknown) => {
    console.error(`No se pudo abrir el puerto ${port}: ${errorMessage(cause)}`);
    process.exit(1);
  });
}

const token = launchTokenOption(optionValue(argv, '--token'));
if (!token.ok) {
  console.error(token.message);
  process.exit(1);
}

buildIfNeeded();
console.log('Iniciando el simulador de la API…');
const apiPort = port('--api-port', 8787);
const simulator = await orQuit(startSimulator({ port: apiPort }), apiPort);
console.log(`Simulador en ${simulator.url}`);
const webPort = port('--port', 5180);
const web = await orQuit(
  startWebServer({
    // A fresh settings folder: the demo never touches the user's own configuration.
    dataDir: mkdtempSync(join(tmpdir(), 'directorio-demo-')),
    baseUrl: simulator.url,
    rendererDir: fileURLToPath(new URL('../out/renderer/', import.meta.url)),
    port: webPort,
    ...(token.token === undefined ? {} : { token: token.token }),
    log: (message, cause) => console.error(message, cause),
  }),
  webPort,
);
console.log(`Abrí ${web.url} en el navegador. Ctrl+C para terminar.`);
const stop = (): void => void Promise.all([web.close(), simulator.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
