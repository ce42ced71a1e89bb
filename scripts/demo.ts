// npm run demo: the API simulator and browser mode together, on 127.0.0.1, with no network at all.
// Its data (settings, saved documents, images) stays in a folder of its own between runs; --fresh empties it.
import { homedir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { emptyDataDir } from '../src-main/backend';
import { parseOptions, portOption } from '../src-main/cli/options';
import { defaultDemoDataDir } from '../src-main/config';
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

const parsed = parseOptions(process.argv.slice(2), { values: ['port', 'api-port', 'token'], flags: ['fresh'] });
if (!parsed.ok) quit(parsed.message);
const { values, flags } = parsed.value;
const apiPort = portOption('--api-port', values['api-port'], 8787);
if (!apiPort.ok) quit(apiPort.message);
// Not `npm run web`'s 5180: the browser keeps the cached mirror and the favorites per address, so
// the simulator's never mix with the real API's, and --fresh empties only the demo's.
const webPort = portOption('--port', values.port, 5181);
if (!webPort.ok) quit(webPort.message);
const token = launchTokenOption(values.token, process.env);
if (!token.ok) quit(token.message);

/** Starts a server, or ends the demo with a Spanish line (a port in use is the likely cause). */
async function orQuit<T>(start: Promise<T>, port: number): Promise<T> {
  return start.catch((cause: unknown) => quit(`No se pudo abrir el puerto ${port}: ${errorMessage(cause)}`));
}

// Fixed, like the ports: saved copies and favorites are found again on the next run.
const dataDir = defaultDemoDataDir(process.env, homedir(), process.platform);
const fresh = flags.has('fresh');

buildIfNeeded();
console.log('Iniciando el simulador de la API…');
const simulator = await orQuit(startSimulator({ port: apiPort.value }), apiPort.value);
console.log(`Simulador en ${simulator.url}`);
// Only now: a demo already running holds the port, and its folder is not emptied under it.
if (fresh) await emptyDataDir(dataDir).catch((cause: unknown) => quit(`No se pudo vaciar ${dataDir}: ${errorMessage(cause)}`));
console.log(
  fresh
    ? `Datos del demo en ${dataDir}: vaciados (--fresh); el navegador también empieza de cero al abrir la dirección.`
    : `Datos del demo en ${dataDir}: se conservan entre ejecuciones (--fresh empieza de cero).`,
);
const web = await orQuit(
  startWebServer({
    dataDir,
    clearBrowserStorage: fresh,
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
