/**
 * Browser mode's session, as both sides name it: the entry page's two <meta> elements (the
 * server writes them, src-main/web-access.ts; the page reads them, src-renderer/browser-session.ts)
 * and the header every bridge call carries the secret in.
 */
export const sessionMeta = { secret: 'directorio-sesion', images: 'directorio-imagenes' } as const;

/** Lower case, as node:http presents request headers. */
export const sessionHeader = 'x-directorio-sesion';
