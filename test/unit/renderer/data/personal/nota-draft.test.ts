// @vitest-environment jsdom
/**
 * The private note as the person types it (useNotaDraft): written after a pause in typing, once,
 * with the last text; at once when the field is left, when the component unmounts (another record,
 * another view) or the page is hidden; each keystroke kept in localStorage until written, and a
 * note a closed page left there written by the next one. So the last keystrokes are never lost;
 * a failed write says so and is tried again. The storage is a fake that writes down each call (postulaciones.test.ts
 * covers the real one); the clock is Vitest's.
 */
import 'fake-indexeddb/auto';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const writes: string[] = [];
const setNota = vi.fn((_db: unknown, _id: number, nota: string): Promise<boolean> => {
  writes.push(nota);
  return Promise.resolve(true);
});
vi.mock('../../../../../src-renderer/data/personal/postulaciones-db', () => ({ setNota }));
const { notaSaveDelayMs, useNotaDraft } = await import('../../../../../src-renderer/data/personal/postulaciones');

type Draft = ReturnType<typeof useNotaDraft>;
let draft: Draft | null = null;

function Harness({ id }: { id: number }) {
  draft = useNotaDraft(id, 'guardada');
  return null;
}

function current(): Draft {
  if (draft === null) throw new Error('sin borrador');
  return draft;
}

function mount() {
  const host = document.createElement('div');
  const root = createRoot(host);
  act(() => root.render(createElement(Harness, { id: 7 })));
  return { unmount: () => act(async () => root.unmount()) };
}

const type = (text: string): Promise<void> => act(async () => current().change(text));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  writes.length = 0;
  setNota.mockClear();
  draft = null;
});
afterEach(() => {
  vi.useRealTimers();
});

const pendingKey = 'directorio.notaSinGuardar';

describe('the note as it is typed', () => {
  // First: the recovery runs once per page (per module here).
  it('writes a note a closed page left in localStorage, and shows it', async () => {
    window.localStorage.setItem(pendingKey, JSON.stringify({ id: 7, nota: 'Escrita antes de cerrar' }));
    const { unmount } = mount();
    expect(current().text).toBe('Escrita antes de cerrar');
    await act(async () => {
      await Promise.resolve();
    });
    expect(writes).toEqual(['Escrita antes de cerrar']);
    expect(window.localStorage.getItem(pendingKey)).toBeNull();
    await unmount();
    expect(writes).toEqual(['Escrita antes de cerrar']);
  });

  it('starts from what was saved and writes the last text once typing pauses', async () => {
    const { unmount } = mount();
    expect(current().text).toBe('guardada');
    await type('g');
    await type('gu');
    await type('gua ');
    expect(current().text).toBe('gua ');
    expect(current().written).toBe(false);
    await act(async () => vi.advanceTimersByTime(notaSaveDelayMs - 1));
    expect(writes).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1));
    expect(writes).toEqual(['gua ']);
    expect(current().written).toBe(true);
    await unmount();
    expect(writes).toEqual(['gua ']); // nothing pending: unmounting writes nothing more
  });

  it('writes the last keystrokes at once when the component unmounts before the pause', async () => {
    const { unmount } = mount();
    await type('Llevar el DNI\n');
    // Kept at once where a closing page cannot lose it.
    expect(JSON.parse(window.localStorage.getItem(pendingKey) ?? 'null')).toEqual({ id: 7, nota: 'Llevar el DNI\n' });
    await unmount();
    expect(writes).toEqual(['Llevar el DNI\n']);
    expect(setNota).toHaveBeenCalledWith(expect.anything(), 7, 'Llevar el DNI\n', expect.any(Number));
    expect(window.localStorage.getItem(pendingKey)).toBeNull();
  });

  it('writes at once when the field is left or the page is hidden', async () => {
    const { unmount } = mount();
    await type('uno');
    await act(async () => current().flush());
    expect(writes).toEqual(['uno']);
    await type('dos');
    await act(async () => window.dispatchEvent(new Event('pagehide')));
    expect(writes).toEqual(['uno', 'dos']);
    await unmount();
    expect(writes).toEqual(['uno', 'dos']);
  });

  it('says so when a write fails, and tries it again at the next pause', async () => {
    const { unmount } = mount();
    setNota.mockImplementationOnce(() => Promise.reject(new Error('QuotaExceededError')));
    await type('no entra');
    await act(async () => vi.advanceTimersByTime(notaSaveDelayMs));
    expect(current().problem).toEqual({ message: 'No se pudo guardar la nota.', detail: 'QuotaExceededError' });
    expect(current().written).toBe(false);
    await type('no entra, ahora sí');
    await act(async () => vi.advanceTimersByTime(notaSaveDelayMs));
    expect(writes).toEqual(['no entra, ahora sí']);
    expect(current().problem).toBeNull();
    await unmount();
  });
});
