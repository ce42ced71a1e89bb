/** `npm run web -- [--base-url URL] [--port N] [--data-dir DIR] [--token VALUE]`: browser mode on 127.0.0.1. */
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorMessage } from '../../src-shared/errors';
import { baseUrlOverride, defaultWebDataDir, optionValue } from '../config';
import { startWebServer } from '../web';
import { launchTokenOption } from '../web-access';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const override = baseUrlOverride(argv, process.env);
  if (!override.ok) return fail(override.message);
  const portText = optionValue(argv, '--port') ?? '5180';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) return fail(`Puerto inválido: «${portText}»`);
  const dataDirOption = optionValue(argv, '--data-dir');
  if (dataDirOption === '') return fail('--data-dir necesita una carpeta');
  const dataDir = resolve(dataDirOption ?? defaultWebDataDir(process.env, homedir(), process.platform));
  const token = launchTokenOption(optionValue(argv, '--token'));
  if (!token.ok) return fail(token.message);
  const rendererDir = fileURLToPath(new URL('../renderer/', import.meta.url));
  const server = await startWebServer({
    dataDir,
    ...(override.baseUrl === null ? {} : { baseUrl: override.baseUrl }),
    rendererDir,
    port,
    ...(token.token === undefined ? {} : { token: token.token }),
    log: (message, cause) => console.error(message, cause),
  }).catch((cause: unknown) => fail(`No se pudo abrir el puerto ${port}: ${errorMessage(cause)}`));
  if (server === undefined) return;
  console.log(`Configuración en ${dataDir}`);
  if (override.baseUrl !== null)
    console.log(`API: ${override.baseUrl} (indicada al iniciar; tiene prioridad sobre la configuración guardada)`);
  // Last, so it is the line people see: the only address that lets a browser in.
  console.log(`Directorio de Cultura (modo navegador): abrí ${server.url} en el navegador. Ctrl+C para terminar.`);
  const stop = (): void => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function fail(message: string): undefined {
  console.error(message);
  process.exitCode = 1;
  return undefined;
}

void main();
