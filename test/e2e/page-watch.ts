/**
 * What a page does that it must not: every request it makes (to check that none leaves the app's
 * origins), every dialog, every popup, every refusal of the Content Security Policy, and the
 * workers it starts. Listen from the start, check at the end.
 */
import type { Page } from '@playwright/test';
import { expect, type AppServers } from './fixtures';

export interface PageWatch {
  requests: string[];
  dialogs: string[];
  popups: string[];
  refused: string[];
  workers: string[];
}

/** Every request the page makes, every dialog and every popup, to check at the end. */
export function watch(page: Page): PageWatch {
  const seen: PageWatch = { requests: [], dialogs: [], popups: [], refused: [], workers: [] };
  page.on('request', (request) => seen.requests.push(request.url()));
  page.on('worker', (worker) => seen.workers.push(worker.url()));
  // What the CSP refused (PDF.js asking for eval, WebAssembly or a worker from elsewhere) is logged here.
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.refused.push(message.text());
  });
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // The page's own popups: axe opens blank pages of its own in the context, which are not the app's.
  page.on('popup', (popup) => seen.popups.push(popup.url()));
  return seen;
}

export function expectOnlyAppOrigins(app: AppServers, requests: readonly string[]): void {
  const allowed = new Set([app.web.origin, app.web.documentsOrigin, new URL(app.web.imagesBase).origin]);
  expect(requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && !allowed.has(new URL(url).origin))).toEqual([]);
}
