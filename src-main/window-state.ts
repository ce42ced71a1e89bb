/**
 * The window's size and position, remembered in the user data directory (window-state.json).
 * A saved position is only reused while it is still on a screen: a monitor unplugged since
 * the last run must not leave the window somewhere nobody can see it.
 */
import type { BrowserWindow, Rectangle } from 'electron';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from '../src-shared/zod';

export const windowStateFileName = 'window-state.json';

const dimension = z.int().check(z.minimum(200), z.maximum(20_000));
const coordinate = z.int().check(z.minimum(-100_000), z.maximum(100_000));
const windowStateSchema = z.object({ x: coordinate, y: coordinate, width: dimension, height: dimension, maximized: z.boolean() });

export type WindowState = z.infer<typeof windowStateSchema>;

export function parseWindowState(text: string): WindowState | null {
  try {
    const parsed = windowStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** How much of the window must overlap a screen's work area for its position to be kept. */
const minVisible = 100;

/** The bounds to open with: all of them when still on a screen, else only the size (centred). */
export function restoredBounds(state: WindowState | null, workAreas: readonly Rectangle[]): Partial<Rectangle> {
  if (state === null) return {};
  const visible = workAreas.some((area) => {
    const width = Math.min(state.x + state.width, area.x + area.width) - Math.max(state.x, area.x);
    const height = Math.min(state.y + state.height, area.y + area.height) - Math.max(state.y, area.y);
    return width >= minVisible && height >= minVisible;
  });
  // Never larger than the largest screen (a layout from a big monitor reopened on a laptop).
  const largest = (sizes: number[]): number => (sizes.length === 0 ? Number.POSITIVE_INFINITY : Math.max(...sizes));
  const size = {
    width: Math.min(state.width, largest(workAreas.map((area) => area.width))),
    height: Math.min(state.height, largest(workAreas.map((area) => area.height))),
  };
  return visible ? { x: state.x, y: state.y, ...size } : size;
}

export async function loadWindowState(dir: string): Promise<WindowState | null> {
  try {
    return parseWindowState(await readFile(join(dir, windowStateFileName), 'utf8'));
  } catch {
    return null;
  }
}

/** Saves the normal (unmaximized) bounds when the window closes. */
export function trackWindowState(window: BrowserWindow, dir: string, log: (message: string, cause: unknown) => void): void {
  window.on('close', () => {
    const { x, y, width, height } = window.getNormalBounds();
    const state: WindowState = {
      x: Math.round(x),
      y: Math.round(y),
      width: Math.round(width),
      height: Math.round(height),
      maximized: window.isMaximized(),
    };
    try {
      // Synchronous on purpose: the app quits right after the last window closes.
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, windowStateFileName), `${JSON.stringify(state)}\n`, 'utf8');
    } catch (cause) {
      log('window-state: no se pudo guardar', cause);
    }
  });
}
