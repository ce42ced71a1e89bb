// @vitest-environment jsdom
/**
 * The CSV for spreadsheets in Spanish, opened by LibreOffice Calc (Debian's libreoffice-calc,
 * headless) as a spreadsheet set up for Argentina opens a CSV: fields split at ";", UTF-8, the
 * language es-AR, dates recognised. Converted to a flat OpenDocument spreadsheet (.fods, plain
 * XML), whose cells are read back: each field in its own column, the dates as dates.
 * Needs `soffice` on the PATH (`apt-get install libreoffice-calc`; CI's .ci/run installs it).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convocatoriasToCsv } from '../../../../../src-renderer/features/exports/csv';
import { tricky } from '../../../support/exported-convocatorias';
import { bitOf } from '../../../../../src-renderer/data/search/convocatoria-facets';

const run = promisify(execFile);

/**
 * Calc's CSV import options, in order: separator (59 is ";"), text delimiter (34 is '"'), character
 * set (76 is UTF-8), first line, column formats (none: Calc decides), language (11274 is es-AR's
 * LCID, 0x2C0A), quoted fields as text (no), detect special numbers such as dates (yes).
 */
const spanishCsvImport = 'CSV:59,34,76,1,,11274,false,true';

const namespaces = {
  table: 'urn:oasis:names:tc:opendocument:xmlns:table:1.0',
  office: 'urn:oasis:names:tc:opendocument:xmlns:office:1.0',
  text: 'urn:oasis:names:tc:opendocument:xmlns:text:1.0',
};

/** A paragraph's text: ODF writes a run of spaces it must keep as `<text:s text:c="n"/>`. */
function paragraphText(p: Element): string {
  return [...p.childNodes]
    .map((node) =>
      node instanceof Element && node.localName === 's'
        ? ' '.repeat(Number(node.getAttributeNS(namespaces.text, 'c') ?? '1'))
        : (node.textContent ?? ''),
    )
    .join('');
}

interface Cell {
  type: string;
  /** A date's ISO day, a number's value, or the text shown (paragraphs joined by a line break). */
  value: string;
}

/** The first sheet's rows, each cell once however many columns a repeated (empty) cell spans. */
function sheetRows(fods: string): Cell[][] {
  const document = new DOMParser().parseFromString(fods, 'text/xml');
  const table = document.getElementsByTagNameNS(namespaces.table, 'table')[0];
  if (table === undefined) throw new Error('la planilla no tiene hojas');
  return [...table.getElementsByTagNameNS(namespaces.table, 'table-row')].map((row) =>
    [...row.getElementsByTagNameNS(namespaces.table, 'table-cell')].flatMap((cell) => {
      const type = cell.getAttributeNS(namespaces.office, 'value-type') ?? 'empty';
      const text = [...cell.getElementsByTagNameNS(namespaces.text, 'p')].map(paragraphText).join('\n');
      const value =
        type === 'date'
          ? (cell.getAttributeNS(namespaces.office, 'date-value') ?? '')
          : type === 'float'
            ? (cell.getAttributeNS(namespaces.office, 'value') ?? '')
            : text;
      const repeated = Number(cell.getAttributeNS(namespaces.table, 'number-columns-repeated') ?? '1');
      return Array.from({ length: repeated }, () => ({ type, value }));
    }),
  );
}

let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'directorio-calc-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The CSV converted by Calc, with a profile of its own so that a LibreOffice already open is left alone. */
async function openInCalc(csv: string): Promise<Cell[][]> {
  await writeFile(join(dir, 'convocatorias.csv'), csv, 'utf8');
  const profile = pathToFileURL(join(dir, 'perfil')).href;
  const args = [`-env:UserInstallation=${profile}`, '--headless', `--infilter=${spanishCsvImport}`, '--convert-to', 'fods'];
  await run('soffice', [...args, '--outdir', dir, join(dir, 'convocatorias.csv')], { timeout: 90_000 }).catch((cause: unknown) => {
    throw new Error('LibreOffice Calc (soffice) no pudo convertir el CSV; ¿está instalado? apt-get install libreoffice-calc', { cause });
  });
  return sheetRows(await readFile(join(dir, 'convocatorias.fods'), 'utf8'));
}

describe('the CSV in LibreOffice Calc with es-AR settings', () => {
  it('lands in columns, dates as dates (day first), text and Spanish letters intact', { timeout: 120_000 }, async () => {
    // The first with two disciplinas: a list in one cell, not split at its comma.
    const facets = {
      disciplina: bitOf('disciplina', 'musica') | bitOf('disciplina', 'danza'),
      tipo: bitOf('tipo', 'beca'),
      provincia: bitOf('provincia', 'Cordoba'),
    };
    const rows = await openInCalc(
      convocatoriasToCsv(
        tricky.map((row, i) => (i === 0 ? { ...row, facets } : row)),
        'es-AR',
        '2025-04-10',
      ),
    );
    const text = (value: string): Cell => ({ type: 'string', value });
    const date = (value: string): Cell => ({ type: 'date', value });
    const empty: Cell = { type: 'empty', value: '' };
    expect(rows[0]).toEqual(
      ['id', 'titulo', 'estado', 'estado_actual', 'fecha_inicio', 'fecha_fin', 'link', 'documentos', 'disciplina', 'tipo', 'provincia'].map(
        text,
      ),
    );
    expect(rows[1]).toEqual([
      { type: 'float', value: '7' },
      text('Becas "Creación", año 2025; música\ny danza'),
      text('abierta'),
      text('ya cerró'),
      date('2025-03-01'),
      date('2025-03-31'),
      text('https://www.cultura.gob.ar/convocatoria-7/'),
      text('https://www.cultura.gob.ar/media/uploads/bases.pdf | https://www.cultura.gob.ar/media/uploads/anexo, I.docx'),
      text('Música, Danza'),
      text('Beca'),
      text('Córdoba'),
    ]);
    // A formula from the API stays text, shown with its defusing apostrophe.
    expect(rows[2]?.slice(0, 6)).toEqual([
      { type: 'float', value: '12' },
      text('\'=HYPERLINK("https://evil.example","clic")'),
      text('cerrada'),
      text('cerrada'),
      date('2025-03-01'),
      date('2025-03-31'),
    ]);
    expect(rows[2]?.[6] ?? empty).toEqual(empty);
    // 01/12/2024 is 1 December; read month first it would be 12 January.
    expect(rows[3]?.slice(0, 7)).toEqual([
      { type: 'float', value: '3' },
      text(' Fondo Ñandú '),
      text('abierta'),
      text('ya cerró'),
      date('2024-12-01'),
      date('2024-12-31'),
      text('javascript:alert(1)'),
    ]);
    expect(rows).toHaveLength(4);
  });
});
