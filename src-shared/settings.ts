/**
 * The user's settings: one schema for the settings view (field errors as the user types),
 * the bridge (saveSettings arguments) and main (the file on disk, read field by field).
 * Messages are the ones the settings view shows, so they are Spanish.
 */
import { z } from './zod';
import { safeExternalUrl } from './url';
import { spanishCount } from './spanish-count';

const reminderDays = { min: 0, max: 90 } as const;

export const settingsLimits = {
  pageSize: { min: 1, max: 1000 },
  concurrency: { min: 1, max: 16 },
  // Up to a month; 0 turns automatic syncing off.
  autoSyncHours: { min: 0, max: 720 },
  // Up to three months ahead; 0 turns the "closes soon" warning off.
  closingSoonDays: { min: 0, max: 90 },
  // Requests one collection may send in a sync, retries and passes included. A real list takes a
  // handful; the bound keeps a huge `count` with a small page size from planning 100,000 of them.
  maxRequests: { min: 10, max: 100_000 },
  // Reminders on each closing date of an exported calendar, in days before it; 0 is no reminder.
  // Two fields rather than one list: in Spanish "7,1" reads as a decimal number, and each field
  // gets its own limits, spin buttons and error.
  firstReminderDays: reminderDays,
  secondReminderDays: reminderDays,
} as const;

const baseUrl = z.pipe(
  z.string().check(z.maxLength(2048, 'La URL base es demasiado larga.')),
  z.transform((raw: string, context) => {
    const url = safeExternalUrl(raw.trim());
    if (url === null) {
      context.issues.push({
        code: 'custom',
        message: 'La URL base debe empezar con http:// o https:// y nombrar un servidor.',
        input: raw,
      });
      return z.NEVER;
    }
    // The API lives at /api/v2.0/ of that origin, so only the origin is kept.
    return url.origin;
  }),
);

function wholeNumber(label: string, { min, max }: { min: number; max: number }): z.ZodMiniNumber<number> {
  const message = `${label} debe ser un número entero entre ${spanishCount(min)} y ${spanishCount(max)}.`;
  return z.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message));
}

export const settingsFields = {
  baseUrl,
  pageSize: wholeNumber('El tamaño de página', settingsLimits.pageSize),
  concurrency: wholeNumber('El número de descargas simultáneas', settingsLimits.concurrency),
  autoSyncHours: wholeNumber('El intervalo de sincronización', settingsLimits.autoSyncHours),
  // Added after the first release: a settings file written before them is complete without them.
  // The defaults repeat settings-defaults.ts (literals: that module's type comes from this one).
  closingSoonDays: z._default(wholeNumber('El aviso de cierre', settingsLimits.closingSoonDays), 7),
  maxRequests: z._default(wholeNumber('El máximo de pedidos por colección', settingsLimits.maxRequests), 5000),
  firstReminderDays: z._default(wholeNumber('El primer recordatorio', settingsLimits.firstReminderDays), 7),
  secondReminderDays: z._default(wholeNumber('El segundo recordatorio', settingsLimits.secondReminderDays), 1),
};

export const settingsSchema = z.strictObject(settingsFields);

export type Settings = z.output<typeof settingsSchema>;
export type SettingsField = keyof Settings;
export const settingsFieldNames = Object.keys(settingsFields) as SettingsField[];

export { defaultSettings } from './settings-defaults';

/** What getSettings and saveSettings answer: the saved settings and what is in effect now. */
export interface SettingsView {
  settings: Settings;
  /** The base URL fetches use now: the start-up override when there is one, else the saved one. */
  effectiveBaseUrl: string;
  /** Given at start (--base-url or DIRECTORIO_BASE_URL); it wins over the saved base URL for this run. */
  baseUrlOverride: string | null;
  /** Where the settings are kept, to tell the user. */
  location: string;
  /** Set when the file on disk was unreadable or partly invalid and defaults were used. */
  notice: string | null;
}

/** The first message for each field that failed, for the settings form. */
export function fieldErrors(error: z.core.$ZodError): Partial<Record<SettingsField, string>> {
  const errors: Partial<Record<SettingsField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in settingsFields) errors[field as SettingsField] ??= issue.message;
  }
  return errors;
}
