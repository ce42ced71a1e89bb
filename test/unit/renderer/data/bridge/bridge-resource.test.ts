/** The one way to read a state main holds: loading, then its value or the reason it failed, in Spanish. */
import { describe, expect, it, vi } from 'vitest';
import type { Failure } from '../../../../../src-shared/bridge';
import { bridgeResource } from '../../../../../src-renderer/data/bridge/resource';

type Answer = { ok: true; config: { baseUrl: string } } | Failure;

/** A bridge call whose answers the test gives, one per call, when it chooses. */
function pendingCalls() {
  const answers: ((answer: Answer) => void)[] = [];
  const load = vi.fn(() => new Promise<Answer>((resolve) => answers.push(resolve)));
  const answer = async (index: number, value: Answer): Promise<void> => {
    answers[index]?.(value);
    // Let the resource take the answer in.
    await Promise.resolve();
    await Promise.resolve();
  };
  return { load, answer };
}

const ready = (baseUrl: string): Answer => ({ ok: true, config: { baseUrl } });

describe('bridgeResource', () => {
  it('reads when its first reader comes, not before, and only once for several readers', () => {
    const { load } = pendingCalls();
    const resource = bridgeResource(load, (answer) => answer.config);
    expect(load).not.toHaveBeenCalled();
    expect(resource.store.get()).toEqual({ status: 'loading' });
    resource.store.subscribe(() => undefined);
    resource.store.subscribe(() => undefined);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('goes from loading to ready with the value picked from the answer', async () => {
    const { load, answer } = pendingCalls();
    const resource = bridgeResource(load, (answer) => answer.config);
    const told = vi.fn();
    resource.store.subscribe(told);
    await answer(0, ready('https://api.example.org'));
    expect(resource.store.get()).toEqual({ status: 'ready', value: { baseUrl: 'https://api.example.org' } });
    expect(told).toHaveBeenCalled();
  });

  it('goes from loading to an error that says why in Spanish', async () => {
    const { load, answer } = pendingCalls();
    const resource = bridgeResource(load, (answer) => answer.config);
    resource.store.subscribe(() => undefined);
    await answer(0, { ok: false, error: { kind: 'http', status: 503, retryAfterMs: null } });
    expect(resource.store.get()).toEqual({ status: 'error', message: 'La API falló. Probá de nuevo más tarde.', detail: 'http: HTTP 503' });
  });

  it('shows a thrown read as an error too, not as loading for good', async () => {
    const resource = bridgeResource(
      () => Promise.reject(new Error('canal cerrado')),
      (answer: { ok: true; config: string }) => answer.config,
    );
    resource.store.subscribe(() => undefined);
    await vi.waitFor(() =>
      expect(resource.store.get()).toEqual({
        status: 'error',
        message: 'Falló algo dentro de la aplicación.',
        detail: 'internal: canal cerrado',
      }),
    );
  });

  it('reloads: a value stays shown until the new one comes; an error gives way to loading', async () => {
    const { load, answer } = pendingCalls();
    const resource = bridgeResource(load, (answer) => answer.config);
    resource.store.subscribe(() => undefined);
    await answer(0, ready('https://uno.example.org'));

    resource.reload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(resource.store.get()).toEqual({ status: 'ready', value: { baseUrl: 'https://uno.example.org' } });
    await answer(1, { ok: false, error: { kind: 'network', message: 'sin red' } });
    expect(resource.store.get()).toMatchObject({ status: 'error' });

    resource.reload();
    expect(resource.store.get()).toEqual({ status: 'loading' });
    await answer(2, ready('https://dos.example.org'));
    expect(resource.store.get()).toEqual({ status: 'ready', value: { baseUrl: 'https://dos.example.org' } });
  });

  it('keeps only the latest: an answer to an earlier read, or one overtaken by set, is dropped', async () => {
    const { load, answer } = pendingCalls();
    const resource = bridgeResource(load, (answer) => answer.config);
    resource.store.subscribe(() => undefined);
    resource.reload();
    await answer(1, ready('https://nueva.example.org'));
    await answer(0, ready('https://vieja.example.org'));
    expect(resource.store.get()).toEqual({ status: 'ready', value: { baseUrl: 'https://nueva.example.org' } });

    resource.reload();
    resource.set({ baseUrl: 'https://guardada.example.org' });
    await answer(2, ready('https://leida-antes.example.org'));
    expect(resource.store.get()).toEqual({ status: 'ready', value: { baseUrl: 'https://guardada.example.org' } });
  });

  it('reads again for a reader that comes after an error, once the earlier readers left', async () => {
    const { load, answer } = pendingCalls();
    const resource = bridgeResource(load, (answer) => answer.config);
    const leave = resource.store.subscribe(() => undefined);
    await answer(0, { ok: false, error: { kind: 'timeout', ms: 10_000 } });
    leave();
    resource.store.subscribe(() => undefined);
    expect(load).toHaveBeenCalledTimes(2);
    await answer(1, ready('https://otra.example.org'));
    expect(resource.store.get()).toEqual({ status: 'ready', value: { baseUrl: 'https://otra.example.org' } });
  });
});
