/**
 * The Spanish application menu. Commands that belong to the page (sync, settings) travel to the
 * renderer as a typed notification on the one menu channel; the rest are Electron roles.
 */
import { Menu } from 'electron';
import type { BrowserWindow, MenuItemConstructorOptions } from 'electron';
import { menuChannel, type MenuCommand } from '../src-shared/channels';

export const apiDocumentationUrl = 'https://www.cultura.gob.ar/api/v2.0/';

export interface MenuActions {
  /** Sends a command to the app's page. */
  send(command: MenuCommand): void;
  openOutside(url: string): void;
  /** DevTools items only in development. */
  devTools: boolean;
  isMac: boolean;
}

export function menuTemplate(actions: MenuActions): MenuItemConstructorOptions[] {
  const archivo: MenuItemConstructorOptions = {
    label: 'Archivo',
    submenu: [
      { label: 'Sincronizar', accelerator: 'CmdOrCtrl+Shift+S', click: () => actions.send('sincronizar') },
      { label: 'Configuración…', accelerator: 'CmdOrCtrl+,', click: () => actions.send('configuracion') },
      { type: 'separator' },
      actions.isMac ? { role: 'close', label: 'Cerrar ventana' } : { role: 'quit', label: 'Salir' },
    ],
  };
  const editar: MenuItemConstructorOptions = {
    label: 'Editar',
    submenu: [
      { role: 'undo', label: 'Deshacer' },
      { role: 'redo', label: 'Rehacer' },
      { type: 'separator' },
      { role: 'cut', label: 'Cortar' },
      { role: 'copy', label: 'Copiar' },
      { role: 'paste', label: 'Pegar' },
      { role: 'selectAll', label: 'Seleccionar todo' },
    ],
  };
  const ver: MenuItemConstructorOptions = {
    label: 'Ver',
    submenu: [
      { role: 'reload', label: 'Recargar' },
      ...(actions.devTools ? [{ role: 'toggleDevTools', label: 'Herramientas de desarrollo' } as const] : []),
      { type: 'separator' },
      { role: 'resetZoom', label: 'Tamaño real' },
      { role: 'zoomIn', label: 'Acercar' },
      { role: 'zoomOut', label: 'Alejar' },
      { type: 'separator' },
      { role: 'togglefullscreen', label: 'Pantalla completa' },
    ],
  };
  const ayuda: MenuItemConstructorOptions = {
    label: 'Ayuda',
    role: 'help',
    submenu: [
      { label: 'Documentación de la API del Directorio de Cultura', click: () => actions.openOutside(apiDocumentationUrl) },
      { type: 'separator' },
      { role: 'about', label: 'Acerca de Directorio de Cultura' },
    ],
  };
  // macOS puts the app's own menu first, named after the app.
  return [...(actions.isMac ? [{ role: 'appMenu' } as const] : []), archivo, editar, ver, ayuda];
}

/** Installs the menu; commands go to `window`'s page while it is alive. */
export function installMenu(window: BrowserWindow, options: Omit<MenuActions, 'send'>): void {
  const send = (command: MenuCommand): void => {
    if (!window.isDestroyed()) window.webContents.send(menuChannel, command);
  };
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate({ ...options, send })));
}
