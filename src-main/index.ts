/** App and window wiring only. */
import { app } from 'electron';
import { fileURLToPath } from 'node:url';
import { createFetcher } from './api/fetcher';
import { createHandlers } from './bridge/handlers';
import { registerIpc } from './bridge/ipc';
import { resolveBaseUrl } from './config';
import { appOrigin, createMainWindow, denyAllPermissions, openOutside, registerAppScheme, serveRenderer } from './window';

const base = resolveBaseUrl(process.argv, process.env);
if (!base.ok) {
  console.error(base.message);
  app.exit(1);
} else {
  registerAppScheme();
  app.setName('Directorio de Cultura');
  void app.whenReady().then(() => {
    const log = (message: string, cause: unknown): void => console.error(message, cause);
    denyAllPermissions();
    serveRenderer(fileURLToPath(new URL('../renderer/', import.meta.url)), base.baseUrl);
    registerIpc(createHandlers({ fetcher: createFetcher({ baseUrl: base.baseUrl }), mode: 'electron', openExternal: openOutside }), log);
    const window = createMainWindow({
      preloadPath: fileURLToPath(new URL('../preload/preload.cjs', import.meta.url)),
      devTools: !app.isPackaged,
    });
    void window.loadURL(`${appOrigin}/index.html`);
  });
  app.on('window-all-closed', () => app.quit());
}
