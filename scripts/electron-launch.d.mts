export declare function electronInstalled(electronDir: string, env?: NodeJS.ProcessEnv): boolean;
export declare function findElectron(
  electronDir: string,
  install?: (electronDir: string) => { ok: boolean; output: string },
  env?: NodeJS.ProcessEnv,
): { ok: true; path: string } | { ok: false; detail: string };
export declare function electronMissingMessage(logPath: string | null): string;
export declare function writeLaunchLog(detail: string): string | null;
