/**
 * The renderer's Content-Security-Policy, the same in Electron (app://) and browser mode:
 * only the app's own scripts and styles, no inline script, no plugins, no frames, no forms.
 * `connect-src` is open to 'self' only in browser mode, where the bridge is HTTP on the same origin.
 */
export function contentSecurityPolicy(options: { bridgeOverHttp: boolean; imageOrigins?: readonly string[] }): string {
  const images = ["'self'", 'https:', 'data:', ...(options.imageOrigins ?? [])];
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    `connect-src ${options.bridgeOverHttp ? "'self'" : "'none'"}`,
    "object-src 'none'",
    "frame-src 'none'",
    "worker-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
