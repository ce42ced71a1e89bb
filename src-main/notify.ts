/**
 * Desktop notifications from the main process. The window's web permissions stay denied
 * (window.ts): a notification shown by main needs none, and the page can only ask for one
 * through the checked bridge (`notify`), never for the permission itself.
 */
import { Notification } from 'electron';
import { appTitle } from './window';

interface NoticeContent {
  title: string;
  body: string;
}

/** Shows one notification; false where the system has none (some Linux desktops). */
export function showNotification({ title, body }: NoticeContent, onClick?: () => void): boolean {
  if (!Notification.isSupported()) return false;
  const notification = new Notification({ title, body, subtitle: appTitle, silent: false });
  if (onClick !== undefined) notification.on('click', onClick);
  notification.show();
  return true;
}
