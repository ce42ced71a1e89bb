/**
 * A 53-bit fingerprint of a text, so that a sync can tell whether a record's body changed without
 * reading the stored body back (bodies are most of what IndexedDB would have to read). Two 32-bit
 * FNV-1a lanes with different offsets and primes, the second one also fed the position; their
 * bits combined. Not a cryptographic hash: it only has to tell apart a body from the one stored
 * before it, where two different texts agree with a chance of about one in 2^53.
 */
export function fingerprint(text: string): number {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code ^ (i << 16), 0x5bd1e995);
  }
  a = Math.imul(a ^ (a >>> 15), 0x2c1b3c6d) ^ text.length;
  b = Math.imul(b ^ (b >>> 13), 0x297a2d39);
  return (b >>> 11) * 2 ** 32 + (a >>> 0);
}
