import type { ReactNode } from 'react';
import type { Collection, Reject } from '../../../src-shared/api';
import { collectionLabels } from '../../../src-shared/api/collections';
import { bridgeErrorDetail } from '../../../src-shared/errors';
import type { SyncOutcome, SyncPhase, SyncProgress } from '../../../src-shared/sync';
import { useConnection, useNow } from '../../data/sync/connection';
import { describeTotals, lastRunTotals, lastRunUnfinished, type SyncChanges } from '../../data/novedades';
import {
  requestSync,
  syncedCollections,
  useHeldConvocatorias,
  useSyncSnapshot,
  useSyncStates,
  type SyncSnapshot,
  type SyncStateRow,
} from '../../data/sync/controller';
import { useSyncStatesFailure } from '../../data/read-failures';
import { formatCount } from '../../ui/format';
import { ReadFailureNote } from '../../ui/ReadError';
import { collectionLine, collectionTitle, describeFailure, failedOutcome, orderNote, problemsLine } from './describe';
import './sync.css';
import { BusyButton } from '../../ui/BusyButton';

/** A table that may scroll sideways in its own box: focusable, so keyboard users can scroll it too. */
function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sync-table-box" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

function Problems({ title, items, of }: { title: string; items: readonly Reject[]; of: string }) {
  if (items.length === 0) return null;
  return (
    <>
      <h2>{title}</h2>
      <TableBox label={`${title} en ${of}`}>
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
      </TableBox>
    </>
  );
}

function LastChanges({ states }: { states: readonly SyncStateRow[] }) {
  if (states.every((state) => state.changes == null)) return null;
  const totals = lastRunTotals(states);
  return (
    <p data-testid="last-changes">
      {totals === null
        ? 'La primera sincronización descargó todo: desde la próxima se cuentan los registros nuevos, cambiados y eliminados.'
        : `Última sincronización${lastRunUnfinished(states) ? ', sin terminar' : ''}: ${describeTotals(totals)}.`}
    </p>
  );
}

interface CollectionProps {
  collection: Collection;
  state: SyncStateRow | undefined;
  snapshot: SyncSnapshot;
  now: number;
  /** The number to name instead of what the last run stored (the convocatorias the cache holds). */
  held: number | undefined;
}

/** One collection in a line of words; what the API sent that was refused or flagged behind a disclosure. */
function CollectionItem({ collection, state, snapshot, now, held }: CollectionProps) {
  const outcome = snapshot.outcomes.find((o) => o.collection === collection);
  const line = collectionLine(state, snapshot.progress[collection], outcome, snapshot.running, now, held);
  const problems = problemsLine(state);
  const title = collectionTitle(collection);
  return (
    <li className={`sync-collection sync-tone-${line.tone}`} aria-label={title}>
      <div className="sync-collection-line">
        <span className="sync-collection-name">{title}</span>
        <span className="sync-collection-words">
          <span className="sync-collection-state">{line.text}</span>
          {problems !== null && <span className="sync-collection-problems">{problems}</span>}
        </span>
      </div>
      {state !== undefined && problems !== null && (
        <details>
          <summary>Ver registros rechazados y advertencias</summary>
          <section aria-label={`Problemas en ${collectionLabels[collection]}`}>
            <Problems title="Registros rechazados (no se guardaron)" items={state.rejects} of={collectionLabels[collection]} />
            <Problems title="Advertencias (se guardaron)" items={state.warnings} of={collectionLabels[collection]} />
          </section>
        </details>
      )}
    </li>
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
  return `${phaseLabels[progress.phase]}: ${formatCount(progress.fetched)}${total}`;
}

/** A count of the last run; a first sync stored everything, so it has no "new" to count. */
function changeCount(changes: SyncChanges | null, key: 'added' | 'changed' | 'removed'): string {
  return changes === null || changes.first ? '—' : formatCount(changes[key]);
}

function technicalState(state: SyncStateRow | undefined, outcome: SyncOutcome | undefined): string {
  const stored = state === undefined ? 'sin estado' : state.running ? 'en curso o interrumpida' : (state.problem ?? 'completa');
  return outcome?.error == null ? stored : `${stored} (${outcome.error.kind}: ${bridgeErrorDetail(outcome.error)})`;
}

/** The API's two counts of convocatorias and why they differ, once both lists were read. */
function OrderNote({ byCollection, held }: { byCollection: Map<Collection, SyncStateRow>; held: number | undefined }) {
  const list = byCollection.get('convocatorias');
  const order = byCollection.get('convocatorias/ordenadas');
  if (list?.lastCompleteAt == null || order?.lastCompleteAt == null || held === undefined) return null;
  const note = orderNote({ list, order, held });
  return note === null ? null : <p data-testid="order-note">{note}</p>;
}

interface TechnicalProps {
  byCollection: Map<Collection, SyncStateRow>;
  snapshot: SyncSnapshot;
  held: number | undefined;
}

/** The figures behind the lines, for whoever needs to tell the API's fault from the app's. */
function TechnicalDetails({ byCollection, snapshot, held }: TechnicalProps) {
  return (
    <details className="sync-technical">
      <summary>Detalles técnicos</summary>
      <OrderNote byCollection={byCollection} held={held} />
      <TableBox label="Detalles técnicos por colección">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Colección</th>
              <th scope="col">Registros</th>
              <th scope="col">Generación</th>
              <th scope="col">Última completa</th>
              <th scope="col">Rechazados</th>
              <th scope="col">Advertencias</th>
              <th scope="col">Nuevos</th>
              <th scope="col">Cambiados</th>
              <th scope="col">Eliminados</th>
              <th scope="col">Esta sincronización</th>
              <th scope="col">Pedidos</th>
              <th scope="col">Reintentos</th>
              <th scope="col">Estado y error técnico</th>
            </tr>
          </thead>
          <tbody>
            {syncedCollections.map((collection) => {
              const state = byCollection.get(collection);
              const outcome = snapshot.outcomes.find((o) => o.collection === collection);
              const progress = snapshot.progress[collection];
              return (
                <tr key={collection}>
                  <th scope="row">{collectionLabels[collection]}</th>
                  <td className="sync-number">
                    {formatCount(state?.stored ?? 0)}
                    {state?.count == null ? '' : ` de ${formatCount(state.count)}`}
                  </td>
                  <td className="sync-number">{state === undefined ? '—' : state.generation}</td>
                  <td>{state?.lastCompleteAt == null ? 'nunca' : new Date(state.lastCompleteAt).toLocaleString('es-AR')}</td>
                  <td className="sync-number">{formatCount(state?.rejects.length ?? 0)}</td>
                  <td className="sync-number">{formatCount(state?.warnings.length ?? 0)}</td>
                  <td className="sync-number">{changeCount(state?.changes ?? null, 'added')}</td>
                  <td className="sync-number">{changeCount(state?.changes ?? null, 'changed')}</td>
                  <td className="sync-number">{changeCount(state?.changes ?? null, 'removed')}</td>
                  <td>{progressText(progress)}</td>
                  <td className="sync-number">{outcome === undefined ? '—' : formatCount(outcome.requests)}</td>
                  <td className="sync-number">{formatCount(outcome?.retries ?? progress?.retries ?? 0)}</td>
                  <td className="sync-wrap">{technicalState(state, outcome)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableBox>
    </details>
  );
}

/** Per collection, in words: what the mirror holds, whether it is current, and what the API sent that was refused. */
export function SyncDetailsPage() {
  const states = useSyncStates();
  const statesFailure = useSyncStatesFailure();
  const snapshot = useSyncSnapshot();
  const now = useNow();
  const connection = useConnection(now);
  const held = useHeldConvocatorias();
  if (states === undefined)
    return statesFailure === null ? <p className="state">Cargando…</p> : <ReadFailureNote failure={statesFailure} />;
  const byCollection = new Map(states.map((state) => [state.collection, state]));
  const failed = snapshot.running ? undefined : failedOutcome(snapshot.outcomes);
  const notice = snapshot.outcomes.find((outcome) => outcome.notice !== undefined)?.notice;
  const lastComplete = Math.min(...syncedCollections.map((c) => byCollection.get(c)?.lastCompleteAt ?? 0));
  return (
    <section className="page sync-page" aria-labelledby="sync-title">
      <header className="page-header">
        <h1 id="sync-title">Sincronización</h1>
        <BusyButton busy={snapshot.running} onClick={requestSync}>
          {snapshot.running ? 'Sincronizando…' : 'Sincronizar ahora'}
        </BusyButton>
      </header>
      <p className={`sync-connection-line sync-connection-${connection.tone}`} data-testid="connection-line">
        <span className={`dot dot-${connection.tone}`} aria-hidden="true" />
        {connection.sentence}
      </p>
      {failed !== undefined && (
        <p className="sync-failure" data-testid="sync-failure">
          {describeFailure(failed, lastComplete > 0 ? lastComplete : null, now).full}
        </p>
      )}
      {notice !== undefined && (
        <p className="note" role="status" data-testid="sync-notice">
          {notice}
        </p>
      )}
      <LastChanges states={states} />
      <ul className="sync-collections" aria-label="Colecciones">
        {syncedCollections.map((collection) => (
          <CollectionItem
            key={collection}
            collection={collection}
            state={byCollection.get(collection)}
            snapshot={snapshot}
            now={now}
            held={collection === 'convocatorias' ? held : undefined}
          />
        ))}
      </ul>
      <TechnicalDetails byCollection={byCollection} snapshot={snapshot} held={held} />
    </section>
  );
}
