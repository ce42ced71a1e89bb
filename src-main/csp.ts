/**
 * The renderer's Content-Security-Policy, the same in Electron (app://) and browser mode:
 * only the app's own scripts and styles, no inline script or eval, no plugins, no frames, no forms.
 * `connect-src` is closed: main owns the network. Only browser mode opens it to 'self', because
 * there the bridge itself is HTTP on the page's own origin.
 * Images (from the API's sanitized HTML) load only from the app or over https: the real API is
 * https, and a page never fetches anything in clear text.
 */
export function contentSecurityPolicy(options: { bridgeOverHttp: boolean }): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' https:",
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
