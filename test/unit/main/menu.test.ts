import type { MenuItemConstructorOptions } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { menuChannel, type MenuCommand } from '../../../src-shared/bridge';
import { electron, FakeBrowserWindow, resetElectron } from '../support/fake-electron';

vi.mock('electron', () => import('../support/fake-electron').then((fake) => fake.electron));

const { apiDocumentationUrl, installMenu, menuTemplate } = await import('../../../src-main/menu');

beforeEach(() => resetElectron());

type Item = MenuItemConstructorOptions;
const submenu = (item: Item | undefined): Item[] => (Array.isArray(item?.submenu) ? (item.submenu as Item[]) : []);
const find = (items: Item[], label: string): Item | undefined => items.find((item) => item.label === label);
const click = (item: Item | undefined): void => {
  if (typeof item?.click !== 'function') throw new Error(`«${item?.label ?? '?'}» no tiene acción`);
  (item.click as () => void)();
};

function template(overrides: Partial<Parameters<typeof menuTemplate>[0]> = {}) {
  const sent: MenuCommand[] = [];
  const opened: string[] = [];
  const items = menuTemplate({
    send: (command) => sent.push(command),
    openOutside: (url) => opened.push(url),
    devTools: false,
    isMac: false,
    ...overrides,
  });
  return { items, sent, opened };
}

describe('the application menu', () => {
  it('is in Spanish: Archivo, Editar, Ver, Ayuda', () => {
    expect(template().items.map((item) => item.label)).toEqual(['Archivo', 'Editar', 'Ver', 'Ayuda']);
    expect(template({ isMac: true }).items.map((item) => item.label ?? item.role)).toEqual([
      'appMenu',
      'Archivo',
      'Editar',
      'Ver',
      'Ayuda',
    ]);
    const labels = template()
      .items.flatMap((item) => submenu(item).map((entry) => entry.label))
      .filter((label) => label !== undefined);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Sincronizar',
        'Configuración…',
        'Salir',
        'Deshacer',
        'Copiar',
        'Pegar',
        'Recargar',
        'Acerca de Directorio de Cultura',
      ]),
    );
    expect(labels.join(' ')).not.toMatch(/\b(File|Edit|View|Help|Reload|Quit|Copy|Paste)\b/);
  });

  it('Sincronizar and Configuración send their commands to the page', () => {
    const { items, sent } = template();
    const archivo = submenu(find(items, 'Archivo'));
    click(find(archivo, 'Sincronizar'));
    click(find(archivo, 'Configuración…'));
    expect(sent).toEqual(['sincronizar', 'configuracion']);
  });

  it('reloads through the reload role; DevTools only in development', () => {
    const ver = (devTools: boolean): Item[] => submenu(find(template({ devTools }).items, 'Ver'));
    expect(find(ver(false), 'Recargar')?.role).toBe('reload');
    expect(ver(false).some((item) => item.role === 'toggleDevTools')).toBe(false);
    expect(ver(true).some((item) => item.role === 'toggleDevTools')).toBe(true);
  });

  it('Ayuda opens the API documentation outside the app', () => {
    const { items, opened } = template();
    click(submenu(find(items, 'Ayuda')).find((item) => item.label?.startsWith('Documentación')));
    expect(opened).toEqual([apiDocumentationUrl]);
  });

  it('installMenu sends commands to the window on the one menu channel, and stops once it is gone', () => {
    const window = new FakeBrowserWindow({});
    installMenu(window as never, { openOutside: () => undefined, devTools: false, isMac: false });
    const installed = electron.Menu.installed as { template: Item[] };
    click(find(submenu(find(installed.template, 'Archivo')), 'Sincronizar'));
    expect(window.webContents.sent).toEqual([[menuChannel, 'sincronizar']]);
    window.destroyed = true;
    click(find(submenu(find(installed.template, 'Archivo')), 'Sincronizar'));
    expect(window.webContents.sent).toHaveLength(1);
  });
});
