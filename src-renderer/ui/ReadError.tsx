import { useListReadFailure, type ListTable, type ReadFailure } from '../data/read-failures';
import './read-error.css';
import { TechnicalDetails } from './TechnicalDetails';

/** A read of the cache that failed: in words, a button that reads again, and what the browser said under Detalles técnicos. */
export function ReadFailureNote({ failure }: { failure: ReadFailure }) {
  return (
    <div className="state read-error" role="alert">
      <p>No se pudieron leer los datos guardados. Probá de nuevo; si vuelve a pasar, reiniciá la aplicación.</p>
      <button type="button" onClick={failure.retry}>
        Reintentar
      </button>
      <TechnicalDetails detail={failure.message} />
    </div>
  );
}

/**
 * Where a list would say "Cargando…": that, or, once the read of its table failed, why and a
 * retry. Without `loading` it shows nothing until a read fails.
 */
export function ReadError({ table, loading }: { table: ListTable; loading?: string }) {
  const failure = useListReadFailure(table);
  if (failure !== null) return <ReadFailureNote failure={failure} />;
  return loading === undefined ? null : <p className="state">{loading}</p>;
}
