// What the simulator's documents say, page by page: built from the file's name and its record
// alone, so a test can tell which page of which document holds a word without opening the file.

import { nameHash } from './pdf';

/** Whose document it is, for the text inside it. */
export interface DocumentOwnerText {
  /** 'Convocatoria' or 'Trámite'. */
  kind: string;
  titulo: string;
}

/** One page: its heading (a larger line) and the lines below it, in reading order. */
export interface DocumentPage {
  heading: string;
  lines: string[];
}

/** `bases_y_condiciones_2026_utgkaBo.pdf` → `Bases y condiciones 2026 utgkaBo`: what the page says it is. */
export function heading(file: string): string {
  const stem = file.replace(/\.[a-z]+$/, '').replace(/_/g, ' ');
  return stem.charAt(0).toUpperCase() + stem.slice(1);
}

export const filler = [
  'Este documento forma parte de la convocatoria y establece las condiciones de participación,',
  'los requisitos de admisión, el calendario de presentación y los criterios de evaluación.',
  'La presentación de una propuesta implica la aceptación de todas sus cláusulas.',
  'Las consultas se responden por correo electrónico dentro de los cinco días hábiles.',
];

/** Lines of at most `width` characters, broken between words. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The articles of the pages after the first, in order: a title and the start of a sentence the record ends. */
const articles: readonly (readonly [string, string])[] = [
  ['Objeto', 'Estas bases establecen el objeto, el alcance territorial y los plazos'],
  ['Participantes', 'Pueden presentarse personas mayores de edad y colectivos con domicilio en el país, según lo previsto en las bases'],
  [
    'Documentación',
    'Cada postulación incluye el formulario completo, una copia del documento de identidad y los antecedentes pedidos en las bases',
  ],
  ['Evaluación', 'Un jurado de tres especialistas evalúa las propuestas por su calidad, su viabilidad y su alcance federal, en el marco'],
  [
    'Compromisos',
    'Las personas seleccionadas se comprometen a ejecutar el proyecto y a rendir cuentas de lo recibido, conforme a las reglas',
  ],
];

/** Bases y condiciones run 2 to 6 pages (by the file's name); every other document is one page. */
export function pageCount(file: string): number {
  return file.startsWith('bases_y_condiciones') ? 2 + (nameHash(file) % 5) : 1;
}

const syllables = ['ka', 'ke', 'ki', 'ko', 'ku', 'xa', 'xe', 'xi', 'xo', 'xu', 'za', 'ze', 'zi', 'zo', 'zu', 'wa'];

/**
 * A made-up word of five syllables that a document of several pages carries on one of its pages
 * after the first, and that no record's text holds: a search for it finds the document alone.
 */
export function codeWord(file: string): { word: string; page: number } | null {
  const pages = pageCount(file);
  if (pages < 2) return null;
  const hash = nameHash(`${file}#clave`);
  let word = '';
  for (let n = 0; n < 5; n++) word += syllables[(hash >>> (4 * n)) & 15] ?? '';
  return { word, page: 2 + ((hash >>> 20) % (pages - 1)) };
}

/** The pages of a text document, the first as it always was and, for several pages, each with its number. */
export function documentPages(file: string, owner: DocumentOwnerText): DocumentPage[] {
  const count = pageCount(file);
  const footer = (n: number): string[] => (count > 1 ? ['', `Página ${n} de ${count}`] : []);
  const first: DocumentPage = {
    heading: heading(file),
    lines: [
      ...wrap(`${owner.kind}: ${owner.titulo}`, 80),
      '',
      ...wrap(filler.join(' '), 90),
      '',
      'Documento de prueba servido por el simulador de la API.',
      ...footer(1),
    ],
  };
  const code = codeWord(file);
  const whose = owner.kind === 'Trámite' ? 'del trámite' : 'de la convocatoria';
  const rest = Array.from({ length: count - 1 }, (_, index): DocumentPage => {
    const n = index + 2;
    const [title, sentence] = articles[index % articles.length] ?? ['', ''];
    return {
      heading: `Artículo ${n - 1}. ${title}`,
      lines: [
        ...wrap(`${sentence} ${whose} «${owner.titulo}».`, 90),
        ...(code?.page === n ? ['', `Código de referencia: ${code.word}.`] : []),
        ...footer(n),
      ],
    };
  });
  return [first, ...rest].map(latin1);
}

/** The page as drawn: WinAnsi has no place for characters outside Latin-1, which show as `?`. */
export function latin1(page: DocumentPage): DocumentPage {
  const drawn = (text: string): string => text.replace(/[^\u0020-\u00ff]/g, '?');
  return { heading: drawn(page.heading), lines: page.lines.map(drawn) };
}
