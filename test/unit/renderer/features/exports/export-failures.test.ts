// @vitest-environment jsdom
/**
 * An export that fails says so in words, with the program's message only under Detalles
 * técnicos: the calendar's writer refusing, the saved texts unreadable (JSON), and the file not
 * handed over. The writers and the download are stand-ins that fail; expected sentences by hand.
 */
import { act, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { convocatoria } from '../../../support/exported-convocatorias';
import { rootForEachTest } from '../../../support/react-root';
import { foldedDetail, visibleText } from '../../../support/technical-details';
import { until } from '../../../support/until';

vi.mock('../../../../../src-renderer/bridge', () => ({ bridge: {} }));
vi.mock('../../../../../src-renderer/features/exports/ics', async (original) => ({
  ...(await original<object>()),
  convocatoriasToIcs: () => Promise.resolve({ ok: false, message: 'DTEND must be after DTSTART' }),
}));
vi.mock('../../../../../src-renderer/features/exports/json', async (original) => ({
  ...(await original<object>()),
  withCuerpos: () => Promise.reject(new Error('UnknownError: Internal error opening backing store')),
}));
const offerFile = vi.fn((): void => undefined);
vi.mock('../../../../../src-renderer/features/exports/download', async (original) => ({ ...(await original<object>()), offerFile }));

const { exportConvocatorias } = await import('../../../../../src-renderer/features/exports/actions');
const { ExportCalendarButton } = await import('../../../../../src-renderer/features/exports/ExportCalendarButton');

const rows = [convocatoria(7)];
const mounted = rootForEachTest();

beforeEach(() => {
  offerFile.mockReset();
});

async function pressExport(): Promise<Element> {
  mounted.render(createElement(ExportCalendarButton, { convocatoria: rows[0] as never }));
  const host = mounted.host();
  await act(async () => {
    host.querySelector('button')?.click();
    await Promise.resolve();
  });
  await until(() => host.querySelector('[role="alert"]') !== null, { react: true, state: () => host.innerHTML });
  return host;
}

describe('a failed export, in words', () => {
  it('the calendar: a sentence beside the button, the writer’s message folded', async () => {
    const host = await pressExport();
    const alert = host.querySelector('[role="alert"]');
    expect(alert === null ? null : visibleText(alert)).toBe('No se pudo crear el calendario. Detalles técnicos');
    expect(foldedDetail(host)).toBe('DTEND must be after DTSTART');
  });

  it('a file not handed over: "No se pudo exportar.", the thrown message folded', async () => {
    offerFile.mockImplementation(() => {
      throw new Error('SecurityError: download blocked');
    });
    await expect(exportConvocatorias(rows, 'csv')).rejects.toThrow('download blocked');
    // The calendar stand-in fails before any file is offered: a CSV run reaches the hook's own catch.
    const { useExport, ExportStatus } = await import('../../../../../src-renderer/features/exports/useExport');
    function CsvButton() {
      const { outcome, run } = useExport();
      return createElement(
        'span',
        null,
        createElement('button', { type: 'button', onClick: () => run(rows, 'csv') }, 'CSV'),
        createElement(ExportStatus, { outcome }),
      );
    }
    mounted.render(createElement(CsvButton));
    const host = mounted.host();
    await act(async () => {
      host.querySelector('button')?.click();
      await Promise.resolve();
    });
    await until(() => host.querySelector('[role="alert"]') !== null, { react: true, state: () => host.innerHTML });
    const alert = host.querySelector('[role="alert"]');
    expect(alert === null ? null : visibleText(alert)).toBe('No se pudo exportar. Detalles técnicos');
    expect(foldedDetail(host)).toBe('SecurityError: download blocked');
  });

  it('JSON with the saved texts unreadable: the sentence, and the browser’s message as the detail', async () => {
    expect(await exportConvocatorias(rows, 'json')).toEqual({
      ok: false,
      message: 'No se pudieron leer los textos guardados.',
      detail: 'UnknownError: Internal error opening backing store',
    });
    expect(offerFile).not.toHaveBeenCalled();
  });
});
