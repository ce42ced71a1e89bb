/**
 * The command lines of our Node tools (browser mode, export, demo, simulator, bench), read by
 * `node:util` `parseArgs`: `--name value` or `--name=value`, each option at most once, and
 * nothing else. Electron's command line is read in ../config.ts: it carries Chromium's switches.
 */
import { parseArgs } from 'node:util';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export interface CommandLine<V extends string, F extends string> {
  /** An option given without its value reads as '', so each tool says in its own words what it needs. */
  values: Partial<Record<V, string>>;
  flags: ReadonlySet<F>;
}

export function parseOptions<V extends string, F extends string = never>(
  argv: readonly string[],
  names: { values: readonly V[]; flags?: readonly F[] },
): Checked<CommandLine<V, F>> {
  const flagNames = names.flags ?? [];
  // Not strict: strict mode refuses in English, and refuses `--port -1` instead of letting the
  // port check say what is wrong with it. The tokens say everything the checks below need.
  const { tokens } = parseArgs({
    args: [...argv],
    options: Object.fromEntries(names.values.map((name) => [name, { type: 'string' as const }])),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const values: Partial<Record<V, string>> = {};
  const flags = new Set<F>();
  const seen = new Set<string>();
  const fail = (message: string): Checked<CommandLine<V, F>> => ({ ok: false, message });
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') return fail(`Argumento inesperado: «${token.value}»`);
    if (seen.has(token.name)) return fail(`${token.rawName} aparece más de una vez`);
    seen.add(token.name);
    const value = names.values.find((name) => name === token.name);
    const flag = flagNames.find((name) => name === token.name);
    if (value !== undefined) values[value] = token.value ?? '';
    else if (flag !== undefined && token.value === undefined) flags.add(flag);
    else if (flag !== undefined) return fail(`${token.rawName} no lleva valor`);
    else return fail(`Opción desconocida: «${argv[token.index] ?? token.rawName}»`);
  }
  return { ok: true, value: { values, flags } };
}

/**
 * An integer between min and max, `fallback` when the option is absent. Read by `Number`, as
 * before parseArgs; an empty value is refused rather than read as 0.
 */
export function integerOption(name: string, raw: string | undefined, fallback: number, min: number, max: number): Checked<number> {
  if (raw === undefined) return { ok: true, value: fallback };
  const value = raw.trim() === '' ? Number.NaN : Number(raw);
  if (Number.isInteger(value) && value >= min && value <= max) return { ok: true, value };
  return { ok: false, message: `${name} debe ser un entero entre ${min} y ${max} (se recibió «${raw}»).` };
}

/** A TCP port (0: any free one), `fallback` when the option is absent. */
export function portOption(name: string, raw: string | undefined, fallback: number): Checked<number> {
  const port = integerOption(name, raw, fallback, 0, 65_535);
  return port.ok ? port : { ok: false, message: `Puerto inválido para ${name}: «${raw ?? ''}»` };
}
