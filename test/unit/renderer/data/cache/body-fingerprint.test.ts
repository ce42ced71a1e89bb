/**
 * Bodies compared by fingerprint: a sync tells a changed body from the stored one without reading
 * bodies back; a changed body is written into the chunk its row names. (Rows stored before
 * fingerprints were kept get one in the upgrade to version 9: chunks-upgrade.test.ts.)
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Convocatoria } from '../../../../../src-shared/api';
import type { Page } from '../../../../../src-shared/bridge';
import type { RecordStore } from '../../../../../src-shared/sync';
import { DirectorioDb, type BodyChunk } from '../../../../../src-renderer/data/cache/db';
import { fingerprint } from '../../../../../src-renderer/data/cache/fingerprint';
import { createRecordStore } from '../../../../../src-renderer/data/cache/record-writer';
import { storedBody } from '../../../support/stored-chunks';
import { completeOutcome, convocatoria as record } from '../../../support/sync-fakes';

let dbCount = 0;

const convocatoria = (id: number, cuerpo: string): Convocatoria => record(id, { cuerpo });

const done = completeOutcome('convocatorias');

async function run(store: RecordStore, records: readonly Convocatoria[]): Promise<void> {
  const ids = records.map((record) => record.id);
  const page: Page = {
    collection: 'convocatorias',
    offset: 0,
    limit: ids.length,
    count: ids.length,
    next: null,
    previous: null,
    received: ids.length,
    ids,
    records: [...records],
    rejects: [],
    warnings: [],
  };
  const generation = await store.beginRun('convocatorias');
  await store.putPages('convocatorias', [page], generation);
  await store.completeRun('convocatorias', generation, done, new Set(ids));
}

/** What the store reads from and writes to the bodies' table. */
function watchBodies(db: DirectorioDb) {
  const seen = { read: [] as string[], written: [] as string[] };
  const { bulkGet, bulkPut } = { bulkGet: db.cuerpos.bulkGet.bind(db.cuerpos), bulkPut: db.cuerpos.bulkPut.bind(db.cuerpos) };
  Object.defineProperty(db.cuerpos, 'bulkGet', { value: (keys: string[]) => (seen.read.push(...keys), bulkGet(keys)) });
  Object.defineProperty(db.cuerpos, 'bulkPut', {
    value: (chunks: BodyChunk[]) => (seen.written.push(...chunks.map((chunk) => chunk.key)), bulkPut(chunks)),
  });
  return seen;
}

describe('a body fingerprint', () => {
  it('is the same for the same text and differs for texts a body edit gives', () => {
    const texts = [
      '',
      ' ',
      '<p>Bases</p>',
      '<p>Bases.</p>',
      '<p>bases</p>',
      '<p>Basse</p>',
      '<p>Bsaes</p>',
      '<p>Bases</p> ',
      '<p>Básés</p>',
      'a'.repeat(5000),
      `${'a'.repeat(4999)}b`,
    ];
    const prints = texts.map(fingerprint);
    expect(new Set(prints).size).toBe(texts.length);
    expect(texts.map(fingerprint)).toEqual(prints);
    for (const print of prints) expect(Number.isSafeInteger(print) && print >= 0).toBe(true);
  });
});

describe('the store compares bodies by fingerprint', () => {
  it('a sync of unchanged records reads no body and writes none; a changed body is written', async () => {
    const db = new DirectorioDb(`fingerprint-${++dbCount}`);
    await run(createRecordStore(db), [convocatoria(1, '<p>Uno</p>'), convocatoria(2, '<p>Dos</p>')]);
    const bodies = watchBodies(db);
    await run(createRecordStore(db), [convocatoria(1, '<p>Uno</p>'), convocatoria(2, '<p>Dos</p>')]);
    expect(bodies).toEqual({ read: [], written: [] });
    await run(createRecordStore(db), [convocatoria(1, '<p>Uno</p>'), convocatoria(2, '<p>Dos, con más bases</p>')]);
    // The chunk of the page both came in (offset 0, the first run's generation), read and written again.
    expect(bodies).toEqual({ read: ['convocatorias@0#1'], written: ['convocatorias@0#1'] });
    expect(await db.cuerpos.get('convocatorias@0#1')).toEqual({
      key: 'convocatorias@0#1',
      bodies: { 1: '<p>Uno</p>', 2: '<p>Dos, con más bases</p>' },
    });
    expect(await storedBody(db, 'convocatoria:2')).toBe('<p>Dos, con más bases</p>');
    expect((await db.convocatorias.get(2))?.searchText).toContain('dos, con mas bases');
    expect((await db.syncState.get('convocatorias'))?.changes).toMatchObject({ changed: 1, records: { changed: 1 } });
  });
});
