/**
 * What a person calls an attached document. The record's body usually links it with words of
 * its own ("Bases y condiciones"): those come first. Without such a link, the file name cleaned
 * up (no extension, separators or upload hashes), with the accents the record gives those words:
 * `bases-y-condiciones-musica.pdf` in a body that says "Bases y condiciones Música" reads as the
 * body spells it.
 */
import { stripStyleAttributes } from './strip-style';

/** The parts of a record that name its documents. */
export interface RecordText {
  titulo: string;
  bajada: string;
  /** HTML, from the API. */
  cuerpo: string;
}

/** The words a record says around its documents: its body's links and all of its text. */
export interface RecordWords {
  /** Each link of the body: its address as written (maybe relative) and its text. */
  links: readonly { href: string; text: string }[];
  /** The record's words in order, as written (title, summary and body). */
  words: readonly string[];
}

export const noWords: RecordWords = { links: [], words: [] };

/** An extension: 1–5 letters or digits with at least one letter (so `v2.0` keeps its `.0`). */
const extension = /\.([a-z0-9]{1,5})$/i;

export function extensionOf(fileName: string): string | null {
  const found = extension.exec(fileName)?.[1];
  return found !== undefined && /[a-z]/i.test(found) ? found : null;
}

export function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Without the same extension twice (`bases.pdf.pdf`), without a download's copy number (`bases (1)`). */
function withoutExtensionNoise(stem: string, ext: string): string {
  const twice = stem.toLowerCase().endsWith(`.${ext.toLowerCase()}`) ? stem.slice(0, -(ext.length + 1)) : stem;
  return twice.replace(/\s*\(\d{1,2}\)$/, '');
}

/**
 * Hashes the upload added to a name already taken. Django: `_` and 7 random letters and digits
 * (`bases_utgkaBo.pdf`); a plain lowercase word (`_musical`) is part of the name, so that suffix
 * needs an uppercase letter or a digit. Others: a UUID, or 8+ hex digits mixing letters and digits.
 */
function withoutUploadHash(stem: string): string {
  const uuid = /[_-]?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (uuid.test(stem)) return stem.replace(uuid, '');
  const hex = /[_-]([0-9a-f]{8,})$/i.exec(stem)?.[1];
  if (hex !== undefined && /[0-9]/.test(hex) && /[a-f]/i.test(hex)) return stem.slice(0, -(hex.length + 1));
  const django = /_([A-Za-z0-9]{7})$/.exec(stem)?.[1];
  return django !== undefined && /[A-Z0-9]/.test(django) ? stem.slice(0, -8) : stem;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A Roman numeral from I to XXXIX, in a name of two words or more: `anexo_ii` is "Anexo II",
 * `xv_salon_nacional` "XV salon nacional". No Spanish word is spelled so but "vi" (I saw), which
 * names no document.
 */
const romanNumeral = /^(?=[ivx])x{0,3}(?:ix|iv|v?i{0,3})$/i;

function withRomanNumerals(words: string): string {
  if ((words.match(wordPattern) ?? []).length < 2) return words;
  return words.replace(wordPattern, (word) => (romanNumeral.test(word) ? word.toUpperCase() : word));
}

/**
 * A readable name from a document's file name (or last path segment, percent-encoded or not):
 * `bases_y_condiciones_2026_utgkaBo.pdf` → "Bases y condiciones 2026".
 */
export function readableName(fileName: string): string {
  const name = decoded(fileName.replace(/\+/g, ' '));
  const ext = extensionOf(name);
  const stem = ext === null ? name : withoutExtensionNoise(name.slice(0, -(ext.length + 1)), ext);
  const words = withoutUploadHash(stem)
    .replace(/[_\-+]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words === '' ? 'Documento' : capitalized(withRomanNumerals(words));
}

/** Lowercase, without accents or tildes: how words are compared. */
function folded(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const wordPattern = /[\p{L}\p{N}]+/gu;

function wordsOf(text: string): string[] {
  return text.normalize('NFC').match(wordPattern) ?? [];
}

/** The body's links and words, from its HTML (parsed inert; `style` removed first, as the CSP wants). */
export function readRecordWords(record: RecordText, parser: DOMParser): RecordWords {
  const body = parser.parseFromString(stripStyleAttributes(record.cuerpo), 'text/html').body;
  const links = [...body.querySelectorAll('a[href]')].map((a) => ({ href: a.getAttribute('href') ?? '', text: a.textContent }));
  return { links, words: [record.titulo, record.bajada, body.textContent].flatMap(wordsOf) };
}

/** The same document's address however a body writes it: no scheme, no `www.`, decoded path, no fragment. */
function addressKey(href: string, base: string): string | null {
  try {
    const url = new URL(href.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.hostname.replace(/^www\./, '')}${decoded(url.pathname)}${url.search}`;
  } catch {
    return null;
  }
}

/** Words that say "click here", not what the document is. */
const emptyWords = new Set(
  'aca aqui click clic clickea cliquea hace haga haz en este esta link enlace descarga descargar descargue ver mas info informacion el la los las archivo documento pdf here download'.split(
    ' ',
  ),
);

/** "Descargá el …", "Consultá las …": the verb goes, what follows names the document. */
const callToAction =
  /^(?:descarg[aá]r?|descargue|consult[aá]r?|consulte|mir[aá]|le[eé]|leer|baj[aá]|ver|acced[eé] a|ingres[aá] a)\s+(?:el|la|los|las|al)\s+/iu;

/** A link's text as a name, or null when it says nothing of the document ("acá", a bare address). */
export function nameFromLinkText(raw: string): string | null {
  let text = raw
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“«]+|["'”»]+$/g, '')
    .replace(/[\s:;,.]+$/, '');
  if (/^(?:https?:\/\/|www\.)/i.test(text) || /^[^\s/]*\/\S*$/.test(text)) return null;
  if (/^\S+\.(?:pdf|docx?|odt|rtf|xlsx?|ods|pptx?|odp|zip)$/i.test(text)) return readableName(text);
  const words = wordsOf(text);
  if (words.every((word) => emptyWords.has(folded(word))) || words.join('').length < 2) return null;
  // Shouted links ("DESCARGÁ EL PROGRAMA") read as a sentence.
  if (!/\p{Ll}/u.test(text)) text = text.toLowerCase();
  return capitalized(text.replace(callToAction, ''));
}

/** `spelling` with the case of `like`: all capitals, a capital first, or lowercase. */
function inCaseOf(spelling: string, like: string): string {
  if (like.length > 1 && like === like.toUpperCase() && like !== like.toLowerCase()) return spelling.toUpperCase();
  const lower = spelling.toLowerCase();
  return like.charAt(0) !== like.charAt(0).toLowerCase() ? capitalized(lower) : lower;
}

/** Where the name's words appear together in the record (accents and case aside), or -1. */
function phraseAt(name: readonly string[], words: readonly string[]): number {
  const wanted = name.map(folded);
  const record = words.map(folded);
  for (let at = 0; at + wanted.length <= record.length; at++) {
    if (wanted.every((word, i) => record[at + i] === word)) return at;
  }
  return -1;
}

/** For each word as the record folds it, its spellings (lowercase) and how often each is used. */
function spellingsOf(words: readonly string[]): Map<string, Map<string, number>> {
  const spellings = new Map<string, Map<string, number>>();
  for (const word of words) {
    const key = folded(word);
    const counts = spellings.get(key) ?? new Map<string, number>();
    counts.set(word.toLowerCase(), (counts.get(word.toLowerCase()) ?? 0) + 1);
    spellings.set(key, counts);
  }
  return spellings;
}

/**
 * The accents the record gives a cleaned file name. The whole name found in the record is
 * spelled as there (shouting aside); else each word of 3 letters or more takes the record's
 * most used spelling, unless the record also writes it as the name does (`esta`, `está`).
 */
export function withRecordAccents(name: string, words: readonly string[]): string {
  const nameWords = wordsOf(name);
  if (nameWords.length === 0) return name;
  const at = phraseAt(nameWords, words);
  let i = 0;
  if (at >= 0) {
    const phrase = words.slice(at, at + nameWords.length);
    const shouted = !phrase.some((word) => /\p{Ll}/u.test(word));
    const spelled = name.normalize('NFC').replace(wordPattern, (word) => {
      const spelling = phrase[i++] ?? word;
      return shouted ? inCaseOf(spelling, word) : spelling;
    });
    return capitalized(spelled);
  }
  const spellings = spellingsOf(words);
  return name.normalize('NFC').replace(wordPattern, (word) => {
    const counts = spellings.get(folded(word));
    if (word.length < 3 || counts === undefined || counts.has(word.toLowerCase())) return word;
    const [best] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [word];
    return inCaseOf(best, word);
  });
}

/**
 * The name of the document at `url` (a vetted http(s) address): the text of the first body link
 * to it that names something, else its cleaned file name with the record's accents.
 */
export function documentName(url: URL, fileName: string, record: RecordWords): string {
  const key = addressKey(url.href, url.href);
  for (const link of record.links) {
    if (addressKey(link.href, url.href) !== key) continue;
    const name = nameFromLinkText(link.text);
    if (name !== null) return name;
  }
  return withRecordAccents(readableName(fileName), record.words);
}
