// npm start: launches the built app in Electron, or says plainly why it cannot.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let electronPath;
try {
  // The electron package downloads its binary on first use; without network that fails.
  electronPath = require('electron');
} catch (error) {
  console.error(
    '\nNo se pudo iniciar Electron: su binario no está instalado y no se pudo descargar' +
      ' (hace falta conexión a internet la primera vez).\n' +
      `Detalle: ${error instanceof Error ? error.message : String(error)}\n` +
      'Mientras tanto, la misma aplicación funciona en el navegador: npm run web (o npm run demo, sin red).\n',
  );
  process.exit(1);
}
const child = spawn(electronPath, ['.', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('error', (error) => {
  console.error(`No se pudo iniciar Electron (${electronPath}): ${error.message}`);
  process.exit(1);
});
child.on('exit', (code) => process.exit(code ?? 1));
