import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'src-*/**/*.test.ts'],
    environment: 'node',
    // Worker threads start faster than forked processes: about 8 % less CPU over the suite here,
    // every file still in its own module graph (isolate stays on). No test changes the working
    // directory, which a thread may not.
    pool: 'threads',
    testTimeout: 20_000,
  },
});
