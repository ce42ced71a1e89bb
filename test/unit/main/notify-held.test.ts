/**
 * Electron keeps only a weak reference to a main-process Notification: one nothing else holds
 * can be collected before the person clicks it, and its click is then lost (electron/electron
 * #16922). showNotification holds each notice until it is clicked or closed. Checked with V8's
 * own collector against the fake `electron`, whose list of shown notices is let go first.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import * as fakeElectron from '../support/fake-electron';

vi.mock('electron', () => import('../support/fake-electron').then((fake) => fake.electron));

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const { showNotification } = await import('../../../src-main/notify');

/** Shows a notice, lets go of the fake's own reference, and returns a weak one to it. */
function shownAndForgotten(onClick: () => void): WeakRef<fakeElectron.FakeNotification> {
  fakeElectron.resetElectron();
  expect(showNotification({ title: 'Convocatorias nuevas', body: '1 convocatoria nueva en «Música»' }, onClick)).toBe(true);
  const [shown] = fakeElectron.FakeNotification.shown;
  if (shown === undefined) throw new Error('no se mostró');
  fakeElectron.FakeNotification.shown = [];
  return new WeakRef(shown);
}

/** A full collection, after the current turn has let go of its locals. */
async function collected(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  collect();
}

describe('a desktop notice waiting for its click', () => {
  it('is held by main until clicked, and its click still arrives', async () => {
    const onClick = vi.fn();
    const notice = shownAndForgotten(onClick);
    await collected();
    notice.deref()?.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is let go once closed', async () => {
    const notice = shownAndForgotten(() => undefined);
    notice.deref()?.emit('close');
    await collected();
    expect(notice.deref()).toBeUndefined();
  });
});
