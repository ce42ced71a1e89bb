import { useConvocatorias } from '../../data/convocatorias';
import type { ConvocatoriaRow } from '../../data/convocatorias';
import { startSync, useSyncSnapshot } from '../../data/sync';
import { replaceQuery } from '../../router';
import { formatCount } from '../../ui/format';
import { VirtualList } from '../../ui/VirtualList';
import { EstadoYFechas } from './EstadoYFechas';

function ConvocatoriaItem({ convocatoria }: { convocatoria: ConvocatoriaRow }) {
  return (
    <a className="row-link" href={`#/convocatorias/${convocatoria.id}`}>
      <span className="row-title">{convocatoria.titulo}</span>
      <span className="row-meta">
        <EstadoYFechas convocatoria={convocatoria} />
      </span>
    </a>
  );
}

export function ConvocatoriasPage({ params }: { params: URLSearchParams }) {
  const search = params.get('q') ?? '';
  const rows = useConvocatorias({ search });
  const sync = useSyncSnapshot();

  const onSearch = (value: string): void => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete('q');
    else next.set('q', value);
    replaceQuery('/convocatorias', next);
  };

  return (
    <section className="page" aria-labelledby="convocatorias-title">
      <header className="page-header">
        <h1 id="convocatorias-title">Convocatorias</h1>
        <p className="result-count" data-testid="result-count" aria-live="polite">
          {rows === undefined ? 'Cargando…' : `${formatCount(rows.length)} ${rows.length === 1 ? 'convocatoria' : 'convocatorias'}`}
        </p>
      </header>
      <div className="filters">
        <label className="field">
          <span>Buscar</span>
          <input type="search" value={search} placeholder="Título, resumen o texto" onChange={(e) => onSearch(e.target.value)} />
        </label>
      </div>
      {rows === undefined ? (
        <p className="state">Cargando convocatorias…</p>
      ) : rows.length === 0 ? (
        search !== '' ? (
          <p className="state">Ninguna convocatoria coincide con «{search}».</p>
        ) : sync.running ? (
          <p className="state">Descargando convocatorias…</p>
        ) : (
          <div className="state">
            <p>Todavía no hay convocatorias guardadas en este equipo.</p>
            <button type="button" onClick={() => void startSync()}>
              Sincronizar ahora
            </button>
          </div>
        )
      ) : (
        <VirtualList
          items={rows}
          label="Convocatorias"
          rowHeight={68}
          getKey={(row) => row.id}
          renderRow={(row) => <ConvocatoriaItem convocatoria={row} />}
        />
      )}
    </section>
  );
}
