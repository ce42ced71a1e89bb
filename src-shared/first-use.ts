/**
 * A value made the first time it is asked for, then kept. For the Intl formatters: the first
 * Intl object a page makes loads ICU's data, a task of its own size that should not be part of
 * evaluating the window's script.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
