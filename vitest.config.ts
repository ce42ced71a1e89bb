import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const include = ['test/unit/**/*.test.ts'];

// A file that changes what other files would see (mocks a module, fakes timers or globals,
// reads the environment, uses IndexedDB) runs in a module graph of its own. Every other file
// shares one graph per worker, which spares importing the same modules 150 times (about 60 s of
// the suite's 110 s here); the files that only need a DOM share one too, in jsdom (about 30 s
// less again: jsdom set up once, not per file). The rule reads the file, so a new test lands on
// the right side by itself.
const touchesShared = /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)|fake-indexeddb|window\.\w+ = |@vitest-environment (?!jsdom)/;
const needsDom = /@vitest-environment jsdom/;

const testFiles = readdirSync('test/unit', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('test/unit', file));
const texts = new Map(testFiles.map((file) => [file, readFileSync(file, 'utf8')]));
const isolated = testFiles.filter((file) => touchesShared.test(texts.get(file) ?? ''));
const inDom = testFiles.filter((file) => !isolated.includes(file) && needsDom.test(texts.get(file) ?? ''));

export default defineConfig({
  test: {
    environment: 'node',
    // Worker threads start faster than forked processes. No test changes the working
    // directory, which a thread may not.
    pool: 'threads',
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated } },
      { extends: true, test: { name: 'dom', include: inDom, environment: 'jsdom', isolate: false } },
      { extends: true, test: { name: 'shared', include, exclude: [...isolated, ...inDom], isolate: false } },
    ],
  },
});
