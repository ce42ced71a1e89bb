import { useListReadFailure, type ListTable, type ReadFailure } from '../data/read-failures';
import './read-error.css';

/** A read of the cache that failed: what the browser said, and a button that reads again. */
export function ReadFailureNote({ failure }: { failure: ReadFailure }) {
  return (
    <div className="state read-error" role="alert">
      <p>No se pudieron leer los datos guardados: {failure.message}</p>
      <button type="button" onClick={failure.retry}>
        Reintentar
      </button>
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
