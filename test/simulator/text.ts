// Text helpers for the corpus: HTML entity encoding in the style of the real
// API (accented letters as named entities), slugs, and calendar dates.

const entities: Readonly<Record<string, string>> = {
  á: '&aacute;',
  é: '&eacute;',
  í: '&iacute;',
  ó: '&oacute;',
  ú: '&uacute;',
  Á: '&Aacute;',
  É: '&Eacute;',
  Í: '&Iacute;',
  Ó: '&Oacute;',
  Ú: '&Uacute;',
  ñ: '&ntilde;',
  Ñ: '&Ntilde;',
  ü: '&uuml;',
  Ü: '&Uuml;',
  '¿': '&iquest;',
  '¡': '&iexcl;',
  '°': '&deg;',
  º: '&ordm;',
  ª: '&ordf;',
  '“': '&ldquo;',
  '”': '&rdquo;',
  '«': '&laquo;',
  '»': '&raquo;',
  '–': '&ndash;',
  '…': '&hellip;',
  '\u00a0': '&nbsp;',
};

/** Encodes plain UTF-8 text the way the CMS stores it in `cuerpo` / `descripcion`. */
export function toEntities(text: string): string {
  let out = '';
  for (const ch of text) out += entities[ch] ?? ch;
  return out;
}

/** `<p>` with entity-encoded text; a few spaces become `&nbsp;` like the real editor output. */
export function paragraph(text: string, nbsp: boolean): string {
  const body = toEntities(text);
  return `<p>${nbsp ? body.replace(/ (de|la|el|y) /, ' $1&nbsp;') : body}</p>`;
}

/** Lower-case ASCII slug: "Canción de Córdoba" -> "cancion-de-cordoba". */
export function slugify(text: string, maxLength = 70): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  // Do not leave half a word at the end.
  return (slug[maxLength] === '-' || !cut.includes('-') ? cut : cut.slice(0, cut.lastIndexOf('-'))).replace(/-+$/, '');
}

const dayMs = 86_400_000;

/** Midnight UTC of the calendar day of `date`. */
export function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** `YYYY-MM-DD` for `base` (a UTC midnight in ms) plus `days`. */
export function isoDay(base: number, days: number): string {
  return new Date(base + days * dayMs).toISOString().slice(0, 10);
}

const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "viernes 1° de marzo" style long date, as the real bajadas write it. */
export function longDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const weekday = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'][date.getUTCDay()] ?? '';
  const day = date.getUTCDate();
  return `${weekday} ${day === 1 ? '1°' : String(day)} de ${months[date.getUTCMonth()] ?? ''}`;
}

/** Random-looking suffix like the ones Django appends to uploaded file names ("sA6CXOY"). */
export function uploadSuffix(next: () => number): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  for (let i = 0; i < 7; i++) out += chars[Math.floor(next() * chars.length)] ?? 'x';
  return out;
}
