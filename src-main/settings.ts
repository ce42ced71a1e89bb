/**
 * The settings file (settings.json in the user data directory). Read field by field: a field
 * that is missing or invalid falls back to its default, the others are kept. A file that was
 * not exactly valid is never dropped silently: the original is copied beside it, the repaired
 * settings are written back, and the view says what happened until the app restarts.
 */
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultSettings, settingsFieldNames, settingsFields, type Settings, type SettingsField } from '../src-shared/settings';

export const settingsFileName = 'settings.json';

/** The settings file, the copies of invalid ones kept beside it, and its temporary files while written. */
export function isSettingsFileName(name: string): boolean {
  return name === settingsFileName || name.startsWith(`${settingsFileName}.invalido-`) || /^settings\.json\.\d+\.tmp$/.test(name);
}

const fieldLabels: Record<SettingsField, string> = {
  baseUrl: 'URL base de la API',
  pageSize: 'tamaño de página',
  concurrency: 'descargas simultáneas',
  autoSyncHours: 'sincronización automática',
  closingSoonDays: 'aviso de cierre de favoritos',
  maxRequests: 'pedidos por colección',
  firstReminderDays: 'primer recordatorio del calendario',
  secondReminderDays: 'segundo recordatorio del calendario',
};

export interface StoredSettings {
  settings: Settings;
  /** Plain Spanish problems found in the file; empty when it was valid (or absent). */
  problems: string[];
}

/** Parses the file's text, keeping every valid field and defaulting the rest. */
export function parseStoredSettings(text: string): StoredSettings {
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch {
    return { settings: { ...defaultSettings }, problems: ['el archivo no es JSON válido'] };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { settings: { ...defaultSettings }, problems: ['el archivo no contiene un objeto de configuración'] };
  }
  const record = raw as Record<string, unknown>;
  const settings: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const field of settingsFieldNames) {
    const parsed = settingsFields[field].safeParse(record[field]);
    if (parsed.success) settings[field] = parsed.data;
    else {
      settings[field] = defaultSettings[field];
      problems.push(field in record ? `${fieldLabels[field]}: valor inválido` : `${fieldLabels[field]}: falta`);
    }
  }
  const unknown = Object.keys(record).filter((key) => !(settingsFieldNames as string[]).includes(key));
  if (unknown.length > 0) problems.push(`campos desconocidos: ${unknown.slice(0, 5).join(', ')}`);
  return { settings: settings as Settings, problems };
}

export interface SettingsStore {
  readonly file: string;
  current(): Settings;
  /** What went wrong reading the file at start, in plain Spanish; null when nothing did. */
  notice(): string | null;
  /** Writes validated settings atomically; rejects (throws) only if the disk refuses. */
  save(next: Settings): Promise<void>;
}

export interface SettingsStoreOptions {
  dir: string;
  log?: (message: string, cause: unknown) => void;
  now?: () => Date;
}

export async function openSettingsStore(options: SettingsStoreOptions): Promise<SettingsStore> {
  const file = join(options.dir, settingsFileName);
  const log = options.log ?? (() => undefined);
  let current: Settings = { ...defaultSettings };
  let notice: string | null = null;

  const write = async (settings: Settings): Promise<void> => {
    await mkdir(options.dir, { recursive: true });
    // Write then rename, so a crash mid-write never leaves a half file behind.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(settings, null, 2)}\n`, { encoding: 'utf8', mode: 0o600 });
    await rename(temporary, file);
  };

  let text: string | null = null;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    // No file yet is the normal first run; anything else is worth a line in the log.
    if ((cause as NodeJS.ErrnoException).code !== 'ENOENT') {
      log('settings: no se pudo leer el archivo', cause);
      notice = `No se pudo leer ${file}; se usan los valores predeterminados.`;
    }
  }
  if (text !== null) {
    const stored = parseStoredSettings(text);
    current = stored.settings;
    if (stored.problems.length > 0) {
      const stamp = (options.now ?? (() => new Date()))().toISOString().replace(/[:.]/g, '-');
      const backup = `${file}.invalido-${stamp}`;
      try {
        await copyFile(file, backup);
        await write(current);
        notice =
          `La configuración guardada tenía problemas (${stored.problems.join('; ')}); ` +
          `se usaron valores predeterminados para esos campos. Copia del archivo original: ${backup}`;
      } catch (cause) {
        log('settings: no se pudo respaldar el archivo inválido', cause);
        notice = `La configuración guardada tenía problemas (${stored.problems.join('; ')}) y no se pudo respaldar; no se modificó ${file}.`;
      }
      log(`settings: ${notice}`, null);
    }
  }

  return {
    file,
    current: () => current,
    notice: () => notice,
    async save(next) {
      await write(next);
      current = next;
    },
  };
}
