/**
 * The export generators, read back by independent parsers: CSV by papaparse, iCalendar by
 * ical.js, JSON by the API's own schema.
 */
import ICAL from 'ical.js';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { convocatoriaSchema } from '../../../../../src-shared/api';
import { convocatoriasToCsv, csvColumns } from '../../../../../src-renderer/features/exports/csv';
import {
  calendarName,
  calendarReminders,
  convocatoriasToIcs,
  eventUid,
  foldOctets,
} from '../../../../../src-renderer/features/exports/ics';
import { convocatoriasToJson, type ExportedConvocatoria } from '../../../../../src-renderer/features/exports/json';
import { bitOf } from '../../../../../src-renderer/data/search/convocatoria-facets';
import { convocatoria, tricky } from '../../../support/exported-convocatorias';

/** The es-AR CSV read back as a spreadsheet in Argentina splits it: at `;`, after the BOM. */
function readSpanishCsv(text: string) {
  return Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true, delimiter: ';' });
}

describe('CSV export (for spreadsheets in Spanish)', () => {
  it('starts with the UTF-8 BOM and a header split at ";"', () => {
    const text = convocatoriasToCsv(tricky, 'es-AR');
    expect([...new TextEncoder().encode(text).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(
      text.startsWith('\uFEFFid;titulo;estado;estado_actual;fecha_inicio;fecha_fin;link;documentos;disciplina;tipo;provincia\r\n'),
    ).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('reads back with ";" field for field: dates as dd/mm/aaaa, separators, quotes, CRLF and Spanish letters intact', () => {
    const parsed = readSpanishCsv(convocatoriasToCsv(tricky, 'es-AR', '2025-04-10'));
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...csvColumns]);
    expect(parsed.data[0]).toEqual({
      id: '7',
      titulo: 'Becas "Creación", año 2025; música\r\ny danza',
      estado: 'abierta',
      estado_actual: 'ya cerró',
      fecha_inicio: '01/03/2025',
      fecha_fin: '31/03/2025',
      link: 'https://www.cultura.gob.ar/convocatoria-7/',
      documentos: 'https://www.cultura.gob.ar/media/uploads/bases.pdf | https://www.cultura.gob.ar/media/uploads/anexo, I.docx',
      disciplina: '',
      tipo: '',
      provincia: '',
    });
    expect(parsed.data[1]).toMatchObject({ id: '12', titulo: '\'=HYPERLINK("https://evil.example","clic")', estado_actual: 'cerrada' });
    // 1 December, day first: the month-first reading would be 12 January.
    expect(parsed.data[2]).toMatchObject({ id: '3', titulo: ' Fondo Ñandú ', fecha_inicio: '01/12/2024', fecha_fin: '31/12/2024' });
  });

  it('quotes a field holding ";" but leaves a comma alone, which a spreadsheet in Spanish does not split at', () => {
    const text = convocatoriasToCsv(
      [convocatoria(5, { titulo: 'Teatro; danza', bajada: '', estado: 'abierta, sí' })],
      'es-AR',
      '2025-03-10',
    );
    expect(text.split('\r\n')[1]).toBe(
      '5;"Teatro; danza";abierta, sí;;01/03/2025;31/03/2025;https://www.cultura.gob.ar/convocatoria-5/;;;;',
    );
  });

  it('has only the header when nothing is filtered in', () => {
    expect(convocatoriasToCsv([], 'es-AR')).toBe(
      '\uFEFFid;titulo;estado;estado_actual;fecha_inicio;fecha_fin;link;documentos;disciplina;tipo;provincia\r\n',
    );
  });
});

describe('CSV (internacional) export', () => {
  it('is UTF-8 with a BOM, a header row and CRLF between records', () => {
    const text = convocatoriasToCsv(tricky, 'internacional');
    expect(
      text.startsWith('\uFEFFid,titulo,estado,estado_actual,fecha_inicio,fecha_fin,link,documentos,disciplina,tipo,provincia\r\n'),
    ).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(new TextEncoder().encode(text).subarray(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('reads back field for field: commas, quotes, CRLF and accents intact, ISO dates, documents joined by " | "', () => {
    // On 10/04/2025 the first one, abierta for the API, closed on 31/03: ya cerró.
    const parsed = Papa.parse<Record<string, string>>(convocatoriasToCsv(tricky, 'internacional', '2025-04-10').slice(1), {
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
      estado_actual: 'ya cerró',
      fecha_inicio: '2025-03-01',
      fecha_fin: '2025-03-31',
      link: 'https://www.cultura.gob.ar/convocatoria-7/',
      documentos: 'https://www.cultura.gob.ar/media/uploads/bases.pdf | https://www.cultura.gob.ar/media/uploads/anexo, I.docx',
      disciplina: '',
      tipo: '',
      provincia: '',
    });
    expect(parsed.data[2]?.['titulo']).toBe(' Fondo Ñandú ');
    expect(parsed.data[1]?.['estado_actual']).toBe('cerrada');
    // The same record read on its closing day is still open.
    expect(
      Papa.parse<Record<string, string>>(convocatoriasToCsv(tricky, 'internacional', '2025-03-31').slice(1), { header: true }).data[0]?.[
        'estado_actual'
      ],
    ).toBe('abierta');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    const parsed = Papa.parse<Record<string, string>>(convocatoriasToCsv(tricky, 'internacional').slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data[1]?.['titulo']).toBe('\'=HYPERLINK("https://evil.example","clic")');
    for (const start of ['+', '-', '@', '\t']) {
      const row = Papa.parse<string[]>(convocatoriasToCsv([convocatoria(1, { titulo: `${start}1+1` })], 'internacional').slice(1)).data[1];
      expect(row?.[1]).toBe(`'${start}1+1`);
    }
  });

  it('has only the header when nothing is filtered in', () => {
    expect(convocatoriasToCsv([], 'internacional')).toBe(
      '\uFEFFid,titulo,estado,estado_actual,fecha_inicio,fecha_fin,link,documentos,disciplina,tipo,provincia\r\n',
    );
  });
});

describe('JSON export', () => {
  it('gives back the records as the API shapes them', () => {
    const records = JSON.parse(convocatoriasToJson(tricky, '2025-04-10')) as Record<string, unknown>[];
    // The API's shape, plus estado_actual: the app's reading of the state on the export day.
    expect(records.map((record) => convocatoriaSchema.parse(record))).toEqual(
      records.map(({ estado_actual: _, disciplina: _d, tipo: _t, provincia: _p, ...api }) => api),
    );
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
      disciplina: [],
      tipo: [],
      provincia: [],
    });
  });
});

describe('the facets in the exports', () => {
  // Música and Danza, Beca, Córdoba and the city of Buenos Aires; then a call no rule placed.
  const placed = convocatoria(21, {
    facets: {
      disciplina: bitOf('disciplina', 'musica') | bitOf('disciplina', 'danza'),
      tipo: bitOf('tipo', 'beca'),
      provincia: bitOf('provincia', 'Cordoba') | bitOf('provincia', 'CABA'),
    },
  });
  const unplaced = convocatoria(22, {
    facets: {
      disciplina: bitOf('disciplina', 'sin-clasificar'),
      tipo: bitOf('tipo', 'sin-clasificar'),
      provincia: bitOf('provincia', 'Nacional'),
    },
  });

  it('are three CSV columns of labels, a list in a cell, in both styles', () => {
    const spanish = readSpanishCsv(convocatoriasToCsv([placed, unplaced], 'es-AR'));
    const international = Papa.parse<Record<string, string>>(convocatoriasToCsv([placed, unplaced], 'internacional').slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    for (const parsed of [spanish, international]) {
      expect(parsed.errors).toEqual([]);
      expect(parsed.data[0]).toMatchObject({
        disciplina: 'Música, Danza',
        tipo: 'Beca',
        provincia: 'Ciudad Autónoma de Buenos Aires, Córdoba',
      });
      expect(parsed.data[1]).toMatchObject({ disciplina: 'Sin clasificar', tipo: 'Sin clasificar', provincia: 'Nacional' });
    }
  });

  it('are lists of labels in the JSON', () => {
    const [first, second] = JSON.parse(convocatoriasToJson([placed, unplaced], '2025-03-10')) as Record<string, unknown>[];
    expect(first).toMatchObject({
      disciplina: ['Música', 'Danza'],
      tipo: ['Beca'],
      provincia: ['Ciudad Autónoma de Buenos Aires', 'Córdoba'],
    });
    expect(second).toMatchObject({ disciplina: ['Sin clasificar'], tipo: ['Sin clasificar'], provincia: ['Nacional'] });
  });

  it("are the event's CATEGORIES in the calendar, Sin clasificar left out", async () => {
    const events = new ICAL.Component(ICAL.parse(await calendar([placed, unplaced]))).getAllSubcomponents('vevent');
    const categories = events.map((event) => event.getAllProperties('categories').flatMap((property) => property.getValues().map(String)));
    expect(categories).toEqual([['Música', 'Danza', 'Beca', 'Ciudad Autónoma de Buenos Aires', 'Córdoba'], ['Nacional']]);
  });
});

async function calendar(rows: readonly ExportedConvocatoria[], reminders: readonly number[] = []): Promise<string> {
  const result = await convocatoriasToIcs(rows, reminders);
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

/** Each event's reminders as ical.js reads them: the TRIGGER as written, its offset in days, what it says. */
function alarmsOf(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) =>
    vevent.getAllSubcomponents('valarm').map((valarm) => {
      const trigger = valarm.getFirstProperty('trigger');
      const duration = trigger?.getFirstValue();
      return {
        action: valarm.getFirstPropertyValue('action'),
        trigger: trigger?.toICALString(),
        days: duration instanceof ICAL.Duration ? duration.toSeconds() / 86_400 : null,
        description: valarm.getFirstPropertyValue('description'),
      };
    }),
  );
}

describe('iCalendar reminders', () => {
  it('gives every closing date a reminder 7 days and 1 day before, by default', async () => {
    const text = await calendar(tricky, calendarReminders({ firstReminderDays: 7, secondReminderDays: 1 }));
    const alarms = alarmsOf(text);
    expect(alarms).toHaveLength(3);
    expect(alarms[0]).toEqual([
      {
        action: 'DISPLAY',
        trigger: 'TRIGGER:-P7D',
        days: -7,
        description: 'Cierra en 7 días: «Becas "Creación", año 2025; música y danza»',
      },
      { action: 'DISPLAY', trigger: 'TRIGGER:-P1D', days: -1, description: 'Cierra mañana: «Becas "Creación", año 2025; música y danza»' },
    ]);
    for (const event of alarms) expect(event.map((alarm) => alarm.trigger)).toEqual(['TRIGGER:-P7D', 'TRIGGER:-P1D']);
    expect(alarms[2]?.[1]?.description).toBe('Cierra mañana: «Fondo Ñandú»');
    // RFC 5545 §3.3.6: a duration has no "T" without a time after it (the `ics` package writes -P7DT).
    expect(text.match(/^TRIGGER:.*$/gm)).toEqual(Array.from({ length: 3 }, () => ['TRIGGER:-P7D', 'TRIGGER:-P1D']).flat());
  });

  it('uses the lead times set in Configuración, and none when they are 0', async () => {
    const fourteen = alarmsOf(await calendar(tricky.slice(0, 1), calendarReminders({ firstReminderDays: 0, secondReminderDays: 14 })));
    expect(fourteen).toEqual([
      [{ action: 'DISPLAY', trigger: 'TRIGGER:-P14D', days: -14, description: expect.stringMatching(/^Cierra en 14 días: «Becas/) }],
    ]);
    const none = await calendar(tricky, calendarReminders({ firstReminderDays: 0, secondReminderDays: 0 }));
    expect(alarmsOf(none)).toEqual([[], [], []]);
    expect(none).not.toContain('VALARM');
  });

  it.each([
    [7, 1, [7, 1]],
    [1, 7, [7, 1]],
    [0, 3, [3]],
    [30, 0, [30]],
    [5, 5, [5]],
    [0, 0, []],
  ])('reads %i and %i days as the reminders %j, the earliest first', (firstReminderDays, secondReminderDays, expected) => {
    expect(calendarReminders({ firstReminderDays, secondReminderDays })).toEqual(expected);
  });
});

/** A VEVENT's lines as written, without DTSTAMP (the export's time), unfolded. */
function veventLines(text: string, uid: string): string[] {
  const lines = text.replace(/\r\n[\t ]/g, '').split('\r\n');
  const start = lines.indexOf(`UID:${uid}`);
  const end = lines.indexOf('END:VEVENT', start);
  return lines.slice(start, end + 1).filter((line) => !line.startsWith('DTSTAMP:'));
}

describe("Mis convocatorias' personal reminders in the calendar", () => {
  it('writes each reminder as an all-day event on its day, with a VALARM at 9 that morning, after the closings', async () => {
    const result = await convocatoriasToIcs([convocatoria(7, { titulo: 'Becas de creación', fechaFin: '2025-03-31' })], [7], '2025-03-01', [
      { id: 7, titulo: 'Becas de creación', dia: '2025-03-20' },
      { id: 40, titulo: ' Fondo\nÑandú ', dia: '2025-12-31' },
    ]);
    if (!result.ok) throw new Error(result.message);
    const text = result.text;
    expect(text.match(/^UID:.*$/gm)).toEqual([
      'UID:convocatoria-7@directorio-de-cultura',
      'UID:recordatorio-7@directorio-de-cultura',
      'UID:recordatorio-40@directorio-de-cultura',
    ]);
    expect(veventLines(text, 'recordatorio-7@directorio-de-cultura')).toEqual([
      'UID:recordatorio-7@directorio-de-cultura',
      'SUMMARY:Recordatorio: Becas de creación',
      'DTSTART;VALUE=DATE:20250320',
      'DTEND;VALUE=DATE:20250321',
      'DESCRIPTION:Recordatorio que pusiste en Mis convocatorias para «Becas de creación».',
      'X-MICROSOFT-CDO-BUSYSTATUS:FREE',
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Recordatorio: «Becas de creación»',
      'TRIGGER:PT9H',
      'END:VALARM',
      'END:VEVENT',
    ]);
    // Across the year; a title with a line break is one line.
    expect(veventLines(text, 'recordatorio-40@directorio-de-cultura').slice(1, 4)).toEqual([
      'SUMMARY:Recordatorio: Fondo Ñandú',
      'DTSTART;VALUE=DATE:20251231',
      'DTEND;VALUE=DATE:20260101',
    ]);
    // The closing keeps its own reminder; ical.js reads the personal one as 9 hours after the day starts.
    const alarms = alarmsOf(text);
    expect(alarms[0]?.map((alarm) => alarm.trigger)).toEqual(['TRIGGER:-P7D']);
    expect(alarms[1]).toEqual([
      { action: 'DISPLAY', trigger: 'TRIGGER:PT9H', days: 9 / 24, description: 'Recordatorio: «Becas de creación»' },
    ]);
  });

  it('writes no reminder events when there are none', async () => {
    const text = await calendar([convocatoria(7)], []);
    expect(text).not.toContain('recordatorio-');
  });
});
