import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BridgeResults, Page } from '../../../src-shared/bridge';
import { defaultSettings, fieldErrors, settingsSchema, type Settings } from '../../../src-shared/settings';
import type { Fetcher } from '../../../src-main/api/fetcher';
import { createBackend } from '../../../src-main/backend';
import { appOptions, defaultDemoDataDir, defaultWebDataDir, resolveBaseUrl } from '../../../src-main/config';
import { openSettingsStore, parseStoredSettings, settingsFileName } from '../../../src-main/settings';

const freshDir = (): string => mkdtempSync(join(tmpdir(), 'directorio-settings-'));
const settingsJson = (dir: string): unknown => JSON.parse(readFileSync(join(dir, settingsFileName), 'utf8'));
const custom: Settings = {
  baseUrl: 'http://127.0.0.1:8787',
  pageSize: 250,
  concurrency: 8,
  autoSyncHours: 0,
  closingSoonDays: 3,
  maxRequests: 800,
  firstReminderDays: 14,
  secondReminderDays: 0,
};

describe('settings schema (shared by the view, the bridge and the file)', () => {
  it('accepts the defaults and keeps only the origin of the base URL', () => {
    expect(settingsSchema.parse(defaultSettings)).toEqual({
      baseUrl: 'https://www.cultura.gob.ar',
      pageSize: 100,
      concurrency: 4,
      autoSyncHours: 6,
      closingSoonDays: 7,
      maxRequests: 5000,
      firstReminderDays: 7,
      secondReminderDays: 1,
    });
    expect(settingsSchema.parse({ ...defaultSettings, baseUrl: ' https://api.example.org/api/v2.0/?x=1 ' }).baseUrl).toBe(
      'https://api.example.org',
    );
  });

  it.each([
    [{ baseUrl: 'javascript:alert(1)' }, 'baseUrl'],
    [{ baseUrl: 'ftp://example.org' }, 'baseUrl'],
    [{ baseUrl: 'https://user:pw@example.org' }, 'baseUrl'],
    [{ baseUrl: '' }, 'baseUrl'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageSize: 1001 }, 'pageSize'],
    [{ pageSize: 2.5 }, 'pageSize'],
    [{ pageSize: Number.NaN }, 'pageSize'],
    [{ concurrency: 0 }, 'concurrency'],
    [{ concurrency: 17 }, 'concurrency'],
    [{ autoSyncHours: -1 }, 'autoSyncHours'],
    [{ autoSyncHours: 721 }, 'autoSyncHours'],
    [{ autoSyncHours: '6' }, 'autoSyncHours'],
    [{ closingSoonDays: -1 }, 'closingSoonDays'],
    [{ closingSoonDays: 91 }, 'closingSoonDays'],
    [{ maxRequests: 9 }, 'maxRequests'],
    [{ maxRequests: 100_001 }, 'maxRequests'],
    [{ maxRequests: 50.5 }, 'maxRequests'],
    [{ firstReminderDays: -1 }, 'firstReminderDays'],
    [{ firstReminderDays: 91 }, 'firstReminderDays'],
    [{ firstReminderDays: 1.5 }, 'firstReminderDays'],
    [{ secondReminderDays: 91 }, 'secondReminderDays'],
    [{ secondReminderDays: Number.NaN }, 'secondReminderDays'],
  ] as const)('refuses %j with a Spanish message on that field', (change, field) => {
    const parsed = settingsSchema.safeParse({ ...defaultSettings, ...change });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const errors = fieldErrors(parsed.error);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toMatch(/debe/);
  });

  // Each label is the subject of "debe ser": a singular noun phrase ("Las descargas simultáneas debe" was read once).
  it.each([
    ['pageSize', 0, 'El tamaño de página debe ser un número entero entre 1 y 1.000.'],
    ['concurrency', 0, 'El número de descargas simultáneas debe ser un número entero entre 1 y 16.'],
    ['autoSyncHours', -1, 'El intervalo de sincronización debe ser un número entero entre 0 y 720.'],
    ['closingSoonDays', 91, 'El aviso de cierre debe ser un número entero entre 0 y 90.'],
    ['maxRequests', 9, 'El máximo de pedidos por colección debe ser un número entero entre 10 y 100.000.'],
    ['firstReminderDays', 91, 'El primer recordatorio debe ser un número entero entre 0 y 90.'],
    ['secondReminderDays', -1, 'El segundo recordatorio debe ser un número entero entre 0 y 90.'],
  ] as const)('says what %s must be in a grammatical sentence', (field, value, message) => {
    const parsed = settingsSchema.safeParse({ ...defaultSettings, [field]: value });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrors(parsed.error)[field]).toBe(message);
  });

  it('accepts the bounds: 1 and 1000 per page, 1 and 16 downloads, 0 (never) and 720 hours, 10 and 100,000 requests, reminders 0 (none) and 90 days', () => {
    for (const change of [
      { pageSize: 1 },
      { pageSize: 1000 },
      { concurrency: 1 },
      { concurrency: 16 },
      { autoSyncHours: 0 },
      { autoSyncHours: 720 },
      { maxRequests: 10 },
      { maxRequests: 100_000 },
      { firstReminderDays: 0, secondReminderDays: 90 },
      { firstReminderDays: 90, secondReminderDays: 0 },
    ]) {
      expect(settingsSchema.safeParse({ ...defaultSettings, ...change }).success).toBe(true);
    }
    expect(settingsSchema.safeParse({ ...defaultSettings, extra: 1 }).success).toBe(false);
  });
});

describe('reading the settings file, field by field', () => {
  it('keeps valid fields and defaults the rest, saying which', () => {
    const stored = parseStoredSettings(JSON.stringify({ baseUrl: 'http://127.0.0.1:8787', pageSize: 'mucho', concurrency: 8 }));
    expect(stored.settings).toEqual({
      baseUrl: 'http://127.0.0.1:8787',
      pageSize: 100,
      concurrency: 8,
      autoSyncHours: 6,
      closingSoonDays: 7,
      maxRequests: 5000,
      firstReminderDays: 7,
      secondReminderDays: 1,
    });
    expect(stored.problems).toEqual(['tamaño de página: valor inválido', 'sincronización automática: falta']);
  });

  it.each([['{"baseUrl": "https://x.org", '], ['[1, 2]'], ['null'], ['"texto"'], ['']])('falls back to the defaults for %j', (text) => {
    const stored = parseStoredSettings(text);
    expect(stored.settings).toEqual(defaultSettings);
    expect(stored.problems.length).toBeGreaterThan(0);
  });

  it('reads a file written before "closes soon" days existed as complete, with the default', () => {
    const older = { baseUrl: 'http://127.0.0.1:8787', pageSize: 250, concurrency: 8, autoSyncHours: 0 };
    expect(parseStoredSettings(JSON.stringify(older))).toEqual({
      settings: { ...older, closingSoonDays: 7, maxRequests: 5000, firstReminderDays: 7, secondReminderDays: 1 },
      problems: [],
    });
    expect(parseStoredSettings(JSON.stringify({ ...older, closingSoonDays: 91 })).problems).toEqual([
      'aviso de cierre de favoritos: valor inválido',
    ]);
    expect(settingsSchema.safeParse({ ...defaultSettings, closingSoonDays: 0 }).success).toBe(true);
    expect(settingsSchema.safeParse({ ...defaultSettings, closingSoonDays: 2.5 }).success).toBe(false);
  });

  it('reads a file written before the bound on requests existed as complete, with 5,000', () => {
    const older = { baseUrl: 'http://127.0.0.1:8787', pageSize: 250, concurrency: 8, autoSyncHours: 0, closingSoonDays: 3 };
    expect(parseStoredSettings(JSON.stringify(older))).toEqual({
      settings: { ...older, maxRequests: 5000, firstReminderDays: 7, secondReminderDays: 1 },
      problems: [],
    });
    expect(parseStoredSettings(JSON.stringify({ ...older, maxRequests: 0 })).problems).toEqual(['pedidos por colección: valor inválido']);
  });

  it('reads a file written before the calendar reminders existed as complete, with 7 and 1 days', () => {
    const older = {
      baseUrl: 'http://127.0.0.1:8787',
      pageSize: 250,
      concurrency: 8,
      autoSyncHours: 0,
      closingSoonDays: 3,
      maxRequests: 800,
    };
    expect(parseStoredSettings(JSON.stringify(older))).toEqual({
      settings: { ...older, firstReminderDays: 7, secondReminderDays: 1 },
      problems: [],
    });
    expect(parseStoredSettings(JSON.stringify({ ...older, firstReminderDays: 3, secondReminderDays: 120 }))).toEqual({
      settings: { ...older, firstReminderDays: 3, secondReminderDays: 1 },
      problems: ['segundo recordatorio del calendario: valor inválido'],
    });
  });

  it('reports unknown fields instead of dropping them silently', () => {
    expect(parseStoredSettings(JSON.stringify({ ...custom, tema: 'oscuro' })).problems).toEqual(['campos desconocidos: tema']);
    expect(parseStoredSettings(JSON.stringify(custom))).toEqual({ settings: custom, problems: [] });
  });
});

describe('the settings store', () => {
  it('starts from the defaults without writing anything when there is no file yet', async () => {
    const dir = freshDir();
    const store = await openSettingsStore({ dir });
    expect(store.current()).toEqual(defaultSettings);
    expect(store.notice()).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('saves atomically, privately, and reads back what it saved', async () => {
    const dir = join(freshDir(), 'anidada');
    const store = await openSettingsStore({ dir });
    await store.save(custom);
    expect(settingsJson(dir)).toEqual(custom);
    expect(readdirSync(dir)).toEqual([settingsFileName]); // no temporary file left behind
    if (process.platform !== 'win32') expect(statSync(join(dir, settingsFileName)).mode & 0o777).toBe(0o600);
    expect((await openSettingsStore({ dir })).current()).toEqual(custom);
  });

  it('never loses a corrupt file silently: it keeps a copy, repairs, and says so', async () => {
    const dir = freshDir();
    const original = '{"baseUrl": "https://x.org", "pageSize": 5000, "concurrency": 2';
    writeFileSync(join(dir, settingsFileName), original);
    const logged: string[] = [];
    const store = await openSettingsStore({ dir, now: () => new Date('2026-03-01T10:00:00Z'), log: (message) => logged.push(message) });
    expect(store.current()).toEqual(defaultSettings);
    const backup = join(dir, `${settingsFileName}.invalido-2026-03-01T10-00-00-000Z`);
    expect(readFileSync(backup, 'utf8')).toBe(original);
    expect(settingsJson(dir)).toEqual(defaultSettings);
    expect(store.notice()).toContain(backup);
    expect(store.notice()).toContain('no es JSON válido');
    expect(logged.join('\n')).toContain(backup);
  });

  it('repairs a partly valid file field by field', async () => {
    const dir = freshDir();
    writeFileSync(
      join(dir, settingsFileName),
      JSON.stringify({ baseUrl: 'http://127.0.0.1:8787', pageSize: 0, concurrency: 12, autoSyncHours: 24 }),
    );
    const store = await openSettingsStore({ dir });
    expect(store.current()).toEqual({
      baseUrl: 'http://127.0.0.1:8787',
      pageSize: 100,
      concurrency: 12,
      autoSyncHours: 24,
      closingSoonDays: 7,
      maxRequests: 5000,
      firstReminderDays: 7,
      secondReminderDays: 1,
    });
    expect(store.notice()).toMatch(/tamaño de página: valor inválido/);
    expect(readdirSync(dir).some((name) => name.startsWith(`${settingsFileName}.invalido-`))).toBe(true);
  });
});

/** Fetchers that answer with the base URL they were made for, so a test sees which one served. */
function recordingFetchers(): { create: (baseUrl: string) => Fetcher; made: string[] } {
  const made: string[] = [];
  const create = (baseUrl: string): Fetcher => {
    made.push(baseUrl);
    const page = (): BridgeResults['fetchPage'] => ({
      ok: true,
      page: {
        collection: 'convocatorias',
        offset: 0,
        limit: 1,
        count: 0,
        next: baseUrl,
        previous: null,
        received: 0,
        ids: [],
        records: [],
        rejects: [],
        warnings: [],
      } satisfies Page,
    });
    return {
      baseUrl,
      fetchPage: () => Promise.resolve(page()),
      fetchRecord: () => Promise.resolve({ ok: false, error: { kind: 'network', message: baseUrl } }),
    };
  };
  return { create, made };
}

const servedBy = async (backend: Awaited<ReturnType<typeof createBackend>>): Promise<string | null> => {
  const result = await backend.handlers.fetchPage({ collection: 'convocatorias', offset: 0, limit: 1 });
  return 'page' in result ? result.page.next : null;
};

describe('settings behind the bridge', () => {
  it('a new base URL applies to the next fetch, without a restart', async () => {
    const fetchers = recordingFetchers();
    const backend = await createBackend({ dataDir: freshDir(), baseUrlOverride: null, mode: 'browser', createFetcher: fetchers.create });
    expect(await servedBy(backend)).toBe('https://www.cultura.gob.ar');
    const saved = await backend.handlers.saveSettings(custom);
    expect(saved).toMatchObject({ ok: true, view: { settings: custom, effectiveBaseUrl: 'http://127.0.0.1:8787', baseUrlOverride: null } });
    expect(await servedBy(backend)).toBe('http://127.0.0.1:8787');
    expect(await backend.handlers.getConfig({})).toEqual({ ok: true, config: { baseUrl: 'http://127.0.0.1:8787', mode: 'browser' } });
    // Saving other fields does not rebuild the fetcher.
    await backend.handlers.saveSettings({ ...custom, pageSize: 50 });
    expect(fetchers.made).toEqual(['https://www.cultura.gob.ar', 'http://127.0.0.1:8787']);
  });

  it('--base-url / DIRECTORIO_BASE_URL win over the saved base URL for this run, and the view says so', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, settingsFileName), JSON.stringify(custom));
    const fetchers = recordingFetchers();
    const backend = await createBackend({
      dataDir: dir,
      baseUrlOverride: 'http://127.0.0.1:9999',
      mode: 'electron',
      createFetcher: fetchers.create,
    });
    expect(await servedBy(backend)).toBe('http://127.0.0.1:9999');
    const view = await backend.handlers.getSettings({});
    expect(view).toMatchObject({
      ok: true,
      view: { settings: custom, effectiveBaseUrl: 'http://127.0.0.1:9999', baseUrlOverride: 'http://127.0.0.1:9999' },
    });
    await backend.handlers.saveSettings({ ...custom, baseUrl: 'https://otra.example.org' });
    expect(await servedBy(backend)).toBe('http://127.0.0.1:9999');
    expect(settingsJson(dir)).toMatchObject({ baseUrl: 'https://otra.example.org' });
  });

  it('a disk that refuses the write is a typed answer, not a crash', async () => {
    const dir = freshDir();
    const backend = await createBackend({
      dataDir: join(dir, 'settings-es-un-archivo'),
      baseUrlOverride: null,
      mode: 'browser',
      createFetcher: recordingFetchers().create,
    });
    writeFileSync(join(dir, 'settings-es-un-archivo'), 'no soy una carpeta');
    expect(await backend.handlers.saveSettings(custom)).toMatchObject({
      ok: false,
      error: { kind: 'rejected', message: expect.stringMatching(/No se pudo guardar/) },
    });
    expect(await servedBy(backend)).toBe('https://www.cultura.gob.ar');
  });
});

describe('start-up options', () => {
  it('--base-url wins over DIRECTORIO_BASE_URL; neither means no override', () => {
    const env = { DIRECTORIO_BASE_URL: 'http://127.0.0.1:1/ruta' };
    expect(appOptions(['--base-url', 'https://a.example/x'], env).baseUrl).toEqual({ ok: true, baseUrl: 'https://a.example' });
    expect(appOptions(['--base-url=https://b.example'], {}).baseUrl).toEqual({ ok: true, baseUrl: 'https://b.example' });
    expect(appOptions([], env).baseUrl).toEqual({ ok: true, baseUrl: 'http://127.0.0.1:1' });
    expect(appOptions([], {}).baseUrl).toEqual({ ok: true, baseUrl: null });
    expect(appOptions(['--base-url', 'file:///etc'], {}).baseUrl).toMatchObject({ ok: false });
    expect(resolveBaseUrl(undefined, {})).toEqual({ ok: true, baseUrl: 'https://www.cultura.gob.ar' });
  });

  it("reads the app's options among Electron's path, the app's folder and Chromium's switches", () => {
    const argv = ['/opt/electron', '--inspect=0', '/app', '--data-dir', '/tmp/datos', '--no-sandbox', '--base-url=http://127.0.0.1:8787/x'];
    expect(appOptions(argv, {})).toEqual({ baseUrl: { ok: true, baseUrl: 'http://127.0.0.1:8787' }, dataDir: '/tmp/datos' });
    // Without its value, an option counts as not given.
    expect(appOptions(['electron', '.', '--data-dir'], {})).toEqual({ baseUrl: { ok: true, baseUrl: null }, dataDir: undefined });
  });

  it('browser mode keeps its settings in the platform config folder unless --data-dir says otherwise', () => {
    expect(defaultWebDataDir({ XDG_CONFIG_HOME: '/xdg' }, '/home/ana', 'linux')).toBe(join('/xdg', 'directorio-de-cultura-web'));
    expect(defaultWebDataDir({}, '/home/ana', 'linux')).toBe(join('/home/ana', '.config', 'directorio-de-cultura-web'));
    expect(defaultWebDataDir({}, '/Users/ana', 'darwin')).toBe(
      join('/Users/ana', 'Library', 'Application Support', 'directorio-de-cultura-web'),
    );
    expect(defaultWebDataDir({ APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' }, 'C:\\Users\\ana', 'win32')).toBe(
      join('C:\\Users\\ana\\AppData\\Roaming', 'directorio-de-cultura-web'),
    );
    expect(existsSync(defaultWebDataDir({}, '/nadie', 'linux'))).toBe(false);
  });

  it("the demo keeps its data beside browser mode's, in a folder of its own", () => {
    expect(defaultDemoDataDir({ XDG_CONFIG_HOME: '/xdg' }, '/home/ana', 'linux')).toBe(join('/xdg', 'directorio-de-cultura-demo'));
    expect(defaultDemoDataDir({}, '/home/ana', 'linux')).toBe(join('/home/ana', '.config', 'directorio-de-cultura-demo'));
    expect(defaultDemoDataDir({}, '/Users/ana', 'darwin')).toBe(
      join('/Users/ana', 'Library', 'Application Support', 'directorio-de-cultura-demo'),
    );
    expect(defaultDemoDataDir({ APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' }, 'C:\\Users\\ana', 'win32')).toBe(
      join('C:\\Users\\ana\\AppData\\Roaming', 'directorio-de-cultura-demo'),
    );
  });
});
