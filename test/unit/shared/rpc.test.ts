/**
 * The RPC layer both workers speak (src-shared/rpc.ts), over a real MessageChannel: calls and
 * their answers, events, what it does with messages it cannot read, cancellation, the other side
 * stopping, and results whose buffers move instead of being copied.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from '../../../src-shared/zod';
import { connect, type Handlers } from '../../../src-shared/rpc';

/** What the "worker" serves, and what the "page" serves and hears. */
const worker = {
  calls: {
    add: { args: z.object({ a: z.number(), b: z.number() }), result: z.number() },
    wait: { args: z.object({}), result: z.enum(['cancelled', 'done']) },
    boom: { args: z.object({}), result: z.number() },
    numbers: {
      args: z.object({ count: z.int() }),
      result: z.object({ values: z.instanceof(Uint32Array) }),
      transfer: (result: { values: Uint32Array }) => [result.values.buffer].filter((buffer) => buffer instanceof ArrayBuffer),
    },
  },
  events: { note: z.object({ text: z.string() }) },
};
const page = {
  calls: { name: { args: z.object({ id: z.number() }), result: z.string() } },
  events: { progress: z.object({ done: z.int() }) },
};

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

/** Node's MessageChannel, the one the browser has: its ports are the layer's Port as they are. */
function channel(): { left: MessagePort; right: MessagePort } {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  return { left: port1, right: port2 };
}

const workerHandlers = (over: Partial<Handlers<typeof worker>['calls']> = {}): Handlers<typeof worker> => ({
  calls: {
    add: ({ a, b }) => a + b,
    wait: (_args, { signal }) => new Promise((resolve) => signal.addEventListener('abort', () => resolve('cancelled'), { once: true })),
    boom: () => {
      throw new Error('se rompió');
    },
    numbers: ({ count }) => ({ values: Uint32Array.from({ length: count }, (_, i) => i * 2) }),
    ...over,
  },
  events: { note: () => undefined },
});

function pair(over: Partial<Handlers<typeof worker>['calls']> = {}) {
  const { left, right } = channel();
  const heardOnPage: number[] = [];
  const pageEnd = connect(left, page, worker, {
    calls: { name: ({ id }) => `museo ${id}` },
    events: { progress: ({ done }) => heardOnPage.push(done) },
  });
  const workerEnd = connect(right, worker, page, workerHandlers(over));
  left.start();
  right.start();
  return { pageEnd, workerEnd, heardOnPage, right };
}

describe('the RPC layer', () => {
  it('answers a call with its result, either way, and passes on events', async () => {
    const { pageEnd, workerEnd, heardOnPage } = pair();
    await expect(pageEnd.call('add', { a: 2, b: 3 })).resolves.toEqual({ ok: true, value: 5 });
    await expect(workerEnd.call('name', { id: 7 })).resolves.toEqual({ ok: true, value: 'museo 7' });
    workerEnd.emit('progress', { done: 1 });
    workerEnd.emit('progress', { done: 2 });
    await expect(workerEnd.call('name', { id: 1 })).resolves.toEqual({ ok: true, value: 'museo 1' });
    expect(heardOnPage).toEqual([1, 2]);
    expect(pageEnd.heard).toBe(true);
  });

  it('a server that throws answers with a failure value carrying why', async () => {
    const { pageEnd } = pair();
    await expect(pageEnd.call('boom', {})).resolves.toEqual({ ok: false, error: { kind: 'failed', message: 'se rompió' } });
  });

  it('an answer that does not match the contract settles the call as unreadable', async () => {
    // @ts-expect-error: a result of the wrong type, as a defective worker might send.
    const { pageEnd } = pair({ add: () => 'cinco' });
    await expect(pageEnd.call('add', { a: 2, b: 3 })).resolves.toEqual({
      ok: false,
      error: { kind: 'unreadable', message: 'respuesta ilegible' },
    });
  });

  it('arguments that do not match the contract are answered as unreadable, not served', async () => {
    let served = 0;
    const { pageEnd } = pair({ add: ({ a, b }) => (served++, a + b) });
    // @ts-expect-error: arguments of the wrong type.
    const result = await pageEnd.call('add', { a: 'dos', b: 3 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'unreadable' } });
    expect(served).toBe(0);
  });

  it('drops messages of no known shape, and events that do not match theirs', async () => {
    const { pageEnd, workerEnd, heardOnPage, right } = pair();
    right.postMessage({ rpc: 'answer', seq: 'uno' }, []);
    right.postMessage('hola', []);
    right.postMessage({ rpc: 'event', name: 'progress', data: { done: 'mucho' } }, []);
    right.postMessage({ rpc: 'event', name: 'desconocido', data: {} }, []);
    workerEnd.emit('progress', { done: 3 });
    await expect(pageEnd.call('add', { a: 1, b: 1 })).resolves.toEqual({ ok: true, value: 2 });
    expect(heardOnPage).toEqual([3]);
  });

  it('an abort reaches the server as its signal, and the call settles with what it answers to it', async () => {
    const { pageEnd } = pair();
    const controller = new AbortController();
    const waiting = pageEnd.call('wait', {}, { signal: controller.signal });
    controller.abort();
    await expect(waiting).resolves.toEqual({ ok: true, value: 'cancelled' });
  });

  it('a call aborted before it is made is not sent', async () => {
    let served = 0;
    const { pageEnd } = pair({ add: ({ a, b }) => (served++, a + b) });
    const controller = new AbortController();
    controller.abort();
    await expect(pageEnd.call('add', { a: 1, b: 2 }, { signal: controller.signal })).resolves.toEqual({
      ok: false,
      error: { kind: 'aborted' },
    });
    await expect(pageEnd.call('add', { a: 1, b: 2 })).resolves.toEqual({ ok: true, value: 3 });
    expect(served).toBe(1);
  });

  it('closing (the worker died) settles every waiting call as lost, with why, and every later one', async () => {
    const { pageEnd } = pair();
    const first = pageEnd.call('wait', {});
    const second = pageEnd.call('wait', {});
    pageEnd.close('out of memory');
    await expect(first).resolves.toEqual({ ok: false, error: { kind: 'lost', message: 'out of memory' } });
    await expect(second).resolves.toEqual({ ok: false, error: { kind: 'lost', message: 'out of memory' } });
    await expect(pageEnd.call('add', { a: 1, b: 2 })).resolves.toEqual({ ok: false, error: { kind: 'lost', message: 'out of memory' } });
  });

  it('moves the buffers the contract names to the caller instead of copying them', async () => {
    const kept = Uint32Array.from([0, 2, 4, 6]);
    const { pageEnd } = pair({ numbers: () => ({ values: kept }) });
    const result = await pageEnd.call('numbers', { count: 4 });
    if (!result.ok) throw new Error('no result');
    expect([...result.value.values]).toEqual([0, 2, 4, 6]);
    // Transferred, not copied: the sender's array is detached.
    expect(kept.length).toBe(0);
  });

  it('has not heard the other side until it says something', () => {
    const { left } = channel();
    const lonely = connect(left, page, worker, { calls: { name: () => '' }, events: { progress: () => undefined } });
    expect(lonely.heard).toBe(false);
  });
});
