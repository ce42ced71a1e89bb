/**
 * Text extraction on real PDF bytes (the simulator's builders) with the real PDF.js (its legacy
 * build, the one for Node): the text of each page in order, and each bad document's problem —
 * a scan, a password, a truncated file, too many pages, a deadline, a cancel — without any of a
 * hostile document's scripts, actions, attachments or links being asked for.
 */
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extractPdfText, type PdfjsLib } from '../../../../../src-renderer/data/documents/pdf-text';
import { describePdfProblem } from '../../../../../src-renderer/data/documents/pdf-problems';
import { codeWord } from '../../../../simulator/document-text';
import { brokenPdf, encryptedPdf, hostilePdf, imageOnlyPdf, pdfDocument, type HostileAttack } from '../../../../simulator/pdf-documents';

const owner = { kind: 'Convocatoria', titulo: 'Becas de Música 2026 del Fondo Nacional de las Artes' };
const deadline = { deadlineMs: 60_000 };

/** What `bases_y_condiciones_2024.pdf` says, written out by hand: four pages, blank lines gone. */
const basesPages = [
  [
    'Bases y condiciones 2024',
    'Convocatoria: Becas de Música 2026 del Fondo Nacional de las Artes',
    'Este documento forma parte de la convocatoria y establece las condiciones de',
    'participación, los requisitos de admisión, el calendario de presentación y los criterios',
    'de evaluación. La presentación de una propuesta implica la aceptación de todas sus',
    'cláusulas. Las consultas se responden por correo electrónico dentro de los cinco días',
    'hábiles.',
    'Documento de prueba servido por el simulador de la API.',
    'Página 1 de 4',
  ],
  [
    'Artículo 1. Objeto',
    'Estas bases establecen el objeto, el alcance territorial y los plazos de la convocatoria',
    '«Becas de Música 2026 del Fondo Nacional de las Artes».',
    'Código de referencia: xuxakekize.',
    'Página 2 de 4',
  ],
  [
    'Artículo 2. Participantes',
    'Pueden presentarse personas mayores de edad y colectivos con domicilio en el país, según',
    'lo previsto en las bases de la convocatoria «Becas de Música 2026 del Fondo Nacional de',
    'las Artes».',
    'Página 3 de 4',
  ],
  [
    'Artículo 3. Documentación',
    'Cada postulación incluye el formulario completo, una copia del documento de identidad y',
    'los antecedentes pedidos en las bases de la convocatoria «Becas de Música 2026 del Fondo',
    'Nacional de las Artes».',
    'Página 4 de 4',
  ],
].map((lines) => lines.join('\n'));

type LoadingTask = ReturnType<PdfjsLib['getDocument']>;

/** A getter that answers from `target` itself (PDF.js's objects keep private fields), noting the name. */
function watch<T extends object>(target: T, seen: string[], name: string, override: Partial<Record<PropertyKey, unknown>> = {}): T {
  return new Proxy(target, {
    get(_, key) {
      // `then` is how a promise asks whether the value it resolves with is itself a promise.
      if (key !== 'then') seen.push(`${name}.${String(key)}`);
      if (key in override) return override[key];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * The real PDF.js, watched: every property extraction reads of the document and its pages, the
 * parameters it opened with, the loading tasks; `stallAt` is a page whose request never answers.
 */
function watchedPdfjs(stallAt?: number): { lib: PdfjsLib; seen: string[]; params: unknown[]; tasks: LoadingTask[] } {
  const seen: string[] = [];
  const params: unknown[] = [];
  const tasks: LoadingTask[] = [];
  const lib: PdfjsLib = {
    getDocument(src) {
      params.push(src);
      const task = pdfjs.getDocument(src);
      tasks.push(task);
      const promise = task.promise.then((document) =>
        watch(document, seen, 'document', {
          getPage: (n: number) =>
            n === stallAt ? new Promise(() => undefined) : document.getPage(n).then((page) => watch(page, seen, `page${n}`)),
        }),
      );
      return watch(task, [], 'task', { promise });
    },
  };
  return { lib, seen, params, tasks };
}

const textOf = (bytes: Buffer, lib: PdfjsLib = pdfjs): ReturnType<typeof extractPdfText> =>
  extractPdfText(lib, new Uint8Array(bytes), deadline);

afterEach(() => vi.unstubAllGlobals());

describe('extractPdfText', () => {
  it('gives each page its own text, in order, lines broken and words apart', async () => {
    expect(await textOf(pdfDocument('bases_y_condiciones_2024.pdf', owner))).toEqual({ ok: true, pages: basesPages });
  });

  it('finds a document’s code word on the one page the simulator put it', async () => {
    for (const file of ['bases_y_condiciones_2026_utgkaBo.pdf', 'bases_y_condiciones_2025.pdf', 'bases_y_condiciones_2023.pdf']) {
      const code = codeWord(file);
      const result = await textOf(pdfDocument(file, owner));
      if (!result.ok || code === null) throw new Error(`${file}: ${JSON.stringify(result)}`);
      const holding = result.pages.flatMap((text, index) => (text.includes(code.word) ? [index + 1] : []));
      expect(holding, file).toEqual([code.page]);
      expect(result.pages.at(-1), file).toContain(`Página ${result.pages.length} de ${result.pages.length}`);
    }
  });

  it('says a scan has no text, a locked one is protected, a cut one is broken', async () => {
    expect(await textOf(imageOnlyPdf('bases_escaneadas_2026.pdf'))).toEqual({ ok: false, problem: { kind: 'no-text' } });
    expect(await textOf(encryptedPdf('bases_protegidas_2026.pdf', owner))).toEqual({ ok: false, problem: { kind: 'encrypted' } });
    for (const bytes of [brokenPdf('bases_incompletas_2026.pdf', owner), Buffer.from('<html>No encontrado</html>'), Buffer.alloc(0)]) {
      expect(await textOf(bytes)).toMatchObject({ ok: false, problem: { kind: 'broken' } });
    }
  });

  it('reads a hostile document’s text and asks PDF.js for nothing else: no script, action, attachment or link', async () => {
    const fetchSpy = vi.fn();
    const alert = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    vi.stubGlobal('app', { alert });
    const cases: [HostileAttack[], string][] = [
      [['javascript'], 'pide ejecutar JavaScript'],
      [['launch'], 'pide ejecutar un programa del equipo'],
      [['embedded-file'], 'lleva adjunto el archivo leeme.txt'],
      [['links'], 'Enlace con JavaScript\nEnlace a un archivo del equipo\nSitio del Ministerio de Cultura'],
      [['javascript', 'launch', 'embedded-file', 'links'], 'Documento de prueba hostil servido por el simulador.'],
    ];
    for (const [attacks, said] of cases) {
      const attack = attacks.join('+');
      const { lib, seen, params } = watchedPdfjs();
      const result = await textOf(hostilePdf('anexo_con_acciones_2026.pdf', owner, attacks), lib);
      expect(result.ok && result.pages, attack).toEqual([expect.stringContaining(said)]);
      expect(params[0], attack).toMatchObject({ isEvalSupported: false, enableXfa: false });
      expect(new Set(seen), attack).toEqual(new Set(['document.numPages', 'document.getPage', 'page1.getTextContent', 'page1.cleanup']));
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('refuses a document over the page bound before reading any page, and says how long it is', async () => {
    const { lib, seen } = watchedPdfjs();
    const result = await extractPdfText(lib, new Uint8Array(pdfDocument('bases_y_condiciones_2024.pdf', owner)), {
      ...deadline,
      maxPages: 3,
    });
    expect(result).toEqual({ ok: false, problem: { kind: 'too-long', pages: 4, max: 3 } });
    expect(seen).not.toContain('document.getPage');
    expect(result.ok || describePdfProblem(result.problem).message).toBe(
      'El documento tiene 4 páginas: solo se busca en documentos de hasta 3.',
    );
  });

  it('keeps the caller’s bytes: PDF.js reads a copy', async () => {
    const bytes = new Uint8Array(pdfDocument('bases_y_condiciones_2024.pdf', owner));
    const before = Buffer.from(bytes);
    await extractPdfText(pdfjs, bytes, deadline);
    expect(Buffer.from(bytes).equals(before)).toBe(true);
  });
});

describe('extractPdfText against a deadline and a cancel', () => {
  it('a page that never comes ends at the deadline: the task destroyed, no later page asked for', async () => {
    const { lib, seen, tasks } = watchedPdfjs(2);
    const result = await extractPdfText(lib, new Uint8Array(pdfDocument('bases_y_condiciones_2024.pdf', owner)), { deadlineMs: 20 });
    expect(result).toEqual({ ok: false, problem: { kind: 'timeout', ms: 20 } });
    expect(tasks[0]?.destroyed).toBe(true);
    await tasks[0]?.destroy();
    expect(seen.filter((key) => key === 'document.getPage')).toHaveLength(2);
  });

  it('a document that never opens ends at the deadline too, under fake timers', async () => {
    vi.useFakeTimers();
    try {
      const destroy = vi.fn(() => Promise.resolve());
      const never = { getDocument: () => ({ promise: new Promise(() => undefined), destroy }) } as unknown as PdfjsLib;
      const pending = extractPdfText(never, new Uint8Array(0), { deadlineMs: 30_000 });
      await vi.advanceTimersByTimeAsync(29_999);
      expect(destroy).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({ ok: false, problem: { kind: 'timeout', ms: 30_000 } });
      expect(destroy).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a cancel stops the reading at once; a signal already aborted opens nothing', async () => {
    const { lib, tasks } = watchedPdfjs(2);
    const controller = new AbortController();
    const pending = extractPdfText(lib, new Uint8Array(pdfDocument('bases_y_condiciones_2024.pdf', owner)), {
      ...deadline,
      signal: controller.signal,
    });
    controller.abort();
    expect(await pending).toEqual({ ok: false, problem: { kind: 'cancelled' } });
    expect(tasks[0]?.destroyed).toBe(true);
    const getDocument = vi.fn(pdfjs.getDocument);
    expect(await extractPdfText({ getDocument }, new Uint8Array(1), { ...deadline, signal: controller.signal })).toEqual({
      ok: false,
      problem: { kind: 'cancelled' },
    });
    expect(getDocument).not.toHaveBeenCalled();
  });
});
