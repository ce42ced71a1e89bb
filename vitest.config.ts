import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const include = ['test/unit/**/*.test.ts'];

// A file that changes what other files would see (mocks a module, fakes timers or globals,
// reads the environment, uses IndexedDB or a DOM) runs in a module graph of its own. Every
// other file shares one graph per worker, which spares importing the same modules 150 times
// (about 60 s of the suite's 110 s here). The rule reads the file, so a new test lands on the
// right side by itself.
const touchesShared = /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)|fake-indexeddb|@vitest-environment/;

const testFiles = readdirSync('test/unit', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('test/unit', file));
const isolated = testFiles.filter((file) => touchesShared.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    environment: 'node',
    // Worker threads start faster than forked processes. No test changes the working
    // directory, which a thread may not.
    pool: 'threads',
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated } },
      { extends: true, test: { name: 'shared', include, exclude: isolated, isolate: false } },
    ],
  },
});
