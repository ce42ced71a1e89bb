/** App and window wiring only. */
import { app, screen, type BrowserWindow } from 'electron';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBackend } from './backend';
import { registerIpc } from './bridge/ipc';
import { appOptions } from './config';
import { installMenu } from './menu';
import { noticeClicked, showNotification } from './notify';
import {
  appOrigin,
  appTitle,
  createMainWindow,
  denyAllPermissions,
  openOutside,
  openSavedFile,
  registerAppScheme,
  serveRenderer,
} from './window';
import { loadWindowState, restoredBounds, trackWindowState } from './window-state';

const log = (message: string, cause: unknown): void => console.error(message, cause);
const { baseUrl: override, dataDir } = appOptions(process.argv, process.env);

app.setName(appTitle);
// Before the single-instance lock, which is keyed on the user data directory.
if (dataDir !== undefined) app.setPath('userData', resolve(dataDir));

if (!override.ok) {
  console.error(override.message);
  app.exit(1);
} else if (!app.requestSingleInstanceLock()) {
  // Another window is already open: it gets the focus (see 'second-instance'), this one leaves.
  app.quit();
} else {
  let mainWindow: BrowserWindow | null = null;
  app.enableSandbox();
  registerAppScheme();
  app.on('second-instance', () => {
    if (mainWindow === null || mainWindow.isDestroyed()) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => app.quit());

  void app
    .whenReady()
    .then(async () => {
      const userData = app.getPath('userData');
      const iconPath = join(app.getAppPath(), 'resources', 'icon.png');
      app.setAboutPanelOptions({ applicationName: appTitle, applicationVersion: app.getVersion(), iconPath });
      denyAllPermissions();
      const backend = await createBackend({
        dataDir: userData,
        baseUrlOverride: override.baseUrl,
        mode: 'electron',
        openOutside,
        openFile: openSavedFile,
        log,
        // A click on a notice brings the window back, on the saved search it tells of (if any).
        notify: (notice) => showNotification(notice, () => noticeClicked(mainWindow, notice.busqueda)),
      });
      serveRenderer(fileURLToPath(new URL('../renderer/', import.meta.url)), backend.images);
      registerIpc(backend.handlers, log);

      const state = await loadWindowState(userData);
      const window = createMainWindow({
        preloadPath: fileURLToPath(new URL('../preload/preload.cjs', import.meta.url)),
        devTools: !app.isPackaged,
        iconPath,
        bounds: restoredBounds(
          state,
          screen.getAllDisplays().map((display) => display.workArea),
        ),
      });
      mainWindow = window;
      if (state?.maximized === true) window.maximize();
      trackWindowState(window, userData, log);
      installMenu(window, {
        openOutside: (url) => {
          openOutside(url).catch((cause: unknown) => log(`No se pudo abrir ${url}`, cause));
        },
        devTools: !app.isPackaged,
        isMac: process.platform === 'darwin',
      });
      await window.loadURL(`${appOrigin}/index.html`);
    })
    .catch((cause: unknown) => {
      // A failure here is a bug; a window-less process lingering would hide it.
      log('No se pudo iniciar la aplicación', cause);
      app.exit(1);
    });
}
