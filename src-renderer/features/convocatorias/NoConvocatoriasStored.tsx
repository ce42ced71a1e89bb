import { NothingStored } from '../../ui/ListState';

/** No convocatoria in the cache yet: the list and the Calendario say so, not that none matches or closes. */
export function NoConvocatoriasStored() {
  return <NothingStored arriving="Descargando convocatorias…" none="Todavía no hay convocatorias guardadas en este equipo." />;
}
