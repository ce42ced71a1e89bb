// The bytes of a PDF written by hand: numbered objects, an xref table with each object's exact
// byte offset, a trailer; and the standard security handler (RC4, 128 bits, revision 3) for the
// one document that asks for a password. Everything is Latin-1, so one character is one byte and
// a string's length is a byte offset; binary data rides in strings the same way.

import { createHash } from 'node:crypto';

/** A PDF literal string in WinAnsi (Latin-1 here): `\`, `(` and `)` escaped, anything else outside Latin-1 as `?`. */
export function pdfString(text: string): string {
  return `(${text.replace(/[^\u0020-\u00ff]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A PDF hex string of the given bytes. */
export function pdfHex(bytes: Buffer): string {
  return `<${bytes.toString('hex').toUpperCase()}>`;
}

/** A stream object's body: `dict` without its `/Length`, which is counted here. */
export function pdfStream(dict: string, data: string): string {
  return `<< ${dict === '' ? '' : `${dict} `}/Length ${data.length} >>\nstream\n${data}\nendstream`;
}

/**
 * A whole file: `objects[n - 1]` is the body of object n, `trailer` the trailer's entries besides
 * `/Size`. The header's second line is the customary comment of high bytes (a binary file).
 */
export function writePdf(objects: readonly string[], trailer: string): Buffer {
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** 32-bit FNV-1a of a string's UTF-8 bytes: the simulator's files vary with their names through it. */
export function nameHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

const md5 = (...parts: Buffer[]): Buffer => createHash('md5').update(Buffer.concat(parts)).digest();

/** RC4 (the cipher of the standard security handler up to revision 4): OpenSSL 3 no longer ships it. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Uint8Array.from({ length: 256 }, (_, i) => i);
  const at = (i: number): number => s[i] ?? 0;
  const swap = (i: number, j: number): void => {
    const t = at(i);
    s[i] = at(j);
    s[j] = t;
  };
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + at(i) + (key[i % key.length] ?? 0)) & 255;
    swap(i, j);
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + at(i)) & 255;
    swap(i, j);
    out[n] = (data[n] ?? 0) ^ at((at(i) + at(j)) & 255);
  }
  return out;
}

/** The 32 bytes every password is padded with (PDF 32000-1, 7.6.3.3). */
const padding = Buffer.from('28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A', 'hex');
const padded = (password: string): Buffer => Buffer.concat([Buffer.from(password, 'latin1'), padding]).subarray(0, 32);

/** Nineteen more RC4 passes, each with the key's bytes XORed with the pass number (revision 3). */
function rc4Passes(key: Buffer, data: Buffer): Buffer {
  let out = rc4(key, data);
  for (let pass = 1; pass <= 19; pass++) out = rc4(Buffer.from(key.map((b) => b ^ pass)), out);
  return out;
}

/** Fifty more MD5 rounds over the first 16 bytes (revision 3). */
function md5Rounds(hash: Buffer): Buffer {
  let out = hash;
  for (let round = 0; round < 50; round++) out = md5(out.subarray(0, 16));
  return out.subarray(0, 16);
}

export interface Rc4Security {
  /** The `/Encrypt` dictionary. */
  dictionary: string;
  /** The first element of the trailer's `/ID`, which the key depends on. */
  id: Buffer;
  /** Encrypts a string's or a stream's bytes as object `number` (generation 0) holds them. */
  encrypt(number: number, data: Buffer): Buffer;
}

/** The standard security handler, revision 3 with a 128-bit RC4 key: algorithms 2, 3 and 5 of PDF 32000-1. */
export function rc4Security(userPassword: string, ownerPassword: string, id: Buffer): Rc4Security {
  const permissions = -3904; // print, copy and the rest allowed: only opening needs the password.
  const owner = rc4Passes(md5Rounds(md5(padded(ownerPassword))), padded(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5Rounds(md5(padded(userPassword), owner, p, id));
  const user = Buffer.concat([rc4Passes(key, md5(padding, id)), Buffer.alloc(16)]);
  return {
    dictionary: `<< /Filter /Standard /V 2 /R 3 /Length 128 /P ${permissions} /O ${pdfHex(owner)} /U ${pdfHex(user)} >>`,
    id,
    encrypt(number, data) {
      const salt = Buffer.from([number & 255, (number >> 8) & 255, (number >> 16) & 255, 0, 0]);
      return rc4(md5(key, salt).subarray(0, 16), data);
    },
  };
}
