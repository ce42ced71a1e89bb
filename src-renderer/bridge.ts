/**
 * The renderer's side of the bridge: window.directorio under Electron (the preload), or
 * `POST /bridge/<method>` to the browser-mode server, with this tab's session secret.
 */
import type { DirectorioApi, DirectorioPreload, MenuCommand } from '../src-shared/bridge';
import { browserSession } from './browser-session';
import { httpBridge } from './http-bridge';

declare global {
  interface Window {
    directorio?: DirectorioPreload;
  }
}

export const bridge: DirectorioApi = window.directorio ?? httpBridge(browserSession()?.secret ?? null);

/** Commands from Electron's application menu; browser mode has no such menu, so none ever arrive. */
export function onMenuCommand(listener: (command: MenuCommand) => void): () => void {
  return window.directorio?.onMenuCommand(listener) ?? (() => undefined);
}

/** A click on a desktop notice asks to open a saved search (Electron); browser mode's notices are the page's own. */
export function onOpenBusqueda(listener: (id: string) => void): () => void {
  return window.directorio?.onOpenBusqueda(listener) ?? (() => undefined);
}

/**
 * Opens an http(s), mailto: or tel: URL outside the app. Main vets the URL; in Electron it hands
 * it to the system, in browser mode the page opens a new tab without access back to us, or, for
 * an address or a number, clicks a detached link: the browser passes it to the mail or phone app
 * and the page stays where it is (a tab for a mailto: would stay blank).
 */
export async function openExternal(url: string): Promise<string | null> {
  const result = await bridge.openExternal({ url });
  if (!result.ok) return result.error.kind === 'rejected' ? result.error.message : 'No se pudo abrir el enlace.';
  if (window.directorio !== undefined) return null;
  if (/^https?:/.test(result.url)) {
    window.open(result.url, '_blank', 'noopener,noreferrer');
  } else {
    const link = document.createElement('a');
    link.href = result.url;
    link.click();
  }
  return null;
}
