// npm run demo: the API simulator and browser mode together, on 127.0.0.1, with no network at all.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseOptions, portOption } from '../src-main/cli/options';
import { startWebServer } from '../src-main/web';
import { launchTokenOption } from '../src-main/web-access';
import { errorMessage } from '../src-shared/errors';
import { startSimulator } from '../test/simulator/server';
import { buildIfNeeded } from './build-if-needed.mjs';

/** Ends the demo with a Spanish line. */
function quit(message: string): never {
  console.error(message);
  process.exit(1);
}

const parsed = parseOptions(process.argv.slice(2), { values: ['port', 'api-port', 'token'] });
if (!parsed.ok) quit(parsed.message);
const { values } = parsed.value;
const apiPort = portOption('--api-port', values['api-port'], 8787);
if (!apiPort.ok) quit(apiPort.message);
const webPort = portOption('--port', values.port, 5180);
if (!webPort.ok) quit(webPort.message);
const token = launchTokenOption(values.token, process.env);
if (!token.ok) quit(token.message);

/** Starts a server, or ends the demo with a Spanish line (a port in use is the likely cause). */
async function orQuit<T>(start: Promise<T>, port: number): Promise<T> {
  return start.catch((cause: unknown) => quit(`No se pudo abrir el puerto ${port}: ${errorMessage(cause)}`));
}

buildIfNeeded();
console.log('Iniciando el simulador de la API…');
const simulator = await orQuit(startSimulator({ port: apiPort.value }), apiPort.value);
console.log(`Simulador en ${simulator.url}`);
const web = await orQuit(
  startWebServer({
    // A fresh settings folder: the demo never touches the user's own configuration.
    dataDir: mkdtempSync(join(tmpdir(), 'directorio-demo-')),
    baseUrl: simulator.url,
    rendererDir: fileURLToPath(new URL('../out/renderer/', import.meta.url)),
    port: webPort.value,
    ...(token.token === undefined ? {} : { token: token.token }),
    log: (message, cause) => console.error(message, cause),
  }),
  webPort.value,
);
console.log(`Abrí ${web.url} en el navegador. Ctrl+C para terminar.`);
const stop = (): void => void Promise.all([web.close(), simulator.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
