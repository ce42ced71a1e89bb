/**
 * Browser mode's session, as both sides name it: the entry page's two <meta> elements (the
 * server writes them, src-main/web-access.ts; the page reads them, src-renderer/browser-session.ts)
 * and the header every bridge call carries the secret in.
 */
export const sessionMeta = { secret: 'directorio-sesion', images: 'directorio-imagenes' } as const;

/** Lower case, as node:http presents request headers. */
export const sessionHeader = 'x-directorio-sesion';

/** The address parameter that carries the launch token. */
export const tokenParameter = 'token';

/**
 * The shapes both values may take: URL-safe text, and the images' 127.0.0.1 address with its
 * capability. The server checks them before writing them into the page, the page when it reads them.
 */
export const sessionShape = {
  secret: /^[\w-]+$/,
  images: /^http:\/\/127\.0\.0\.1:\d+\/[\w-]+\/$/,
} as const;
