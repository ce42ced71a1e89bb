// Deterministic corpus: the same seed, sizes and calendar day of `now` always
// give the same records. Real records from test/fixtures/real are mixed in.

import { specialDocumentPath, specialDocuments, type SpecialDocument } from './documents';
import { createRandom, type Random } from './random';
import { cloneEntry, loadRealData } from './real';
import {
  convocatoriaFields,
  organismoFields,
  organismoName,
  tramiteFields,
  tramiteTitle,
  type ConvocatoriaPlan,
  type OrganismoKind,
} from './records';
import { isoDay, utcDay } from './text';

export interface CorpusSizes {
  convocatorias: number;
  /** Records of convocatorias/ordenadas that the plain list lacks. */
  ordenadasExtra: number;
  organismos: number;
  programas: number;
  museos: number;
  institutos: number;
  tramites: number;
}

export const defaultSizes: CorpusSizes = {
  convocatorias: 855,
  ordenadasExtra: 4,
  organismos: 200,
  programas: 40,
  museos: 45,
  institutos: 20,
  tramites: 120,
};

/** One stored record: its id, its position key in the default order, and its other fields. */
export interface Entry {
  id: number;
  key: number;
  fields: Record<string, unknown>;
}

export interface Corpus {
  organismos: Entry[];
  programas: number[];
  museos: number[];
  institutos: number[];
  convocatorias: Entry[];
  ordenadasOnly: Entry[];
  tramites: Entry[];
}

export function resolveSizes(sizes: Partial<CorpusSizes> = {}): CorpusSizes {
  const out: CorpusSizes = { ...defaultSizes };
  for (const name of Object.keys(defaultSizes) as (keyof CorpusSizes)[]) {
    const value = sizes[name];
    if (value === undefined) continue;
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`Tamaño inválido para ${name}: ${String(value)}`);
    out[name] = value;
  }
  return out;
}

type Dates = Omit<ConvocatoriaPlan, 'id'>;

/** Recent calls: a spread of closing dates (≤7 days, ≤30 days, later, already past). */
function recentDates(rng: Random, i: number): Dates {
  let inicio = rng.chance(0.05) ? rng.int(1, 10) : -rng.int(0, 60);
  const bucket = i % 10;
  const fin = bucket < 3 ? rng.int(0, 7) : bucket < 6 ? rng.int(8, 30) : bucket < 9 ? rng.int(31, 120) : -rng.int(1, 20);
  if (inicio > fin) inicio = fin - rng.int(1, 30);
  // A few stay "abierta" after their end date, as in the real API.
  return { inicio, fin, estado: fin >= 0 || rng.chance(0.4) ? 'abierta' : 'cerrada' };
}

function olderDates(rng: Random, j: number, spacing: number): Dates {
  const inicio = -61 - Math.floor(j * spacing) - rng.int(0, Math.ceil(spacing));
  const fin = inicio + rng.int(1, 60);
  return { inicio, fin, estado: fin >= 0 || rng.chance(0.005) ? 'abierta' : 'cerrada' };
}

/**
 * Ids grow with the publication date at the pace of the real data (about 3.5
 * a day, 14034 on 2024-03-13), so generated and real records interleave by
 * date. Strictly decreasing along `dates` (newest first), never a real id, ≥ 1.
 */
function assignIds(rng: Random, dates: readonly Dates[], today: number, realIds: ReadonlySet<number>): number[] {
  const anchor = (today - Date.UTC(2024, 2, 13)) / 86_400_000;
  const jitter = dates.map(() => rng.int(0, 3));
  const attempt = (shift: number): number[] => {
    let previous = Number.POSITIVE_INFINITY;
    return dates.map((d, i) => {
      let id = Math.min(previous - 1, 14_034 + shift + Math.round((anchor + d.inicio) * 3.5) + (jitter[i] ?? 0));
      while (realIds.has(id)) id--;
      previous = id;
      return id;
    });
  };
  const ids = attempt(0);
  const lowest = ids[ids.length - 1] ?? 1;
  return lowest >= 1 ? ids : attempt(1 - lowest + 100);
}

/**
 * The bad PDFs (a scan, a password, a truncated file, a hostile sample), one each before the
 * documents of the newest open calls that close in two weeks or more: the demo shows each case on
 * a record of its own, without drawing on the random stream (the rest of the corpus stays as it was).
 */
function placeSpecialDocuments(newestFirst: readonly Entry[], today: number): void {
  const kinds = Object.keys(specialDocuments) as SpecialDocument[];
  const lastDay = isoDay(today, 14);
  const open = newestFirst.filter((e) => e.fields['estado'] === 'abierta' && String(e.fields['fecha_fin']) >= lastDay);
  kinds.forEach((kind, n) => {
    const entry = open[n];
    if (entry === undefined) return;
    const documentos = Array.isArray(entry.fields['documentos']) ? (entry.fields['documentos'] as unknown[]) : [];
    entry.fields['documentos'] = [specialDocumentPath(kind, String(entry.fields['fecha_inicio']).slice(0, 4)), ...documentos];
  });
}

function convocatorias(seed: number, today: number, size: number, extra: number): Pick<Corpus, 'convocatorias' | 'ordenadasOnly'> {
  const rng = createRandom(seed, 1);
  const real = loadRealData().convocatorias.slice(0, Math.min(loadRealData().convocatorias.length, Math.floor(size / 4)));
  const realIds = new Set(loadRealData().convocatorias.map((e) => e.id));
  const total = size - real.length + extra;
  const recent = Math.min(total, Math.max(3, Math.round(total * 0.1)));
  const spacing = Math.min(10, Math.max(0.2, 2900 / Math.max(1, total - recent)));
  const dates: Dates[] = [];
  for (let i = 0; i < total; i++) dates.push(i < recent ? recentDates(rng, i) : olderDates(rng, i - recent, spacing));
  dates.sort((a, b) => b.inicio - a.inicio);
  const ids = assignIds(rng, dates, today, realIds);
  const generated: Entry[] = dates.map((d, i) => {
    const id = ids[i] ?? 0;
    const fields = convocatoriaFields(rng, { id, ...d }, today);
    return { id, key: rng.chance(0.04) ? id - 1.5 : id, fields };
  });
  const extraIds = new Set(
    rng.sample(
      generated.map((e) => e.id),
      extra,
    ),
  );
  const listed = generated.filter((e) => !extraIds.has(e.id));
  placeSpecialDocuments(listed, today);
  const all = [...listed, ...real.map(cloneEntry)];
  all.sort((a, b) => b.key - a.key || b.id - a.id);
  return { convocatorias: all, ordenadasOnly: generated.filter((e) => extraIds.has(e.id)) };
}

export function uniqueName(rng: Random, kind: OrganismoKind, used: Set<string>): string {
  let name = organismoName(rng, kind);
  for (let attempt = 0; used.has(name) && attempt < 30; attempt++) name = organismoName(rng, kind);
  for (let n = 2; used.has(name); n++) name = `${organismoName(rng, kind)} ${n}`;
  used.add(name);
  return name;
}

function organismos(seed: number, sizes: CorpusSizes): Pick<Corpus, 'organismos' | 'programas' | 'museos' | 'institutos'> {
  const rng = createRandom(seed, 2);
  const total = sizes.organismos;
  const museos = Math.min(sizes.museos, total);
  const institutos = Math.min(sizes.institutos, total - museos);
  const programas = Math.min(sizes.programas, total - museos - institutos);
  const realAll = loadRealData().museos;
  const real = realAll.slice(0, Math.min(realAll.length, museos, Math.floor(total / 4))).map(cloneEntry);
  const realIds = new Set(realAll.map((e) => e.id));
  const kinds = rng.shuffle<OrganismoKind>([
    ...Array<OrganismoKind>(museos - real.length).fill('museo'),
    ...Array<OrganismoKind>(institutos).fill('instituto'),
    ...Array<OrganismoKind>(programas).fill('programa'),
    ...Array<OrganismoKind>(total - museos - institutos - programas).fill('otro'),
  ]);
  const used = new Set(real.map((e) => String(e.fields['nombre'])));
  const lists: Record<OrganismoKind, number[]> = { museo: real.map((e) => e.id), instituto: [], programa: [], otro: [] };
  const entries = [...real];
  let id = 0;
  for (const kind of kinds) {
    do id += rng.chance(0.1) ? rng.int(2, 3) : 1;
    while (realIds.has(id));
    entries.push({ id, key: id, fields: organismoFields(rng, id, kind, uniqueName(rng, kind, used)) });
    lists[kind].push(id);
  }
  const asc = (a: number, b: number): number => a - b;
  entries.sort((a, b) => a.id - b.id);
  return { organismos: entries, museos: lists.museo.sort(asc), institutos: lists.instituto.sort(asc), programas: lists.programa.sort(asc) };
}

function tramites(seed: number, size: number): Entry[] {
  const rng = createRandom(seed, 3);
  const used = new Set<string>();
  const entries: Entry[] = [];
  let id = 0;
  for (let i = 0; i < size; i++) {
    id += rng.chance(0.2) ? 2 : 1;
    const [titulo, bajada] = tramiteTitle(rng, used);
    used.add(titulo);
    entries.push({ id, key: id, fields: tramiteFields(rng, titulo, bajada) });
  }
  return entries;
}

export function generateCorpus(seed: number, now: Date, partial: Partial<CorpusSizes> = {}): Corpus {
  const sizes = resolveSizes(partial);
  const today = utcDay(now);
  return {
    ...convocatorias(seed, today, sizes.convocatorias, sizes.ordenadasExtra),
    ...organismos(seed, sizes),
    tramites: tramites(seed, sizes.tramites),
  };
}

/** A brand-new open call published today (used by drift). */
export function freshConvocatoria(rng: Random, id: number, now: Date): Record<string, unknown> {
  return convocatoriaFields(rng, { id, inicio: 0, fin: rng.int(1, 30), estado: 'abierta' }, utcDay(now));
}

export function freshOrganismo(rng: Random, id: number, kind: OrganismoKind, used: Set<string>): Record<string, unknown> {
  return organismoFields(rng, id, kind, uniqueName(rng, kind, used));
}

export function freshTramite(rng: Random, used: Set<string>): Record<string, unknown> {
  const [titulo, bajada] = tramiteTitle(rng, used);
  used.add(titulo);
  return tramiteFields(rng, titulo, bajada);
}
