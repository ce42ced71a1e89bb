/** `npm run web -- [--base-url URL] [--port N]`: browser mode on 127.0.0.1. */
import { fileURLToPath } from 'node:url';
import { optionValue, resolveBaseUrl } from '../config';
import { startWebServer } from '../web';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const base = resolveBaseUrl(argv, process.env);
  if (!base.ok) return fail(base.message);
  const portText = optionValue(argv, '--port') ?? '5180';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) return fail(`Puerto inválido: «${portText}»`);
  const rendererDir = fileURLToPath(new URL('../renderer/', import.meta.url));
  const server = await startWebServer({
    baseUrl: base.baseUrl,
    rendererDir,
    port,
    log: (message, cause) => console.error(message, cause),
  }).catch((cause: unknown) => fail(`No se pudo abrir el puerto ${port}: ${cause instanceof Error ? cause.message : String(cause)}`));
  if (server === undefined) return;
  console.log(`Directorio de Cultura (modo navegador) en ${server.url}`);
  console.log(`API: ${base.baseUrl}`);
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
