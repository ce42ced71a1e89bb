/**
 * The BroadcastChannels between tabs and from the writers (data/sync/tabs.ts, data/cache/committed.ts) check what
 * arrives: Node has BroadcastChannel, so the same helper runs here as in the page.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from '../../../src-shared/zod';
import { openChannel, type CheckedChannel } from '../../../src-renderer/checked-channel';
import { tabMessageSchema } from '../../../src-renderer/data/sync/tabs';
import { completeOutcome } from '../support/sync-fakes';

const opened: (CheckedChannel<unknown> | BroadcastChannel)[] = [];
afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
});

describe('a checked channel', () => {
  it('passes on the messages of its shape and drops the others', async () => {
    const heard: { n: number }[] = [];
    const schema = z.object({ n: z.number() });
    const listener = openChannel('prueba', schema, (message) => heard.push(message));
    const raw = new BroadcastChannel('prueba');
    const sender = openChannel('prueba', schema);
    if (listener === null || sender === null) throw new Error('no BroadcastChannel');
    opened.push(listener, raw, sender);
    raw.postMessage({ n: 'uno' });
    raw.postMessage('dos');
    sender.post({ n: 3 });
    await expect.poll(() => heard).toEqual([{ n: 3 }]);
  });
});

describe('the messages between tabs', () => {
  const progress = { collection: 'museos', phase: 'fetching', fetched: 3, total: 10, retries: 0 };
  const outcome = {
    ...completeOutcome('museos'),
    complete: false,
    count: null,
    problem: 'La sincronización no terminó; se conservan los datos anteriores.',
    error: { kind: 'network', message: 'ECONNREFUSED' },
  };
  const snapshot = { running: true, progress: { museos: progress }, outcomes: [outcome], finishedAt: null };

  it.each([
    ['a snapshot', { type: 'snapshot', snapshot }],
    ['an ended run', { type: 'snapshot', snapshot: { ...snapshot, running: false, finishedAt: 5 } }],
    ['a cancel', { type: 'cancel' }],
    ['a hello', { type: 'hello' }],
  ])('accepts %s', (_name, message) => {
    expect(tabMessageSchema.safeParse(message).success).toBe(true);
  });

  it.each([
    ['an unknown type', { type: 'borrar' }],
    ['a snapshot without its state', { type: 'snapshot' }],
    ['progress of a collection the API has not', { type: 'snapshot', snapshot: { ...snapshot, progress: { usuarios: progress } } }],
    ['outcomes that are not a list', { type: 'snapshot', snapshot: { ...snapshot, outcomes: {} } }],
    ['an outcome of no known shape', { type: 'snapshot', snapshot: { ...snapshot, outcomes: [{ collection: 'museos' }] } }],
    ['a finish at no time', { type: 'snapshot', snapshot: { ...snapshot, finishedAt: 'ayer' } }],
    ['not an object', 'hello'],
  ])('drops %s', (_name, message) => {
    expect(tabMessageSchema.safeParse(message).success).toBe(false);
  });
});
