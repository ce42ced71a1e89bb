// npm run web -- [--base-url URL] [--port N]: builds if needed, then serves browser mode on 127.0.0.1.
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
await import('../out/main/web.js');
