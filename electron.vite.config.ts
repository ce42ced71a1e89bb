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
    // The data service's worker (src-renderer/data/sync/service) is a module worker, split like the page.
    worker: { format: 'es' },
    build: {
      outDir: resolve('out/renderer'),
      minify: true,
      // out/renderer/.vite/manifest.json: which chunks each stage of the start loads (the bench's bundle size reads it).
      manifest: true,
      rolldownOptions: {
        input: resolve('src-renderer/index.html'),
        // The window starts in stages (src-renderer/start/boot.ts), each one chunk evaluated in a
        // task of its own: React, the schemas (zod, src-shared), the data layer; named groups
        // instead of a dozen small shared chunks (each gzipped alone, they cost more). Views and
        // the calendar, loaded on demand, keep their own.
        output: {
          codeSplitting: {
            groups: [
              { name: 'index', tags: ['$initial'] },
              { name: 'libraries', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              { name: 'shared', test: /(node_modules[\\/]zod|src-shared)[\\/]/ },
              // Not what only a lazy part reads: the backup (Configuración's Mis datos), the record
              // writer with the in-page sync (the worker's fallback), the documents' PDF.js side
              // (the viewer), their saving (a record's Documentos) and the search in their texts
              // (loaded with docs=1) stay in their own chunks.
              {
                name: 'data',
                test: /(node_modules[\\/](dexie|dexie-react-hooks)|src-renderer[\\/]data)[\\/](?!personal[\\/](respaldo|mis-datos)|cache[\\/](record-writer|rows)\.|sync[\\/]service[\\/]run\.|documents[\\/]|bridge[\\/]saved-documents\.|search[\\/]document-search\.)/,
              },
            ],
          },
        },
      },
    },
  },
});
