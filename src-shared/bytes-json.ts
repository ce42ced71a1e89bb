/**
 * Bytes through JSON, for the HTTP bridge (IPC carries a Uint8Array as it is): a Uint8Array
 * becomes `{"$bytes":"<base64>"}` on the way out and a Uint8Array again on the way in. Generic, so
 * any method's result may hold bytes anywhere; an object with other keys beside `$bytes`, or a
 * `$bytes` that is not base64, is left as it came.
 */

const marker = '$bytes';
// Small enough for String.fromCharCode's argument list, a multiple of 3 so each slice is whole base64.
const slice = 3 * 8192;
const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += slice) {
    text += btoa(String.fromCharCode(...bytes.subarray(start, start + slice)));
  }
  return text;
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** JSON.stringify's replacer: every Uint8Array (a Node Buffer too) as `{"$bytes":"<base64>"}`. */
export function bytesReplacer(this: unknown, key: string, value: unknown): unknown {
  // A Buffer has a toJSON, already called by the time the replacer sees the value: look at the holder's own.
  const own = (this as Record<string, unknown>)[key];
  return own instanceof Uint8Array ? { [marker]: toBase64(own) } : value;
}

/** JSON.parse's reviver: `{"$bytes":"<base64>"}`, and nothing else, becomes a Uint8Array. */
export function bytesReviver(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== marker) return value;
  const text = (value as Record<string, unknown>)[marker];
  if (typeof text !== 'string' || text.length % 4 !== 0 || !base64.test(text)) return value;
  return fromBase64(text);
}
