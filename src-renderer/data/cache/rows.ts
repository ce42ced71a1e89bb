/** API records to the rows the app keeps: the domain's words, plus folded text for search. */
import type { Convocatoria, Organismo, Tramite } from '../../../src-shared/api';
import type { Membership } from '../../../src-shared/sync';
import { fold, foldedAway, htmlToText, unfold } from '../../../src-shared/text';
import { classifyConvocatoria } from '../search/convocatoria-facet-rules';
import type { OrganismoRow, StoredConvocatoriaRow, TramiteRow } from './db';

/**
 * The folded search text of a record: kept from the row it replaces when the text it comes from
 * is the same (folding a body costs tens of microseconds, and most records come back unchanged).
 */
function searchTextOf<P extends { searchText: string }>(
  previous: P | undefined,
  same: (previous: P) => boolean,
  make: () => string,
): string {
  return previous !== undefined && same(previous) ? previous.searchText : make();
}

/** What a convocatoria's row derives from its texts: its search text, what folding took from it, its facets. */
type DerivedTexts = Pick<StoredConvocatoriaRow, 'searchText' | 'asWritten' | 'facets'>;

function derivedTexts(record: Convocatoria): DerivedTexts {
  const written = `${record.titulo} ${record.bajada} ${htmlToText(record.cuerpo)}`;
  const searchText = fold(written);
  const asWritten = foldedAway(written, searchText);
  return {
    searchText,
    ...(asWritten === null ? {} : { asWritten }),
    facets: classifyConvocatoria({ titulo: record.titulo, bajada: record.bajada, searchText }),
  };
}

/** The rows leave the body out (see BodyChunk); `sameBody`: the record's body is the one stored with `previous`. */
export function toConvocatoriaRow(
  record: Convocatoria,
  membership: Membership,
  firstSeen = 0,
  previous?: StoredConvocatoriaRow,
  sameBody = false,
): StoredConvocatoriaRow {
  // Kept from the row it replaces when its texts are this record's (as searchTextOf; classifying costs as much again).
  const same = previous !== undefined && sameBody && previous.titulo === record.titulo && previous.bajada === record.bajada;
  const { searchText, asWritten, facets } = same ? previous : derivedTexts(record);
  return {
    id: record.id,
    url: record.url,
    link: record.link,
    imagen: record.imagen,
    titulo: record.titulo,
    bajada: record.bajada,
    estado: record.estado,
    fechaInicio: record.fecha_inicio,
    fechaFin: record.fecha_fin,
    documentos: record.documentos,
    searchText,
    ...(asWritten === undefined ? {} : { asWritten }),
    facets,
    firstSeen,
    ...membership,
  };
}

/**
 * The text of a convocatoria's body as written, from its row alone: its search text unfolded
 * (see foldedAway), after titulo and bajada. Folded when the row cannot give it back as written
 * (see StoredConvocatoriaRow's asWritten).
 */
export function bodyTextOf(row: Pick<StoredConvocatoriaRow, 'titulo' | 'bajada' | 'searchText' | 'asWritten'>): string {
  return row.asWritten === undefined
    ? row.searchText.slice(fold(`${row.titulo} ${row.bajada} `).length)
    : unfold(row.searchText, row.asWritten).slice(row.titulo.length + row.bajada.length + 2);
}

export function toOrganismoRow(
  record: Organismo,
  membership: Membership,
  firstSeen = 0,
  previous?: OrganismoRow,
  sameBody = false,
): OrganismoRow {
  return {
    id: record.id,
    url: record.url,
    link: record.link,
    nombre: record.nombre,
    direccion: record.direccion,
    telefono: record.telefono,
    email: record.email,
    provincia: record.provincia,
    dependeDe: record.depende_de,
    autoridad: record.autoridad,
    searchText: searchTextOf(
      previous,
      (p) => sameBody && p.nombre === record.nombre && p.provincia === record.provincia && p.dependeDe === record.depende_de,
      () => fold(`${record.nombre} ${record.provincia} ${record.depende_de} ${htmlToText(record.descripcion)}`),
    ),
    firstSeen,
    ...membership,
  };
}

export function toTramiteRow(record: Tramite, membership: Membership, firstSeen = 0, previous?: TramiteRow, sameBody = false): TramiteRow {
  return {
    id: record.id,
    url: record.url,
    titulo: record.titulo,
    bajada: record.bajada,
    documentos: record.documentos,
    searchText: searchTextOf(
      previous,
      (p) => sameBody && p.titulo === record.titulo && p.bajada === record.bajada,
      () => fold(`${record.titulo} ${record.bajada} ${htmlToText(record.cuerpo)}`),
    ),
    firstSeen,
    ...membership,
  };
}

/** A record's body, the part its row leaves out. */
export function bodyOf(record: Convocatoria | Organismo | Tramite): string {
  return 'descripcion' in record ? record.descripcion : record.cuerpo;
}
