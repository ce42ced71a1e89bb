/**
 * The renderer's Content-Security-Policy, the same in Electron (app://) and browser mode:
 * only the app's own scripts and styles, no inline script or eval, no plugins, no frames, no forms.
 * `connect-src` is closed: main owns the network. Only browser mode opens it to 'self', because
 * there the bridge itself is HTTP on the page's own origin.
 * Images load only from the app: records' images come through main (`/imagenes/<key>`, fetched
 * and cached there; in browser mode from the images' own 127.0.0.1 origin), so the page never
 * reaches a remote host and no host sees who reads what.
 */
export function contentSecurityPolicy(options: { bridgeOverHttp: boolean; imagesOrigin?: string }): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self'${options.imagesOrigin === undefined ? '' : ` ${options.imagesOrigin}`}`,
    "font-src 'self'",
    `connect-src ${options.bridgeOverHttp ? "'self'" : "'none'"}`,
    "media-src 'none'",
    "object-src 'none'",
    "frame-src 'none'",
    "worker-src 'self'",
    "manifest-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
