/** The default settings, kept free of zod so the renderer's first bundle does not carry the schemas. */
import { defaultBaseUrl } from './api/collections';
import type { Settings } from './settings';

export const defaultSettings: Settings = {
  baseUrl: defaultBaseUrl,
  pageSize: 100,
  concurrency: 4,
  autoSyncHours: 6,
  closingSoonDays: 7,
  maxRequests: 5000,
  firstReminderDays: 7,
  secondReminderDays: 1,
};
