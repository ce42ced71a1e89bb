/**
 * The window (or tab) title names the view and the open record:
 * "Concurso Federal de Letras 2026 · Convocatorias · Directorio de Cultura". The record's title is
 * API text, so it is isolated (FSI … PDI): a right-to-left override in it cannot flip the rest.
 */
import { useEffect } from 'react';
import { createStore, useStore } from '../store';

const appName = 'Directorio de Cultura';
const recordTitle = createStore<string | null>(null);

/** Called by a record's view while it is shown. */
export function useRecordTitle(title: string | null): void {
  useEffect(() => {
    recordTitle.set(title);
    return () => recordTitle.set(null);
  }, [title]);
}

export function windowTitle(view: string | null, record: string | null): string {
  const isolated = record === null || record.trim() === '' ? null : `\u2068${record.replace(/[\u2066-\u2069]/g, '')}\u2069`;
  return [isolated, view, appName].filter((part) => part !== null).join(' · ');
}

/** Mounted once (App): keeps document.title in step with the view and the open record. */
export function useWindowTitle(view: string | null): void {
  const record = useStore(recordTitle);
  useEffect(() => {
    document.title = windowTitle(view, record);
  }, [view, record]);
}
