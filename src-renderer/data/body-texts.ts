/**
 * The plain text of the bodies that a search's rows on screen show a hit from. A body lives in a
 * chunk with the other bodies of its page (cache/bodies.ts), so reading one costs reading them
 * all: the rows that ask in the same task are read together, in one transaction with each chunk
 * once, and a text is kept by its record and its body's fingerprint (a changed body has a new one:
 * the sync trusts it the same way), so a search typed a letter at a time reads each row's body once.
 */
import { useEffect } from 'react';
import { errorMessage } from '../../src-shared/errors';
import { htmlToText } from '../../src-shared/text';
import { createStore, useStore, type ReadableStore } from '../store';

/** What a row says of its body. */
export interface BodyOf {
  id: number;
  bodyHash?: number | undefined;
  bodyChunk?: string | undefined;
}

/** A body's text, or why it could not be read. */
export type BodyText = { text: string } | { failed: string };

export interface BodyTexts {
  /** The texts read, by bodyKey. */
  readonly kept: ReadableStore<ReadonlyMap<string, BodyText>>;
  /** Reads this row's body, with every other row that asks in the same task; nothing when it is kept or under way. */
  want(row: BodyOf): void;
}

/** A body's key among the texts kept: its record, fingerprint and chunk. */
export const bodyKey = (row: BodyOf): string => `${row.id}#${row.bodyHash ?? ''}@${row.bodyChunk ?? ''}`;

/**
 * `read`: the bodies (HTML) of these rows by id, '' for one not cached. `keep`: how many texts are kept,
 * the oldest read forgotten first (far more than a screen of rows).
 */
export function createBodyTexts(read: (rows: readonly BodyOf[]) => Promise<ReadonlyMap<number, string>>, keep = 400): BodyTexts {
  const kept = createStore<ReadonlyMap<string, BodyText>>(new Map());
  const asked = new Map<string, BodyOf>();
  const underWay = new Set<string>();

  const settle = (found: ReadonlyMap<string, BodyText>): void => {
    kept.set((before) => {
      const after = new Map(before);
      for (const [key, text] of found) {
        after.delete(key);
        after.set(key, text);
      }
      for (const oldest of after.keys()) {
        if (after.size <= keep) break;
        after.delete(oldest);
      }
      return after;
    });
    for (const key of found.keys()) underWay.delete(key);
  };

  // Each text asked for is settled: with its body's text, or with why the read failed.
  const readAsked = (): void => {
    const batch = new Map(asked);
    asked.clear();
    const each = (text: (id: number) => BodyText): Map<string, BodyText> => new Map([...batch].map(([key, row]) => [key, text(row.id)]));
    read([...batch.values()]).then(
      (bodies) => settle(each((id) => ({ text: htmlToText(bodies.get(id) ?? '') }))),
      (error: unknown) => {
        const failed = { failed: errorMessage(error) };
        settle(each(() => failed));
      },
    );
  };

  return {
    kept,
    want(row) {
      const key = bodyKey(row);
      if (kept.get().has(key) || underWay.has(key)) return;
      underWay.add(key);
      if (asked.size === 0) queueMicrotask(readAsked);
      asked.set(key, row);
    },
  };
}

/** The text of this row's body once read (undefined before, and while not `wanted`). */
export function useBodyText(texts: BodyTexts, row: BodyOf, wanted: boolean): BodyText | undefined {
  const key = bodyKey(row);
  const text = useStore(texts.kept, (all) => all.get(key));
  const { id, bodyHash, bodyChunk } = row;
  // Again when the text is forgotten while the row is on screen.
  useEffect(() => {
    if (wanted && text === undefined) texts.want({ id, bodyHash, bodyChunk });
  }, [texts, id, bodyHash, bodyChunk, wanted, text]);
  return wanted ? text : undefined;
}
