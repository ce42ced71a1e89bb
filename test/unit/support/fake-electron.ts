/**
 * A stand-in for the `electron` module, for tests that must never load the real one (its
 * index.js downloads the binary). Use it as
 *   vi.mock('electron', () => import('./fake-electron').then((fake) => fake.electron));
 * and inspect what main did through the same exported objects. Call resetElectron() between tests.
 */
import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

type Handler = (...args: never[]) => unknown;

/** What an Electron event listener gets: an event whose default can be prevented. */
export function fakeEvent(): { preventDefault: ReturnType<typeof vi.fn>; defaultPrevented: () => boolean } {
  const preventDefault = vi.fn();
  return { preventDefault, defaultPrevented: () => preventDefault.mock.calls.length > 0 };
}

export class FakeWebContents extends EventEmitter {
  windowOpenHandler: ((details: { url: string }) => { action: 'allow' | 'deny' }) | null = null;
  readonly sent: unknown[][] = [];
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'allow' | 'deny' }): void {
    this.windowOpenHandler = handler;
  }
  send(channel: string, ...args: unknown[]): void {
    this.sent.push([channel, ...args]);
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static created: FakeBrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  readonly calls: string[] = [];
  destroyed = false;
  minimized = false;
  maximized = false;
  normalBounds = { x: 40, y: 30, width: 1200.4, height: 790 };
  readonly loadURL = vi.fn((_url: string) => Promise.resolve());

  constructor(readonly options: Record<string, unknown> & { webPreferences?: Record<string, unknown> }) {
    super();
    FakeBrowserWindow.created.push(this);
  }
  show(): void {
    this.calls.push('show');
  }
  focus(): void {
    this.calls.push('focus');
  }
  restore(): void {
    this.calls.push('restore');
    this.minimized = false;
  }
  maximize(): void {
    this.maximized = true;
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  getNormalBounds(): { x: number; y: number; width: number; height: number } {
    return this.normalBounds;
  }
}

/** A desktop notification: what main showed, and `click()` to act as the person clicking it. */
export class FakeNotification extends EventEmitter {
  static shown: FakeNotification[] = [];
  static supported = true;
  static isSupported(): boolean {
    return FakeNotification.supported;
  }
  constructor(readonly options: { title: string; body: string }) {
    super();
  }
  show(): void {
    FakeNotification.shown.push(this);
  }
  click(): void {
    this.emit('click');
  }
}

class FakeSession {
  permissionRequest: Handler | null = null;
  permissionCheck: Handler | null = null;
  devicePermission: Handler | null = null;
  setPermissionRequestHandler(handler: Handler): void {
    this.permissionRequest = handler;
  }
  setPermissionCheckHandler(handler: Handler): void {
    this.permissionCheck = handler;
  }
  setDevicePermissionHandler(handler: Handler): void {
    this.devicePermission = handler;
  }
}

class FakeApp extends EventEmitter {
  isPackaged = false;
  singleInstance = true;
  userData = '/tmp/directorio-fake-user-data';
  readonly calls: unknown[][] = [];
  private ready: () => void = () => undefined;
  private readyPromise = this.nextReady();
  private nextReady(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.ready = resolve;
    });
  }
  reset(): void {
    this.removeAllListeners();
    this.isPackaged = false;
    this.singleInstance = true;
    this.userData = '/tmp/directorio-fake-user-data';
    this.calls.length = 0;
    this.readyPromise = this.nextReady();
  }
  /** Lets a test decide when `app.whenReady()` resolves. */
  becomeReady(): void {
    this.ready();
  }
  whenReady(): Promise<void> {
    return this.readyPromise;
  }
  requestSingleInstanceLock(): boolean {
    this.calls.push(['requestSingleInstanceLock']);
    return this.singleInstance;
  }
  setName(name: string): void {
    this.calls.push(['setName', name]);
  }
  setPath(name: string, path: string): void {
    this.calls.push(['setPath', name, path]);
    if (name === 'userData') this.userData = path;
  }
  getPath(name: string): string {
    if (name !== 'userData') throw new Error(`getPath(${name}) no simulado`);
    return this.userData;
  }
  getAppPath(): string {
    return '/app';
  }
  getVersion(): string {
    return '0.1.0';
  }
  setAboutPanelOptions(options: unknown): void {
    this.calls.push(['setAboutPanelOptions', options]);
  }
  enableSandbox(): void {
    this.calls.push(['enableSandbox']);
  }
  quit(): void {
    this.calls.push(['quit']);
  }
  exit(code: number): void {
    this.calls.push(['exit', code]);
  }
}

function createElectron() {
  const ipcRenderer = Object.assign(new EventEmitter(), {
    invoke: vi.fn((_channel: string, _args: unknown) => Promise.resolve({ ok: true })),
  });
  return {
    app: new FakeApp(),
    BrowserWindow: FakeBrowserWindow,
    ipcMain: {
      handlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
      handle(channel: string, handler: (event: unknown, ...args: unknown[]) => unknown): void {
        if (this.handlers.has(channel)) throw new Error(`handler doble para ${channel}`);
        this.handlers.set(channel, handler);
      },
    },
    protocol: {
      privileged: [] as unknown[],
      handlers: new Map<string, (request: Request) => Promise<Response>>(),
      registerSchemesAsPrivileged(schemes: unknown[]): void {
        this.privileged.push(...schemes);
      },
      handle(scheme: string, handler: (request: Request) => Promise<Response>): void {
        this.handlers.set(scheme, handler);
      },
    },
    session: { defaultSession: new FakeSession() },
    Notification: FakeNotification,
    shell: { openExternal: vi.fn((_url: string) => Promise.resolve()), openPath: vi.fn((_path: string) => Promise.resolve('')) },
    Menu: {
      installed: null as unknown,
      buildFromTemplate: vi.fn((template: unknown) => ({ template })),
      setApplicationMenu(menu: unknown): void {
        this.installed = menu;
      },
    },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    contextBridge: {
      exposed: new Map<string, unknown>(),
      exposeInMainWorld(key: string, api: unknown): void {
        this.exposed.set(key, api);
      },
    },
    ipcRenderer,
  };
}

export type FakeElectron = ReturnType<typeof createElectron>;

/** The module object handed to vi.mock; resetElectron() clears it in place (modules hold references). */
export const electron: FakeElectron = createElectron();

export function resetElectron(): void {
  const fresh = createElectron();
  electron.ipcMain.handlers.clear();
  electron.protocol.privileged.length = 0;
  electron.protocol.handlers.clear();
  Object.assign(electron.session.defaultSession, fresh.session.defaultSession);
  electron.Menu.installed = null;
  electron.contextBridge.exposed.clear();
  electron.ipcRenderer.removeAllListeners();
  electron.app.reset();
  FakeBrowserWindow.created = [];
  FakeNotification.shown = [];
  FakeNotification.supported = true;
  vi.clearAllMocks();
}
