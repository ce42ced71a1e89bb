/** Spanish text folding for search, and HTML fragments to plain text without a DOM. */

/** "Canción" and "CANCION" fold to the same "cancion". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** One character (a code point) folded by itself; ASCII needs no NFD. A combining mark folds to nothing. */
export function foldCharacter(character: string): string {
  return character < '\u0080' ? character.toLowerCase() : foldedNonAscii(character);
}

// Few distinct characters outside ASCII occur in a text: each is folded once.
const nonAsciiFolded = new Map<string, string>();
function foldedNonAscii(character: string): string {
  let piece = nonAsciiFolded.get(character);
  if (piece === undefined) {
    piece = fold(character);
    if (nonAsciiFolded.size < 4096) nonAsciiFolded.set(character, piece);
  }
  return piece;
}

// A count in foldedAway's stretches is one UTF-16 code unit.
const largestCount = 0xffff;

/**
 * What `fold` changed in `text`, so that `unfold(fold(text), foldedAway(text))` is `text` again:
 * each stretch of characters that folding changed, as three code units (folded code units since
 * the last stretch, folded code units it stands for, its length as written) followed by the
 * stretch as written. Spanish prose differs from its folded text in about 6 % of its characters
 * (capitals and accents), so this is far smaller than the text. `null` when the text does not
 * come back this way (a lone high surrogate, read with the character after it). The counts may be
 * lone surrogates: the value lives in IndexedDB and structured clones, never in UTF-8.
 */
export function foldedAway(text: string, folded = fold(text)): string | null {
  let away = '';
  let since = 0;
  let covers = 0;
  // Where the stretch under way starts in `text`.
  let from = 0;
  for (let at = 0; at < text.length;) {
    const code = text.charCodeAt(at);
    let width = 1;
    let piece: number;
    let same: boolean;
    // Most characters are ASCII, and of those only capitals fold to something else.
    if (code < 0x80) {
      same = code < 0x41 || code > 0x5a;
      piece = 1;
    } else {
      if (code >= 0xd800 && code < 0xdc00 && at + 1 < text.length) width = 2;
      const character = text.slice(at, at + width);
      const alone = foldedNonAscii(character);
      same = alone === character;
      piece = alone.length;
    }
    if (same) {
      if (from < at || covers > 0) {
        away += String.fromCharCode(since, covers, at - from) + text.slice(from, at);
        since = 0;
        covers = 0;
      }
      if (since + piece > largestCount) {
        away += String.fromCharCode(since, 0, 0);
        since = 0;
      }
      since += piece;
      from = at + width;
    } else if (at + width - from > largestCount || covers + piece > largestCount) {
      away += String.fromCharCode(since, covers, at - from) + text.slice(from, at);
      since = 0;
      covers = piece;
      from = at;
    } else {
      covers += piece;
    }
    at += width;
  }
  if (from < text.length || covers > 0) away += String.fromCharCode(since, covers, text.length - from) + text.slice(from);
  return unfold(folded, away) === text ? away : null;
}

/** The text as written from its folded text and what folding took from it (see foldedAway). */
export function unfold(folded: string, away: string): string {
  let text = '';
  let at = 0;
  for (let next = 0; next < away.length;) {
    const since = away.charCodeAt(next);
    const covers = away.charCodeAt(next + 1);
    const length = away.charCodeAt(next + 2);
    text += folded.slice(at, at + since) + away.slice(next + 3, next + 3 + length);
    at += since + covers;
    next += 3 + length;
  }
  return text + folded.slice(at);
}

// The named entities the API's editor writes; anything else decodes to a space.
const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  yacute: 'ý',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  agrave: 'à',
  egrave: 'è',
  igrave: 'ì',
  ograve: 'ò',
  ugrave: 'ù',
  acirc: 'â',
  ecirc: 'ê',
  icirc: 'î',
  ocirc: 'ô',
  ucirc: 'û',
  auml: 'ä',
  euml: 'ë',
  iuml: 'ï',
  ouml: 'ö',
  uuml: 'ü',
  Uuml: 'Ü',
  ntilde: 'ñ',
  Ntilde: 'Ñ',
  ccedil: 'ç',
  Ccedil: 'Ç',
  iquest: '¿',
  iexcl: '¡',
  laquo: '«',
  raquo: '»',
  ordm: 'º',
  ordf: 'ª',
  deg: '°',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  bdquo: '„',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bull: '•',
  middot: '·',
  euro: '€',
  copy: '©',
  reg: '®',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (_match, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return namedEntities[name] ?? ' ';
  });
}

/** Visible text of an HTML fragment: tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const withoutHidden = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  return decodeEntities(withoutHidden.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
