/**
 * The window (or tab) title names the view and the open record:
 * "Concurso Federal de Letras 2026 · Convocatorias · Directorio de Cultura". The record's title is
 * API text, so it is isolated (FSI … PDI): a right-to-left override in it cannot flip the rest.
 */
import { useEffect, useSyncExternalStore } from 'react';

const appName = 'Directorio de Cultura';
let recordTitle: string | null = null;
const listeners = new Set<() => void>();

function setRecordTitle(title: string | null): void {
  if (title === recordTitle) return;
  recordTitle = title;
  for (const listener of listeners) listener();
}

/** Called by a record's view while it is shown. */
export function useRecordTitle(title: string | null): void {
  useEffect(() => {
    setRecordTitle(title);
    return () => setRecordTitle(null);
  }, [title]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function windowTitle(view: string | null, record: string | null): string {
  const isolated = record === null || record.trim() === '' ? null : `\u2068${record.replace(/[\u2066-\u2069]/g, '')}\u2069`;
  return [isolated, view, appName].filter((part) => part !== null).join(' · ');
}

/** Mounted once (App): keeps document.title in step with the view and the open record. */
export function useWindowTitle(view: string | null): void {
  const record = useSyncExternalStore(subscribe, () => recordTitle);
  useEffect(() => {
    document.title = windowTitle(view, record);
  }, [view, record]);
}
