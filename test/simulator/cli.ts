// Command line: tsx test/simulator/cli.ts --port 8787 [options]
// Prints one line when ready; bad arguments go to stderr with exit code 1.

import { errorMessage } from '../../src-shared/errors';
import type { CorpusSizes } from './corpus';
import type { Faults } from './faults';
import { startSimulator, type SimulatorOptions } from './server';

const usage = `Uso: tsx test/simulator/cli.ts --port N [--host H] [--seed N] [--now AAAA-MM-DD]
  tamaños:  --convocatorias N --ordenadas-extra N --organismos N --programas N --museos N --institutos N --tramites N
  fallas:   --latency MS --error-rate F --rate-limit-rate F --retry-after S --drop-rate F --truncate-rate F
            --drift-every N --max-limit N`;

const sizeFlags: Record<string, keyof CorpusSizes> = {
  convocatorias: 'convocatorias',
  'ordenadas-extra': 'ordenadasExtra',
  organismos: 'organismos',
  programas: 'programas',
  museos: 'museos',
  institutos: 'institutos',
  tramites: 'tramites',
};
const faultFlags: Record<string, keyof Faults> = {
  latency: 'latencyMs',
  'error-rate': 'errorRate',
  'rate-limit-rate': 'rateLimitRate',
  'retry-after': 'retryAfterSeconds',
  'drop-rate': 'dropRate',
  'truncate-rate': 'truncateRate',
  'drift-every': 'driftEvery',
  'max-limit': 'maxLimit',
};

class UsageError extends Error {}

function number(flag: string, text: string, integer: boolean): number {
  const ok = integer ? /^\d+$/.test(text) : /^\d+(\.\d+)?$/.test(text);
  if (!ok) throw new UsageError(`--${flag} espera ${integer ? 'un entero no negativo' : 'un número no negativo'}, no "${text}"`);
  return Number(text);
}

function parseArgs(argv: readonly string[]): SimulatorOptions {
  const options: SimulatorOptions = {};
  const sizes: Partial<CorpusSizes> = {};
  const faults: Partial<Faults> = {};
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) throw new UsageError(`Argumento inesperado: ${arg}`);
    const flag = match[1];
    if (seen.has(flag)) throw new UsageError(`--${flag} aparece más de una vez`);
    seen.add(flag);
    let value = match[2];
    if (value === undefined) {
      value = argv[i + 1];
      i++;
    }
    if (value === undefined || value === '') throw new UsageError(`Falta el valor de --${flag}`);
    const size = sizeFlags[flag];
    const fault = faultFlags[flag];
    if (flag === 'port') {
      options.port = number(flag, value, true);
      if (options.port > 65535) throw new UsageError('--port debe estar entre 0 y 65535');
    } else if (flag === 'host') options.host = value;
    else if (flag === 'seed') options.seed = number(flag, value, true);
    else if (flag === 'now') {
      const date = new Date(`${value}T12:00:00Z`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()))
        throw new UsageError(`--now espera AAAA-MM-DD, no "${value}"`);
      options.now = date;
    } else if (size) sizes[size] = number(flag, value, true);
    else if (fault) faults[fault] = number(flag, value, !flag.endsWith('-rate'));
    else throw new UsageError(`Opción desconocida: --${flag}`);
  }
  if (!seen.has('port')) throw new UsageError('Falta --port');
  options.sizes = sizes;
  options.faults = faults;
  return options;
}

async function main(): Promise<void> {
  let options: SimulatorOptions;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${errorMessage(error)}\n${usage}\n`);
    process.exit(1);
  }
  let simulator;
  try {
    simulator = await startSimulator(options);
  } catch (error) {
    process.stderr.write(`No se pudo iniciar el simulador: ${errorMessage(error)}\n`);
    process.exit(1);
  }
  console.log(`Simulador de la API escuchando en ${simulator.url}`);
  let closing = false;
  const stop = (): void => {
    if (closing) return;
    closing = true;
    simulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
