/** What the directory views should show, computed from the simulator's records the way a reader would (no app code). */
import type { Simulator } from '../simulator/server';
import { fold, htmlToText } from './expected';

export { fold, htmlToText };

export type OrganismoRecord = Record<string, unknown> & {
  id: number;
  nombre: string;
  provincia: string;
  depende_de: string;
  descripcion: string;
  direccion: string;
  telefono: string;
  email: string;
  link: string;
  autoridad: { nombre: string; cargo: string; email: string } | null;
};

export function organismos(sim: Simulator, list: 'organismos' | 'programas' | 'museos' | 'institutos' = 'organismos'): OrganismoRecord[] {
  return sim.records(list) as OrganismoRecord[];
}

/**
 * The province a facet groups a record's provincia under. Only the spellings the simulator writes
 * (test/simulator/words.ts `provincias`) that are not a province's own name: CABA is the city of
 * Buenos Aires, Rosario is in Santa Fe.
 */
export function provinciaGroup(provincia: string): string {
  const groups: Record<string, string> = { CABA: 'Ciudad Autónoma de Buenos Aires', Rosario: 'Santa Fe' };
  return groups[provincia.trim()] ?? provincia.trim();
}

/** Every folded word must appear in nombre, provincia, depende_de or the text of the descripción. */
export function matchingOrganismos(records: readonly OrganismoRecord[], search: string): OrganismoRecord[] {
  const words = fold(search)
    .split(/\s+/)
    .filter((w) => w !== '');
  return records.filter((r) => {
    const text = fold(`${r.nombre} ${r.provincia} ${r.depende_de} ${htmlToText(r.descripcion)}`);
    return words.every((w) => text.includes(w));
  });
}

export type TramiteRecord = Record<string, unknown> & { url: string; titulo: string; bajada: string; cuerpo: string; documentos: string[] };

export function tramites(sim: Simulator): TramiteRecord[] {
  return sim.records('tramites') as TramiteRecord[];
}

/** A trámite's id is the number at the end of its url. */
export function tramiteId(record: TramiteRecord): number {
  return Number(/(\d+)\/?$/.exec(record.url)?.[1]);
}

export function matchingTramites(records: readonly TramiteRecord[], search: string): TramiteRecord[] {
  const words = fold(search)
    .split(/\s+/)
    .filter((w) => w !== '');
  return records.filter((r) => {
    const text = fold(`${r.titulo} ${r.bajada} ${htmlToText(r.cuerpo)}`);
    return words.every((w) => text.includes(w));
  });
}

/** A word of `text` with an accent, long enough to be meaningful (e.g. "Córdoba"). */
export function accentedWord(text: string): string | undefined {
  return text.split(/[^\p{L}]+/u).find((word) => word.length >= 5 && fold(word) !== word.toLowerCase());
}

export function countBy<T>(records: readonly T[], key: (record: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const record of records) counts.set(key(record), (counts.get(key(record)) ?? 0) + 1);
  return counts;
}
