/**
 * Like useLiveQuery for whole lists, but a burst of writes (a sync writes a page every few
 * milliseconds) re-reads the table at most once per interval instead of once per write: reading
 * 10,000 rows after each of a hundred page writes made a sync ten times slower with the list open.
 */
import { Dexie, type ObservabilitySet, type Table } from 'dexie';
import { useEffect, useState } from 'react';

export function useThrottledQuery<T>(
  load: () => Promise<T>,
  tables: readonly Table[],
  deps: readonly unknown[],
  intervalMs = 1000,
): T | undefined {
  const [value, setValue] = useState<{ deps: readonly unknown[]; value: T } | undefined>(undefined);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    let again = false;
    let lastEnd = -Infinity;
    let lastDuration = 0;
    const run = async (): Promise<void> => {
      inFlight = true;
      again = false;
      const start = performance.now();
      try {
        const result = await load();
        if (live) setValue({ deps, value: result });
      } finally {
        lastEnd = performance.now();
        lastDuration = lastEnd - start;
        inFlight = false;
        if (again && live) schedule();
      }
    };
    const schedule = (): void => {
      if (inFlight) {
        again = true;
        return;
      }
      if (timer !== undefined) return;
      // A slow read (10,000 rows take half a second) must not follow on its own heels and
      // crowd out the sync's writes: wait at least four reads' worth after the last one ended.
      timer = setTimeout(() => {
        timer = undefined;
        void run();
      }, Math.max(0, lastEnd + Math.max(intervalMs, 4 * lastDuration) - performance.now()));
    };
    const prefixes = tables.map((table) => `idb://${table.db.name}/${table.name}/`);
    const onMutated = (parts: ObservabilitySet): void => {
      if (Object.keys(parts).some((part) => prefixes.some((prefix) => part.startsWith(prefix)))) schedule();
    };
    Dexie.on('storagemutated', onMutated);
    void run();
    return () => {
      live = false;
      clearTimeout(timer);
      Dexie.on('storagemutated').unsubscribe(onMutated);
    };
    // `load` and `tables` are read through `deps`, like useLiveQuery's querier.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, intervalMs]);
  // A value computed for other deps (e.g. another list) is not shown as this one's.
  return value !== undefined && sameDeps(value.deps, deps) ? value.value : undefined;
}

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
}
