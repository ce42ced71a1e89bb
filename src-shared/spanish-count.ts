/**
 * A whole number as es-AR writes it: 1.000, 100.000, 1.750.000 (what `toLocaleString('es-AR')`
 * gives). By hand, so that main's messages and the settings schema (evaluated as the window
 * starts) create no Intl object.
 */
export function spanishCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, '.');
}
