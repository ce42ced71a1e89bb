// @vitest-environment jsdom
/**
 * The window's staged start (src-renderer/start/boot.ts) with stages the test controls: the
 * order, a task between stages (a timer queued by one stage fires before the next one starts),
 * and what a stage that cannot load leaves on screen. Expected texts are written by hand.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showStartFailure, startInStages, type StartStages } from '../../../../src-renderer/start/boot';
import { onFirstUse } from '../../../../src-shared/first-use';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** Stages that log when they start, each queuing a timer that logs "task" when it fires. */
function loggingStages(log: string[], fail?: keyof StartStages): StartStages {
  const stage =
    <T>(name: keyof StartStages, value: T) =>
    (): Promise<T> => {
      log.push(name);
      setTimeout(() => log.push(`task after ${name}`), 0);
      return name === fail ? Promise.reject(new Error(`falta ${name}.js`)) : Promise.resolve(value);
    };
  return {
    libraries: stage('libraries', {}),
    shared: stage('shared', {}),
    data: stage('data', {
      startData: () => log.push('startData'),
      prepareFormats: () => log.push('prepareFormats'),
    }),
    window: stage('window', { renderWindow: (root: HTMLElement) => log.push(`renderWindow #${root.id}`) }),
  };
}

describe('startInStages', () => {
  it('loads the stages in order, each in a task after the previous one, and renders into the root', async () => {
    const root = Object.assign(document.createElement('div'), { id: 'root' });
    const log: string[] = [];
    await startInStages(root, loggingStages(log));
    // The window's own timer fires after the render: nothing waits for a task after the last stage.
    expect(log).toEqual([
      'libraries',
      'task after libraries',
      'shared',
      'task after shared',
      'data',
      'startData',
      'task after data',
      'prepareFormats',
      'window',
      'renderWindow #root',
    ]);
  });

  it('stops at a stage that cannot load, and says so', async () => {
    const log: string[] = [];
    const root = document.createElement('div');
    await expect(startInStages(root, loggingStages(log, 'data'))).rejects.toThrow('falta data.js');
    expect(log).toEqual(['libraries', 'task after libraries', 'shared', 'task after shared', 'data']);
  });
});

describe('showStartFailure', () => {
  it('replaces the root with an alert in Spanish, the reason and a way to reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = document.createElement('div');
    root.append(document.createElement('span'));
    showStartFailure(root, new Error('Failed to fetch dynamically imported module: app://x/assets/data-1.js'));
    const alert = root.querySelector('[role="alert"]');
    expect(root.children).toHaveLength(1);
    // The page's main landmark, with the alert inside it (a main cannot be an alert itself).
    expect(root.firstElementChild?.tagName).toBe('MAIN');
    expect(alert?.parentElement).toBe(root.firstElementChild);
    expect(alert?.querySelector('h1')?.textContent).toBe('No se pudo iniciar Directorio de Cultura');
    expect(alert?.querySelector('p')?.textContent).toBe(
      'Una parte de la aplicación no se pudo cargar. Los datos guardados no se perdieron.',
    );
    expect(alert?.querySelector('pre')?.textContent).toBe('Failed to fetch dynamically imported module: app://x/assets/data-1.js');
    const button = alert?.querySelector('button');
    expect(button?.textContent).toBe('Recargar');
    expect(button?.type).toBe('button');
  });

  it('shows a thrown value that is not an Error as text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = document.createElement('div');
    showStartFailure(root, 'sin red');
    expect(root.querySelector('pre')?.textContent).toBe('sin red');
  });
});

describe('onFirstUse', () => {
  it('makes the value on the first call only, not before', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
