/**
 * The facets a person narrows convocatorias by — disciplina, tipo and provincia — as options with
 * a stable URL slug, a Spanish label and a bit. A row's value in a facet is a bit set (a number):
 * one Int32Array column per facet in a filter index, a test of `&` per row, no arrays per row.
 * Every value has at least one bit: a call no rule places is *Sin clasificar* (disciplina, tipo)
 * or *Nacional* (provincia), so it is counted and listed, never hidden. The rules that derive the
 * values are in convocatoria-facet-rules.ts.
 */
import { fold } from '../../../src-shared/text';
import { provincias } from './provincias';

export interface FacetOption {
  /** In the URL: `disciplina=musica&tipo=beca&provincia=Cordoba`. */
  readonly slug: string;
  readonly label: string;
  readonly bit: number;
}

function optionsOf<S extends string>(entries: readonly (readonly [S, string])[]): readonly (FacetOption & { readonly slug: S })[] {
  return entries.map(([slug, label], i) => ({ slug, label, bit: 1 << i }));
}

export const disciplinaOptions = optionsOf([
  ['musica', 'Música'],
  ['artes-escenicas', 'Artes escénicas y teatro'],
  ['danza', 'Danza'],
  ['artes-visuales', 'Artes visuales'],
  ['letras', 'Letras'],
  ['cine-audiovisual', 'Cine y audiovisual'],
  ['diseno', 'Diseño'],
  ['patrimonio-museos', 'Patrimonio y museos'],
  ['artesanias', 'Artesanías'],
  ['gestion-cultural', 'Gestión cultural'],
  ['otras', 'Otras'],
  ['sin-clasificar', 'Sin clasificar'],
] as const);

export const tipoOptions = optionsOf([
  ['beca', 'Beca'],
  ['concurso', 'Concurso'],
  ['premio', 'Premio'],
  ['residencia', 'Residencia'],
  ['festival', 'Festival'],
  ['audicion', 'Audición'],
  ['taller-formacion', 'Taller o formación'],
  ['subsidio', 'Subsidio'],
  ['convocatoria-general', 'Convocatoria general'],
  ['sin-clasificar', 'Sin clasificar'],
] as const);

/** "Córdoba" → "Cordoba", "Entre Ríos" → "Entre-Rios"; the city of Buenos Aires is "CABA". */
function provinciaSlug(name: string): string {
  return name === 'Ciudad Autónoma de Buenos Aires'
    ? 'CABA'
    : name
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .replace(/ /g, '-');
}

/** The 24 jurisdictions of the directory lists (provincias.ts), then Nacional: a call that names none. */
export const provinciaOptions = optionsOf([
  ...provincias.map((name) => [provinciaSlug(name), name] as const),
  ['Nacional', 'Nacional'] as const,
]);

export type DisciplinaSlug = (typeof disciplinaOptions)[number]['slug'];
export type TipoSlug = (typeof tipoOptions)[number]['slug'];

export const facetOptions = {
  disciplina: disciplinaOptions,
  tipo: tipoOptions,
  provincia: provinciaOptions,
} as const satisfies Record<string, readonly FacetOption[]>;

export type Facet = keyof typeof facetOptions;
export const facets = Object.keys(facetOptions) as Facet[];

/** A convocatoria's value in each facet, as a bit set of its options' bits; never 0. */
export type ConvocatoriaFacets = Record<Facet, number>;

export function bitOf(facet: Facet, slug: string): number {
  return facetOptions[facet].find((option) => option.slug === slug)?.bit ?? 0;
}

/**
 * The bits of the slugs a URL names; unknown slugs are ignored (a bad link still opens the list),
 * case and accents too (`provincia=córdoba` is `Cordoba`). 0: no choice, every row passes.
 */
export function maskOfSlugs(facet: Facet, slugs: Iterable<string>): number {
  let mask = 0;
  for (const slug of slugs) {
    const wanted = fold(slug.trim());
    mask |= facetOptions[facet].find((option) => fold(option.slug) === wanted)?.bit ?? 0;
  }
  return mask;
}

/** A row passes a facet when nothing is chosen or when it has one of the chosen values. */
export function matchesFacet(value: number, chosen: number): boolean {
  return chosen === 0 || (value & chosen) !== 0;
}

// One array per distinct bit set, shared by every row that has it: rows and chips read these.
const memos: Record<Facet, Map<number, readonly FacetOption[]>> = { disciplina: new Map(), tipo: new Map(), provincia: new Map() };

/** The options a bit set holds, in the facet's order (for the row's chips, an export's cell, a URL). */
export function optionsIn(facet: Facet, mask: number): readonly FacetOption[] {
  const memo = memos[facet];
  let found = memo.get(mask);
  if (found === undefined) {
    found = facetOptions[facet].filter((option) => (mask & option.bit) !== 0);
    memo.set(mask, found);
  }
  return found;
}

/** How many of `values` have each option, indexed as facetOptions[facet]. */
export function countOptions(facet: Facet, values: Iterable<number>): number[] {
  const options = facetOptions[facet];
  const counts = options.map(() => 0);
  for (const value of values) {
    for (let i = 0; i < options.length; i++) if ((value & (1 << i)) !== 0) counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

/**
 * The options chosen in each facet of a URL, as masks (0: none chosen). A facet's parameter may
 * repeat (`tipo=beca&tipo=premio`) or list its values with commas (`tipo=beca,premio`).
 */
export function facetChoiceOf(params: URLSearchParams): ConvocatoriaFacets {
  const maskOf = (facet: Facet): number =>
    maskOfSlugs(
      facet,
      params.getAll(facet).flatMap((value) => value.split(',')),
    );
  return { disciplina: maskOf('disciplina'), tipo: maskOf('tipo'), provincia: maskOf('provincia') };
}

/** Writes the chosen options of each facet to `params`, one parameter per option, in the facet's order. */
export function appendFacetChoice(params: URLSearchParams, choice: ConvocatoriaFacets): void {
  for (const facet of facets) for (const option of optionsIn(facet, choice[facet])) params.append(facet, option.slug);
}
