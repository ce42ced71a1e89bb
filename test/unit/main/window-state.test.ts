import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWindowState, parseWindowState, restoredBounds, trackWindowState, windowStateFileName } from '../../../src-main/window-state';
import { FakeBrowserWindow } from '../support/fake-electron';

const laptop = { x: 0, y: 0, width: 1366, height: 740 };
const external = { x: 1366, y: 0, width: 2560, height: 1400 };
const saved = { x: 1500, y: 100, width: 1600, height: 1000, maximized: false };

describe('window size and position', () => {
  it('reopens where it was while that place is still on a screen', () => {
    expect(restoredBounds(saved, [laptop, external])).toEqual({ x: 1500, y: 100, width: 1600, height: 1000 });
  });

  it('keeps only the size (capped to the screen) when its monitor is gone', () => {
    expect(restoredBounds(saved, [laptop])).toEqual({ width: 1366, height: 740 });
  });

  it('needs a real overlap, not a sliver at the edge', () => {
    expect(restoredBounds({ ...saved, x: 1366 - 50 }, [laptop])).toEqual({ width: 1366, height: 740 });
    expect(restoredBounds({ ...saved, x: 1366 - 150, y: 0 }, [laptop])).toEqual({ x: 1216, y: 0, width: 1366, height: 740 });
  });

  it('opens with the defaults when nothing valid was saved', () => {
    expect(restoredBounds(null, [laptop])).toEqual({});
    expect(parseWindowState('{"x": 1, "y": 2}')).toBeNull();
    expect(parseWindowState('{"x": 1, "y": 2, "width": 50, "height": 50, "maximized": false}')).toBeNull();
    expect(parseWindowState('no json')).toBeNull();
    expect(parseWindowState(JSON.stringify(saved))).toEqual(saved);
  });

  it('is saved in the user data directory when the window closes, and read back', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'directorio-window-')), 'userData');
    const window = new FakeBrowserWindow({});
    window.maximized = true;
    trackWindowState(window as never, dir, () => undefined);
    window.emit('close');
    expect(JSON.parse(readFileSync(join(dir, windowStateFileName), 'utf8'))).toEqual({
      x: 40,
      y: 30,
      width: 1200,
      height: 790,
      maximized: true,
    });
    expect(await loadWindowState(dir)).toEqual({ x: 40, y: 30, width: 1200, height: 790, maximized: true });
    writeFileSync(join(dir, windowStateFileName), '{roto');
    expect(await loadWindowState(dir)).toBeNull();
    expect(await loadWindowState(join(dir, 'no-existe'))).toBeNull();
  });

  it('logs instead of throwing when the state cannot be written', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'directorio-window-')), 'un-archivo');
    writeFileSync(file, 'x');
    const window = new FakeBrowserWindow({});
    const logged: string[] = [];
    trackWindowState(window as never, file, (message) => logged.push(message));
    expect(() => window.emit('close')).not.toThrow();
    expect(logged).toEqual(['window-state: no se pudo guardar']);
  });
});
