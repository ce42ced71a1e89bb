/** The real API records saved by public repositories (see test/fixtures/real/SOURCES.md). */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const realDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'real');

function load(name: string): unknown {
  return JSON.parse(readFileSync(join(realDir, name), 'utf8')) as unknown;
}

function resultsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  const results = (value as { results?: unknown }).results;
  if (!Array.isArray(results)) throw new Error('fixture without results');
  return results;
}

export const realConvocatorias: unknown[] = [
  ...resultsOf(load('convocatorias-ObservatorioWeb2-20240220.json')),
  ...resultsOf(load('convocatorias-ObservatorioWeb2-20240326-additions.json')),
  ...resultsOf(load('convocatorias-Zamo78api-20191109.json')),
  load('convocatorias-detail-7273-angular-api-gateway.json'),
  ...resultsOf(load('convocatorias-via-gateway-angular-api-gateway.json')),
];

export const realMuseosEnvelope: unknown = load('museos-jumanchuk-my-react-app-20191110.json');

export const realOrganismos: unknown[] = [...resultsOf(realMuseosEnvelope), load('museos-record27-gson-sample.json')];
