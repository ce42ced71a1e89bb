/** The lint gate itself: scripts/electronegativity.mjs must fail on an insecure main process. */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('electronegativity gate', () => {
  it('fails, naming the checks, on an unisolated, unsandboxed window with no guards', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'directorio-inseguro-'));
    writeFileSync(
      join(dir, 'main.ts'),
      [
        "import { BrowserWindow, app } from 'electron';",
        'app.whenReady().then(() => {',
        '  const window = new BrowserWindow({ webPreferences: { nodeIntegration: true, contextIsolation: false, sandbox: false, webSecurity: false } });',
        "  void window.loadURL('https://example.org/');",
        '});',
      ].join('\n'),
    );
    const failure = await run(process.execPath, ['scripts/electronegativity.mjs', dir], { timeout: 60_000 }).then(
      () => null,
      (error: Error & { code?: number; stdout?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const checks = [
      'CONTEXT_ISOLATION_JS_CHECK',
      'SANDBOX_JS_CHECK',
      'WEB_SECURITY_JS_CHECK',
      'LIMIT_NAVIGATION_GLOBAL_CHECK',
      'PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK',
    ];
    for (const check of checks) {
      expect(failure?.stdout).toContain(check);
    }
  });
});
