import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: {
      rolldownOptions: {
        input: {
          index: resolve('src-main/index.ts'),
          web: resolve('src-main/cli/web.ts'),
          export: resolve('src-main/cli/export-main.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      // A sandboxed preload must be one CommonJS file.
      lib: { entry: resolve('src-main/preload.ts'), formats: ['cjs'] },
      externalizeDeps: false,
      rolldownOptions: { output: { entryFileNames: 'preload.cjs' } },
    },
  },
  renderer: {
    root: resolve('src-renderer'),
    plugins: [react()],
    // The data service's worker (src-renderer/data/service) is a module worker, split like the page.
    worker: { format: 'es' },
    build: {
      outDir: resolve('out/renderer'),
      minify: true,
      rolldownOptions: {
        input: resolve('src-renderer/index.html'),
        // What the window starts with is one chunk, not a dozen small shared ones (each gzipped
        // alone, they cost more); views and the calendar loaded on demand keep their own.
        output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
      },
    },
  },
});
