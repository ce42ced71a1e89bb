// Command line: tsx test/simulator/cli.ts --port 8787 [options]
// Prints one line when ready; bad arguments go to stderr with exit code 1.

import { parseOptions } from '../../src-main/cli/options';
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

function simulatorOptions(argv: readonly string[]): SimulatorOptions {
  const parsed = parseOptions(argv, { values: ['port', 'host', 'seed', 'now', ...Object.keys(sizeFlags), ...Object.keys(faultFlags)] });
  if (!parsed.ok) throw new UsageError(parsed.message);
  const options: SimulatorOptions = {};
  const sizes: Partial<CorpusSizes> = {};
  const faults: Partial<Faults> = {};
  // In the order given, so the first wrong option is the one reported.
  for (const [flag, value] of Object.entries(parsed.value.values)) {
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
  }
  if (options.port === undefined) throw new UsageError('Falta --port');
  options.sizes = sizes;
  options.faults = faults;
  return options;
}

async function main(): Promise<void> {
  let options: SimulatorOptions;
  try {
    options = simulatorOptions(process.argv.slice(2));
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
