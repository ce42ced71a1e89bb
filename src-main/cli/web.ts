/** `npm run web -- [--base-url URL] [--port N] [--data-dir DIR] [--token VALUE]` (or DIRECTORIO_TOKEN): browser mode on 127.0.0.1. */
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorMessage } from '../../src-shared/errors';
import { baseUrlOverride, defaultWebDataDir } from '../config';
import { startWebServer } from '../web';
import { launchTokenOption } from '../web-access';
import { parseOptions, portOption } from './options';

async function main(): Promise<void> {
  const parsed = parseOptions(process.argv.slice(2), { values: ['base-url', 'port', 'data-dir', 'token'] });
  if (!parsed.ok) return fail(parsed.message);
  const { values } = parsed.value;
  const override = baseUrlOverride(values['base-url'], process.env);
  if (!override.ok) return fail(override.message);
  const port = portOption('--port', values.port, 5180);
  if (!port.ok) return fail(port.message);
  if (values['data-dir'] === '') return fail('--data-dir necesita una carpeta');
  const dataDir = resolve(values['data-dir'] ?? defaultWebDataDir(process.env, homedir(), process.platform));
  const token = launchTokenOption(values.token, process.env);
  if (!token.ok) return fail(token.message);
  const rendererDir = fileURLToPath(new URL('../renderer/', import.meta.url));
  const server = await startWebServer({
    dataDir,
    ...(override.baseUrl === null ? {} : { baseUrl: override.baseUrl }),
    rendererDir,
    port: port.value,
    ...(token.token === undefined ? {} : { token: token.token }),
    log: (message, cause) => console.error(message, cause),
  }).catch((cause: unknown) => fail(`No se pudo abrir el puerto ${port.value}: ${errorMessage(cause)}`));
  if (server === undefined) return;
  console.log(`Configuración en ${dataDir}`);
  if (override.baseUrl !== null)
    console.log(`API: ${override.baseUrl} (indicada al iniciar; tiene prioridad sobre la configuración guardada)`);
  // Last, so it is the line people see: the only address that lets a browser in.
  console.log(`Directorio de Cultura (modo navegador): abrí ${server.url} en el navegador. Ctrl+C para terminar.`);
  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      (cause: unknown) => {
        console.error(`No se pudo cerrar el servidor: ${errorMessage(cause)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function fail(message: string): undefined {
  console.error(message);
  process.exitCode = 1;
  return undefined;
}

main().catch((cause: unknown) => fail(`Error inesperado: ${errorMessage(cause)}`));
