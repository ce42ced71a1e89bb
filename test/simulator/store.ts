// The simulator's mutable record store: lists in their API order (cached until
// the data changes), lookups for detail paths, mutations and drift.

import type { Corpus, Entry } from './corpus';
import { uploadsPrefix, type DocumentOwnerText } from './documents';
import { freshConvocatoria, freshOrganismo, freshTramite } from './corpus';
import type { OrderingTerm } from './pagination';
import type { Random } from './random';

export type CollectionPath =
  'organismos' | 'programas' | 'museos' | 'institutos' | 'convocatorias' | 'convocatorias/ordenadas' | 'tramites';
export type EditableCollection = 'organismos' | 'convocatorias' | 'tramites';
export type ListName = 'programas' | 'museos' | 'institutos';

/** Key order and default values of each record type (besides id and url). */
const templates: Record<EditableCollection, Readonly<Record<string, unknown>>> = {
  organismos: {
    link: '',
    nombre: '',
    direccion: '',
    telefono: '',
    descripcion: '',
    email: '',
    provincia: '',
    depende_de: '',
    autoridad: null,
  },
  convocatorias: {
    link: '',
    imagen: null,
    titulo: '',
    bajada: '',
    cuerpo: '',
    estado: 'abierta',
    fecha_inicio: '',
    fecha_fin: '',
    documentos: [],
  },
  tramites: { titulo: '', bajada: '', cuerpo: '', documentos: [] },
};

/** Which record type a collection path serves. */
export function recordType(path: CollectionPath): EditableCollection {
  if (path === 'convocatorias' || path === 'convocatorias/ordenadas') return 'convocatorias';
  return path === 'tramites' ? 'tramites' : 'organismos';
}

function isListName(path: CollectionPath): path is ListName {
  return path === 'programas' || path === 'museos' || path === 'institutos';
}

const collator = new Intl.Collator('es');
const text = (entry: Entry, key: string): string => String(entry.fields[key] ?? '');

function compareBy(terms: readonly OrderingTerm[]) {
  return (a: Entry, b: Entry): number => {
    for (const term of terms) {
      const c =
        term.field === 'titulo'
          ? collator.compare(text(a, 'titulo'), text(b, 'titulo'))
          : text(a, 'fecha_fin') < text(b, 'fecha_fin')
            ? -1
            : text(a, 'fecha_fin') > text(b, 'fecha_fin')
              ? 1
              : 0;
      if (c !== 0) return term.descending ? -c : c;
    }
    return a.id - b.id;
  };
}

/** Official order of convocatorias/ordenadas: open calls closing soonest first, then closed ones, latest first. */
function compareOrdenadas(a: Entry, b: Entry): number {
  const openA = text(a, 'estado') === 'abierta';
  const openB = text(b, 'estado') === 'abierta';
  if (openA !== openB) return openA ? -1 : 1;
  const c = text(a, 'fecha_fin') < text(b, 'fecha_fin') ? -1 : text(a, 'fecha_fin') > text(b, 'fecha_fin') ? 1 : 0;
  return (openA ? c : -c) || b.id - a.id;
}

export class Store {
  private readonly maps: Record<EditableCollection, Map<number, Entry>>;
  private readonly ordenadasOnly = new Map<number, Entry>();
  private readonly lists: Record<ListName, Set<number>>;
  private readonly cache = new Map<string, Entry[]>();
  /** Upload path -> the record listing it (the first one, by collection and id); rebuilt after a change. */
  private documents: Map<string, DocumentOwnerText> | null = null;
  /** Upload paths some record shows as an image (`imagen`, or an <img> in its HTML); rebuilt after a change. */
  private images: Set<string> | null = null;
  private readonly today: string;

  constructor(corpus: Corpus, now: Date) {
    const byId = (entries: Entry[]): Map<number, Entry> => new Map(entries.map((e) => [e.id, e]));
    this.maps = { organismos: byId(corpus.organismos), convocatorias: byId(corpus.convocatorias), tramites: byId(corpus.tramites) };
    for (const e of corpus.ordenadasOnly) this.ordenadasOnly.set(e.id, e);
    this.lists = { programas: new Set(corpus.programas), museos: new Set(corpus.museos), institutos: new Set(corpus.institutos) };
    this.today = now.toISOString().slice(0, 10);
  }

  /** Records of a list path in API order; `ordering` only applies to convocatorias. */
  list(path: CollectionPath, ordering: readonly OrderingTerm[] | null): readonly Entry[] {
    const cacheKey = `${path}|${ordering?.map((t) => (t.descending ? '-' : '') + t.field).join(',') ?? ''}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    let out: Entry[];
    if (path === 'convocatorias/ordenadas') {
      out = [...this.maps.convocatorias.values(), ...this.ordenadasOnly.values()].sort(compareOrdenadas);
    } else if (path === 'convocatorias') {
      out = [...this.maps.convocatorias.values()].sort(ordering ? compareBy(ordering) : (a, b) => b.key - a.key || b.id - a.id);
    } else if (path === 'organismos' || path === 'tramites') {
      out = [...this.maps[path].values()].sort((a, b) => a.id - b.id);
    } else {
      const members = this.lists[path];
      out = [...this.maps.organismos.values()].filter((e) => members.has(e.id)).sort((a, b) => a.id - b.id);
    }
    this.cache.set(cacheKey, out);
    return out;
  }

  /** Record of a detail path (convocatorias detail also finds ordenadas-only records). */
  get(collection: EditableCollection, id: number): Entry | undefined {
    return this.maps[collection].get(id) ?? (collection === 'convocatorias' ? this.ordenadasOnly.get(id) : undefined);
  }

  private changed(): void {
    this.cache.clear();
    this.documents = null;
    this.images = null;
  }

  /** Whether a record names this upload path as an image: the simulator serves only those. */
  imageNamed(path: string): boolean {
    if (this.images === null) {
      const found = new Set<string>();
      const entries = [
        ...this.maps.convocatorias.values(),
        ...this.ordenadasOnly.values(),
        ...this.maps.tramites.values(),
        ...this.maps.organismos.values(),
      ];
      for (const entry of entries) {
        const imagen = entry.fields['imagen'];
        if (typeof imagen === 'string' && imagen.startsWith(uploadsPrefix)) found.add(imagen);
        for (const field of ['cuerpo', 'descripcion']) {
          const html = entry.fields[field];
          if (typeof html !== 'string') continue;
          for (const match of html.matchAll(/<img\s[^>]*\bsrc="([^"]+)"/g))
            if (match[1]?.startsWith(uploadsPrefix) === true) found.add(match[1]);
        }
      }
      this.images = found;
    }
    return this.images.has(path);
  }

  /** The record that lists an upload path among its `documentos`: the simulator serves only those. */
  documentOwner(path: string): DocumentOwnerText | undefined {
    if (this.documents === null) {
      const found = new Map<string, DocumentOwnerText>();
      const sources: [string, Iterable<Entry>][] = [
        ['Convocatoria', [...this.maps.convocatorias.values(), ...this.ordenadasOnly.values()]],
        ['Trámite', this.maps.tramites.values()],
      ];
      for (const [kind, entries] of sources) {
        for (const entry of [...entries].sort((a, b) => a.id - b.id)) {
          const documentos = entry.fields['documentos'];
          if (!Array.isArray(documentos)) continue;
          for (const d of documentos) {
            if (typeof d === 'string' && d.startsWith(uploadsPrefix) && !found.has(d))
              found.set(d, { kind, titulo: text(entry, 'titulo') });
          }
        }
      }
      this.documents = found;
    }
    return this.documents.get(path);
  }

  private allIds(collection: EditableCollection): number[] {
    const ids = [...this.maps[collection].keys()];
    return collection === 'convocatorias' ? ids.concat([...this.ordenadasOnly.keys()]) : ids;
  }

  private normalize(collection: EditableCollection, record: Record<string, unknown>): Record<string, unknown> {
    const fields: Record<string, unknown> = structuredClone({ ...templates[collection] });
    if (collection === 'convocatorias') fields['fecha_inicio'] = fields['fecha_fin'] = this.today;
    for (const [key, value] of Object.entries(record)) if (key !== 'id' && key !== 'url') fields[key] = structuredClone(value);
    return fields;
  }

  insert(collection: EditableCollection, record: Record<string, unknown>, options: { ordenadasOnly?: boolean } = {}): number {
    const ids = this.allIds(collection);
    const given = record['id'];
    if (given !== undefined && (typeof given !== 'number' || !Number.isInteger(given) || given < 0)) {
      throw new RangeError(`id inválido: ${String(given)}`);
    }
    const id = given ?? ids.reduce((max, n) => Math.max(max, n), 0) + 1;
    if (this.get(collection, id)) throw new RangeError(`Ya existe ${collection} con id ${id}`);
    // A new convocatoria is the newest publication: it goes to the head of the default order.
    const key = collection === 'convocatorias' ? [...this.maps.convocatorias.values()].reduce((max, e) => Math.max(max, e.key), 0) + 1 : id;
    const entry: Entry = { id, key, fields: this.normalize(collection, record) };
    if (options.ordenadasOnly && collection === 'convocatorias') this.ordenadasOnly.set(id, entry);
    else this.maps[collection].set(id, entry);
    this.changed();
    return id;
  }

  remove(collection: EditableCollection, id: number): void {
    const found = this.maps[collection].delete(id) || (collection === 'convocatorias' && this.ordenadasOnly.delete(id));
    if (!found) throw new RangeError(`No existe ${collection} con id ${id}`);
    if (collection === 'organismos') for (const list of Object.values(this.lists)) list.delete(id);
    this.changed();
  }

  update(collection: EditableCollection, id: number, patch: Record<string, unknown>): void {
    const entry = this.get(collection, id);
    if (!entry) throw new RangeError(`No existe ${collection} con id ${id}`);
    if (patch['id'] !== undefined && patch['id'] !== id) throw new RangeError('No se puede cambiar el id de un registro');
    for (const [key, value] of Object.entries(patch)) if (key !== 'id' && key !== 'url') entry.fields[key] = structuredClone(value);
    this.changed();
  }

  listAdd(list: ListName, id: number): void {
    if (!this.maps.organismos.has(id)) throw new RangeError(`No existe organismo con id ${id}`);
    this.lists[list].add(id);
    this.changed();
  }

  listRemove(list: ListName, id: number): void {
    if (!this.lists[list].delete(id)) throw new RangeError(`El organismo ${id} no está en ${list}`);
    this.changed();
  }

  /** One drift step for a list path: a new record at its head (new ids go last in id-ordered lists), one old record gone. */
  drift(path: CollectionPath, rng: Random, now: Date): void {
    const before = this.list(path, null).map((e) => e.id);
    const victim = before.length > 0 ? rng.pick(before) : undefined;
    const type = recordType(path);
    const nextId = this.allIds(type).reduce((max, n) => Math.max(max, n), 0) + 1;
    if (type === 'convocatorias') {
      this.insert(type, { id: nextId, ...freshConvocatoria(rng, nextId, now) });
    } else if (type === 'tramites') {
      const used = new Set([...this.maps.tramites.values()].map((e) => text(e, 'titulo')));
      this.insert(type, { id: nextId, ...freshTramite(rng, used) });
    } else {
      const used = new Set([...this.maps.organismos.values()].map((e) => text(e, 'nombre')));
      const kind = path === 'museos' ? 'museo' : path === 'institutos' ? 'instituto' : path === 'programas' ? 'programa' : 'otro';
      this.insert(type, { id: nextId, ...freshOrganismo(rng, nextId, kind, used) });
      if (isListName(path)) this.listAdd(path, nextId);
    }
    if (victim === undefined) return;
    if (isListName(path)) this.listRemove(path, victim);
    else this.remove(type, victim);
  }
}
