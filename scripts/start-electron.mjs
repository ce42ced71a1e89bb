// npm start: launches the built app in Electron, or says plainly (in Spanish) why it cannot.
import { spawn } from 'node:child_process';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { buildIfNeeded } from './build-if-needed.mjs';
import { electronInstalled, electronMissingMessage, findElectron, writeLaunchLog } from './electron-launch.mjs';

const electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
// Electron first: without network it fails in a moment, rather than after a minute of building.
if (!electronInstalled(electronDir)) {
  console.error('Descargando Electron (solo hace falta la primera vez; puede tardar unos minutos)…');
}
const electron = findElectron(electronDir);
if (!electron.ok) {
  console.error(electronMissingMessage(writeLaunchLog(electron.detail)));
  process.exit(1);
}
buildIfNeeded();
const child = spawn(electron.path, ['.', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('error', (error) => {
  console.error(`No se pudo ejecutar Electron (${electron.path}): ${error.message}`);
  process.exit(1);
});
child.on('exit', (code) => process.exit(code ?? 1));
