/**
 * Desktop notifications from the main process. The window's web permissions stay denied
 * (window.ts): a notification shown by main needs none, and the page can only ask for one
 * through the checked bridge (`notify`), never for the permission itself.
 */
import { Notification, type BrowserWindow } from 'electron';
import { busquedaChannel } from '../src-shared/channels';
import { appTitle } from './window';

interface NoticeContent {
  title: string;
  body: string;
  /** The saved search a click opens (validated by the bridge's schema). */
  busqueda?: string | undefined;
}

// The notices shown and not yet clicked or closed. Electron holds a notification only weakly: one
// nothing else holds may be collected before the person clicks it, and its click is lost
// (electron/electron#16922).
const waiting = new Set<Notification>();

/** Shows one notification; false where the system has none (some Linux desktops). */
export function showNotification({ title, body }: NoticeContent, onClick?: () => void): boolean {
  if (!Notification.isSupported()) return false;
  const notification = new Notification({ title, body, subtitle: appTitle, silent: false });
  waiting.add(notification);
  notification.on('click', () => {
    waiting.delete(notification);
    onClick?.();
  });
  notification.on('close', () => waiting.delete(notification));
  notification.show();
  return true;
}

/**
 * A click on a notice: the window comes back (restored, shown, focused) and, when the notice is a
 * saved search's, its page is told which one to open, on the same checked path as the menu's commands.
 */
export function noticeClicked(window: BrowserWindow | null, busqueda: string | undefined): void {
  if (window === null || window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
  if (busqueda !== undefined) window.webContents.send(busquedaChannel, busqueda);
}
