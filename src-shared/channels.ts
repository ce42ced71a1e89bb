/**
 * The bridge's method names and the IPC channels derived from them. Kept free of zod so the
 * preload and the renderer can list the methods without bundling the schemas.
 */
export const bridgeMethods = [
  'fetchPage',
  'fetchRecord',
  'getConfig',
  'openExternal',
  'getSettings',
  'saveSettings',
  // Documents saved for offline reading (src-main/documents/).
  'saveDocuments',
  'listSavedDocuments',
  'openSavedDocument',
  'removeSavedDocuments',
  // Every saved document of every record, so the page knows what is saved without asking per record.
  'listAllSavedDocuments',
  // A document's bytes for the in-app viewer: the saved copy, else downloaded into memory.
  'readDocument',
  // Every saved document at once (Configuración → Borrar datos descargados).
  'clearSavedDocuments',
  // A desktop notification (a favorite closes soon, a saved search's new matches); browser mode answers 'unsupported'.
  'notify',
] as const;
export type BridgeMethod = (typeof bridgeMethods)[number];

export function isBridgeMethod(name: string): name is BridgeMethod {
  return (bridgeMethods as readonly string[]).includes(name);
}

export function channelOf(method: BridgeMethod): `directorio:${BridgeMethod}` {
  return `directorio:${method}`;
}

/** Main → renderer, the one notification: what the application menu asks the page to do. */
export const menuCommands = ['sincronizar', 'configuracion'] as const;
export type MenuCommand = (typeof menuCommands)[number];
export const menuChannel = 'directorio:menu';

export function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && (menuCommands as readonly string[]).includes(value);
}

/**
 * Main → renderer, a notice's click: the saved search (Búsquedas guardadas) the page should open.
 * Only an id crosses, never a route or a URL: the page looks the search up and builds the address.
 */
export const busquedaChannel = 'directorio:abrir-busqueda';

/** A saved search's id as the app makes them (crypto.randomUUID()), or one of a like harmless shape. */
export const busquedaIdPattern = /^[A-Za-z0-9-]{1,64}$/;

export function isBusquedaId(value: unknown): value is string {
  return typeof value === 'string' && busquedaIdPattern.test(value);
}
