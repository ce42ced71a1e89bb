/**
 * The bridge's handler table and its one entry point, answer by answer, with stubs behind them:
 * what each method hands back, and how a bad method, bad arguments and a thrown bug come out.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Fetcher } from '../../../../src-main/api/fetcher';
import { createHandlers, dispatch, type HandlerDeps } from '../../../../src-main/bridge/handlers';
import type { DocumentStore } from '../../../../src-main/documents/store';
import type { Page } from '../../../../src-shared/bridge';
import { defaultSettings, type SettingsView } from '../../../../src-shared/settings';

const page: Page = {
  collection: 'museos',
  offset: 0,
  limit: 1,
  count: 0,
  next: null,
  previous: null,
  received: 0,
  ids: [],
  records: [],
  rejects: [],
  warnings: [],
};
const view: SettingsView = {
  settings: defaultSettings,
  effectiveBaseUrl: 'https://www.cultura.gob.ar',
  baseUrlOverride: null,
  location: '/tmp/ajustes.json',
  notice: null,
};
const none = { files: [], count: 0, totalBytes: 0 };

function deps(extra: Partial<HandlerDeps> = {}): HandlerDeps {
  const fetcher: Fetcher = {
    baseUrl: 'https://www.cultura.gob.ar',
    fetchPage: vi.fn(() => Promise.resolve({ ok: true as const, page })),
    fetchRecord: vi.fn(() => Promise.resolve({ ok: false as const, error: { kind: 'http' as const, status: 404, retryAfterMs: null } })),
  };
  const store: DocumentStore = {
    dir: '/tmp/documentos',
    save: () => Promise.resolve({ saved: none, failures: [] }),
    list: () => Promise.resolve(none),
    pathOf: () => Promise.resolve(null),
    remove: () => Promise.resolve(none),
    read: () => Promise.resolve({ ok: false, error: { kind: 'refused-address' } }),
    clearAll: () => Promise.resolve(0),
    listAll: () => Promise.resolve([]),
  };
  return {
    fetcher,
    mode: 'browser',
    settings: { view: () => view, save: (next) => Promise.resolve({ ...view, settings: next }) },
    documents: { store },
    ...extra,
  };
}

describe('the handler table', () => {
  it('pages and records come from the fetcher, as it answers', async () => {
    const d = deps();
    const handlers = createHandlers(d);
    expect(await handlers.fetchPage({ collection: 'museos', offset: 0, limit: 1 })).toEqual({ ok: true, page });
    expect(d.fetcher.fetchPage).toHaveBeenCalledWith({ collection: 'museos', offset: 0, limit: 1 });
    expect(await handlers.fetchRecord({ collection: 'organismos', id: 5 })).toEqual({
      ok: false,
      error: { kind: 'http', status: 404, retryAfterMs: null },
    });
    expect(d.fetcher.fetchRecord).toHaveBeenCalledWith({ collection: 'organismos', id: 5 });
  });

  it('the config: the base URL the fetcher uses and the mode', async () => {
    expect(await createHandlers(deps({ mode: 'electron' })).getConfig({})).toEqual({
      ok: true,
      config: { baseUrl: 'https://www.cultura.gob.ar', mode: 'electron' },
    });
  });

  it('opens outside only a vetted URL, and hands back its normalised form', async () => {
    const openOutside = vi.fn(() => Promise.resolve());
    const handlers = createHandlers(deps({ openOutside }));
    expect(await handlers.openExternal({ url: 'javascript:alert(1)' })).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'Solo se abren enlaces http:// o https://, correos y teléfonos.' },
    });
    expect(openOutside).not.toHaveBeenCalled();
    expect(await handlers.openExternal({ url: 'HTTPS://WWW.CULTURA.GOB.AR/bases.pdf' })).toEqual({
      ok: true,
      url: 'https://www.cultura.gob.ar/bases.pdf',
    });
    expect(await handlers.openExternal({ url: 'mailto:Alguien@cultura.gob.ar' })).toEqual({
      ok: true,
      url: 'mailto:Alguien@cultura.gob.ar',
    });
    expect(openOutside.mock.calls).toEqual([['https://www.cultura.gob.ar/bases.pdf'], ['mailto:Alguien@cultura.gob.ar']]);
    // Browser mode has no opener: the page opens the vetted URL itself.
    expect(await createHandlers(deps()).openExternal({ url: 'tel:+54 11 4342-9930' })).toEqual({ ok: true, url: 'tel:+541143429930' });
  });

  it('settings: the view, a save, and a disk that refuses', async () => {
    const handlers = createHandlers(deps());
    expect(await handlers.getSettings({})).toEqual({ ok: true, view });
    const next = { ...defaultSettings, pageSize: 50 };
    expect(await handlers.saveSettings(next)).toEqual({ ok: true, view: { ...view, settings: next } });
    const full = createHandlers(
      deps({ settings: { view: () => view, save: () => Promise.reject(new Error('ENOSPC: no queda espacio')) } }),
    );
    expect(await full.saveSettings(next)).toEqual({
      ok: false,
      // The sentence a person reads; the system's words apart, for Detalles técnicos.
      error: { kind: 'rejected', message: 'No se pudo guardar la configuración.', detail: 'ENOSPC: no queda espacio' },
    });
  });

  it('notifications: shown, or unsupported when the system has none or there is no notifier', async () => {
    const notice = { title: 'Cierra mañana', body: 'Convocatoria X' };
    const notify = vi.fn(() => true);
    expect(await createHandlers(deps({ notify })).notify(notice)).toEqual({ ok: true, delivery: 'shown' });
    expect(notify).toHaveBeenCalledWith(notice);
    expect(await createHandlers(deps({ notify: () => false })).notify(notice)).toEqual({ ok: true, delivery: 'unsupported' });
    expect(await createHandlers(deps()).notify(notice)).toEqual({ ok: true, delivery: 'unsupported' });
  });

  it('includes the documents methods', async () => {
    expect(await createHandlers(deps()).listSavedDocuments({ kind: 'convocatoria', id: 1 })).toEqual({ ok: true, saved: none });
  });
});

describe('dispatch', () => {
  it('refuses an unknown method, naming at most its first 60 characters', async () => {
    const handlers = createHandlers(deps());
    expect(await dispatch(handlers, 'borrarTodo', {})).toEqual({
      ok: false,
      error: { kind: 'invalid-argument', message: 'método desconocido: borrarTodo' },
    });
    const long = 'x'.repeat(59) + 'yz';
    expect(await dispatch(handlers, long, {})).toEqual({
      ok: false,
      error: { kind: 'invalid-argument', message: `método desconocido: ${'x'.repeat(59)}y` },
    });
  });

  it('refuses arguments the contract does not accept, before the handler runs', async () => {
    const d = deps();
    const result = await dispatch(createHandlers(d), 'fetchPage', { collection: 'museos', offset: -1, limit: 1 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-argument', message: 'offset: fuera de rango' } });
    expect(d.fetcher.fetchPage).not.toHaveBeenCalled();
  });

  it('hands the handler the parsed arguments', async () => {
    const d = deps();
    await dispatch(createHandlers(d), 'fetchPage', { collection: 'museos', offset: 0, limit: 1 });
    expect(d.fetcher.fetchPage).toHaveBeenCalledWith({ collection: 'museos', offset: 0, limit: 1 });
  });

  it('turns a thrown bug into an internal failure and logs it', async () => {
    const log = vi.fn();
    const boom = new Error('se rompió');
    const handlers = { ...createHandlers(deps()), getConfig: () => Promise.reject(boom) };
    expect(await dispatch(handlers, 'getConfig', {}, log)).toEqual({ ok: false, error: { kind: 'internal', message: 'se rompió' } });
    expect(log).toHaveBeenCalledWith('bridge getConfig failed', boom);
    const odd = { ...handlers, getSettings: () => Promise.reject('texto') };
    expect(await dispatch(odd, 'getSettings', {})).toEqual({ ok: false, error: { kind: 'internal', message: 'texto' } });
  });
});
