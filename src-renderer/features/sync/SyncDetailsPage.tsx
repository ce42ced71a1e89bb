import { collectionLabels } from '../../../src-shared/api/collections';
import type { Reject } from '../../../src-shared/api';
import { bridgeErrorDetail } from '../../../src-shared/errors';
import type { SyncOutcome, SyncPhase, SyncProgress } from '../../../src-shared/sync';
import { describeTotals, lastRunTotals, type SyncChanges } from '../../data/novedades';
import { startSync, syncedCollections, useSyncSnapshot, useSyncStates, type SyncStateRow } from '../../data/sync';
import { formatCount, formatRelative } from '../../ui/format';

function Problems({ title, items }: { title: string; items: readonly Reject[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Posición</th>
            <th scope="col">Id</th>
            <th scope="col">Motivo</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.position}>
              <td>{item.position}</td>
              <td>{item.id ?? '—'}</td>
              <td>{item.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const phaseLabels: Record<SyncPhase, string> = {
  waiting: 'en espera',
  counting: 'contando',
  fetching: 'descargando',
  verifying: 'verificando',
  reconciling: 'la API cambió: descargando de nuevo',
  done: 'terminada',
  failed: 'falló',
  cancelled: 'cancelada',
};

function progressText(progress: SyncProgress | undefined): string {
  if (progress === undefined) return '—';
  const total = progress.total === null ? '' : ` de ${formatCount(progress.total)}`;
  const retries = progress.retries > 0 ? `, ${formatCount(progress.retries)} reintentos` : '';
  return `${phaseLabels[progress.phase]}: ${formatCount(progress.fetched)}${total}${retries}`;
}

function errorDetail(outcome: SyncOutcome | undefined): string {
  return outcome?.error == null ? '' : ` (detalle técnico: ${bridgeErrorDetail(outcome.error)})`;
}

function stateText(state: SyncStateRow | undefined): string {
  if (state === undefined) return 'Nunca sincronizada';
  if (state.running) return 'Sincronizando o interrumpida';
  if (state.problem !== null) return state.problem;
  return 'Completa';
}

/** A count of the last run; a first sync stored everything, so it has no "new" to count. */
function changeCount(changes: SyncChanges | null, key: 'added' | 'changed' | 'removed'): string {
  return changes === null || changes.first ? '—' : formatCount(changes[key]);
}

function LastChanges({ states }: { states: readonly SyncStateRow[] }) {
  if (states.every((state) => state.changes == null)) return null;
  const totals = lastRunTotals(states);
  return (
    <p data-testid="last-changes">
      {totals === null
        ? 'La primera sincronización descargó todo: desde la próxima se cuentan los registros nuevos, cambiados y eliminados.'
        : `Última sincronización: ${describeTotals(totals)}.`}
    </p>
  );
}

/** Per collection: what the mirror holds, when it was last complete, and what the API sent that was refused. */
export function SyncDetailsPage() {
  const states = useSyncStates();
  const snapshot = useSyncSnapshot();
  if (states === undefined) return <p className="state">Cargando…</p>;
  const byCollection = new Map(states.map((state) => [state.collection, state]));
  return (
    <section className="page" aria-labelledby="sync-title">
      <header className="page-header">
        <h1 id="sync-title">Sincronización</h1>
        <button type="button" disabled={snapshot.running} onClick={() => void startSync()}>
          {snapshot.running ? 'Sincronizando…' : 'Sincronizar ahora'}
        </button>
      </header>
      <LastChanges states={states} />
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Colección</th>
            <th scope="col">Registros</th>
            <th scope="col">Última completa</th>
            <th scope="col">Estado</th>
            <th scope="col">Rechazados</th>
            <th scope="col">Advertencias</th>
            <th scope="col">Nuevos</th>
            <th scope="col">Cambiados</th>
            <th scope="col">Eliminados</th>
            <th scope="col">Esta sincronización</th>
          </tr>
        </thead>
        <tbody>
          {syncedCollections.map((collection) => {
            const state = byCollection.get(collection);
            return (
              <tr key={collection}>
                <th scope="row">{collectionLabels[collection]}</th>
                <td>
                  {formatCount(state?.stored ?? 0)}
                  {state?.count == null ? '' : ` de ${formatCount(state.count)}`}
                </td>
                <td>{state?.lastCompleteAt == null ? 'Nunca' : formatRelative(state.lastCompleteAt)}</td>
                <td>
                  {stateText(state)}
                  {errorDetail(snapshot.outcomes.find((o) => o.collection === collection))}
                </td>
                <td>{formatCount(state?.rejects.length ?? 0)}</td>
                <td>{formatCount(state?.warnings.length ?? 0)}</td>
                <td>{changeCount(state?.changes ?? null, 'added')}</td>
                <td>{changeCount(state?.changes ?? null, 'changed')}</td>
                <td>{changeCount(state?.changes ?? null, 'removed')}</td>
                <td>{progressText(snapshot.progress[collection])}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {syncedCollections.map((collection) => {
        const state = byCollection.get(collection);
        if (state === undefined || state.rejects.length + state.warnings.length === 0) return null;
        return (
          <section key={collection} aria-label={`Problemas en ${collectionLabels[collection]}`}>
            <h2>{collectionLabels[collection]}</h2>
            <Problems title="Registros rechazados (no se guardaron)" items={state.rejects} />
            <Problems title="Advertencias (se guardaron)" items={state.warnings} />
          </section>
        );
      })}
    </section>
  );
}
