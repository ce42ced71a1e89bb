/**
 * The export generators, read back by independent parsers: CSV by papaparse, iCalendar by
 * ical.js, JSON by the API's own schema.
 */
import ICAL from 'ical.js';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { convocatoriaSchema } from '../../../../../src-shared/api';
import { convocatoriasToCsv, csvColumns } from '../../../../../src-renderer/features/exports/csv';
import { calendarName, convocatoriasToIcs, eventUid, foldOctets } from '../../../../../src-renderer/features/exports/ics';
import { convocatoriasToJson, type ExportedConvocatoria } from '../../../../../src-renderer/features/exports/json';

function convocatoria(
  id: number,
  patch: Partial<ExportedConvocatoria & { cuerpo: string }> = {},
): ExportedConvocatoria & { cuerpo: string } {
  return {
    id,
    url: `https://www.cultura.gob.ar/api/v2.0/convocatorias/${id}/`,
    link: `https://www.cultura.gob.ar/convocatoria-${id}/`,
    imagen: null,
    titulo: `Convocatoria ${id}`,
    bajada: '',
    cuerpo: '<p>Texto</p>',
    estado: 'abierta',
    fechaInicio: '2025-03-01',
    fechaFin: '2025-03-31',
    documentos: [],
    ...patch,
  };
}

const tricky = [
  convocatoria(7, {
    titulo: 'Becas "Creación", año 2025; música\r\ny danza',
    documentos: ['https://www.cultura.gob.ar/media/uploads/bases.pdf', 'https://www.cultura.gob.ar/media/uploads/anexo, I.docx'],
  }),
  convocatoria(12, { titulo: '=HYPERLINK("https://evil.example","clic")', estado: 'cerrada', link: '' }),
  convocatoria(3, { titulo: ' Fondo Ñandú ', link: 'javascript:alert(1)', fechaFin: '2024-12-31', fechaInicio: '2024-12-01' }),
];

describe('CSV export', () => {
  it('is UTF-8 with a BOM, a header row and CRLF between records', () => {
    const text = convocatoriasToCsv(tricky);
    expect(text.startsWith('\uFEFFid,titulo,estado,estado_actual,fecha_inicio,fecha_fin,link,documentos\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(new TextEncoder().encode(text).subarray(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('reads back field for field: commas, quotes, CRLF and accents intact, documents joined by " | "', () => {
    // On 10/04/2025 the first one, abierta for the API, closed on 31/03: vencida.
    const parsed = Papa.parse<Record<string, string>>(convocatoriasToCsv(tricky, '2025-04-10').slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...csvColumns]);
    expect(parsed.data.map((row) => Number(row['id']))).toEqual([7, 12, 3]);
    expect(parsed.data[0]).toEqual({
      id: '7',
      titulo: 'Becas "Creación", año 2025; música\r\ny danza',
      estado: 'abierta',
      estado_actual: 'vencida',
      fecha_inicio: '2025-03-01',
      fecha_fin: '2025-03-31',
      link: 'https://www.cultura.gob.ar/convocatoria-7/',
      documentos: 'https://www.cultura.gob.ar/media/uploads/bases.pdf | https://www.cultura.gob.ar/media/uploads/anexo, I.docx',
    });
    expect(parsed.data[2]?.['titulo']).toBe(' Fondo Ñandú ');
    expect(parsed.data[1]?.['estado_actual']).toBe('cerrada');
    // The same record read on its closing day is still open.
    expect(
      Papa.parse<Record<string, string>>(convocatoriasToCsv(tricky, '2025-03-31').slice(1), { header: true }).data[0]?.['estado_actual'],
    ).toBe('abierta');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    const parsed = Papa.parse<Record<string, string>>(convocatoriasToCsv(tricky).slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.data[1]?.['titulo']).toBe('\'=HYPERLINK("https://evil.example","clic")');
    for (const start of ['+', '-', '@', '\t']) {
      const row = Papa.parse<string[]>(convocatoriasToCsv([convocatoria(1, { titulo: `${start}1+1` })]).slice(1)).data[1];
      expect(row?.[1]).toBe(`'${start}1+1`);
    }
  });

  it('has only the header when nothing is filtered in', () => {
    expect(convocatoriasToCsv([])).toBe('\uFEFFid,titulo,estado,estado_actual,fecha_inicio,fecha_fin,link,documentos\r\n');
  });
});

describe('JSON export', () => {
  it('gives back the records as the API shapes them', () => {
    const records = JSON.parse(convocatoriasToJson(tricky, '2025-04-10')) as Record<string, unknown>[];
    // The API's shape, plus estado_actual: the app's reading of the state on the export day.
    expect(records.map((record) => convocatoriaSchema.parse(record))).toEqual(records.map(({ estado_actual: _, ...api }) => api));
    expect(records[0]).toEqual({
      id: 7,
      url: 'https://www.cultura.gob.ar/api/v2.0/convocatorias/7/',
      link: 'https://www.cultura.gob.ar/convocatoria-7/',
      imagen: null,
      titulo: 'Becas "Creación", año 2025; música\r\ny danza',
      bajada: '',
      cuerpo: '<p>Texto</p>',
      estado: 'abierta',
      fecha_inicio: '2025-03-01',
      fecha_fin: '2025-03-31',
      documentos: tricky[0]?.documentos,
      estado_actual: 'vencida',
    });
  });
});

async function calendar(rows: readonly ExportedConvocatoria[]): Promise<string> {
  const result = await convocatoriasToIcs(rows);
  if (!result.ok) throw new Error(result.message);
  return result.text;
}

describe('iCalendar export', () => {
  it('parses with ical.js: one all-day event per closing date, ending the next day', async () => {
    const text = await calendar(tricky);
    const root = new ICAL.Component(ICAL.parse(text));
    expect(root.name).toBe('vcalendar');
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe(calendarName);
    const events = root.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.uid)).toEqual([eventUid(7), eventUid(12), eventUid(3)]);
    expect(eventUid(7)).toBe('convocatoria-7@directorio-de-cultura');
    const [first, second, third] = events;
    expect(first?.summary).toBe('Cierre: Becas "Creación", año 2025; música y danza');
    expect(first?.startDate.isDate).toBe(true);
    expect(first?.startDate.toString()).toBe('2025-03-31');
    expect(first?.endDate.isDate).toBe(true);
    expect(first?.endDate.toString()).toBe('2025-04-01');
    expect(first?.component.getFirstPropertyValue('url')).toBe('https://www.cultura.gob.ar/convocatoria-7/');
    expect(first?.description).toContain('Más información: https://www.cultura.gob.ar/convocatoria-7/');
    expect(second?.summary).toBe('Cierre: =HYPERLINK("https://evil.example","clic")');
    expect(second?.component.getFirstPropertyValue('url')).toBeNull();
    // Across the year; an unsafe link is neither a URL nor in the text.
    expect([third?.startDate.toString(), third?.endDate.toString()]).toEqual(['2024-12-31', '2025-01-01']);
    expect(third?.summary).toBe('Cierre: Fondo Ñandú');
    expect(third?.component.getFirstPropertyValue('url')).toBeNull();
    expect(text).not.toContain('javascript:');
    for (const vevent of root.getAllSubcomponents('vevent')) {
      expect(vevent.getFirstProperty('dtstamp')).not.toBeNull();
      expect(vevent.getFirstProperty('dtstart')?.type).toBe('date');
    }
  });

  it('keeps RFC 5545 line rules: CRLF only, lines of at most 75 octets, folded inside no character', async () => {
    const long = convocatoria(99, { titulo: `Convocatoria de ${'música, teatro y artes escénicas '.repeat(6)}` });
    const text = await calendar([...tricky, long]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    const summary = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')[3]).summary;
    expect(summary).toBe(`Cierre: ${long.titulo.trim()}`);
  });

  it('folds by octets without splitting a character', () => {
    const line = `SUMMARY:${'ñ'.repeat(80)}`;
    const folded = foldOctets(`${line}\r\n`);
    expect(folded.split('\r\n').every((part) => new TextEncoder().encode(part).length <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`${line}\r\n`);
  });

  it('is a valid, empty calendar when nothing is filtered in', async () => {
    const root = new ICAL.Component(ICAL.parse(await calendar([])));
    expect(root.getAllSubcomponents('vevent')).toEqual([]);
  });
});
