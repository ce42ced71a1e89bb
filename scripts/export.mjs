// npm run export -- --out DIR [...]: builds if needed, then runs the headless export (src-main/cli/export.ts).
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
await import('../out/main/export.js');
