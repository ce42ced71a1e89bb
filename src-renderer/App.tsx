import { useEffect } from 'react';
import { syncIfStale } from './data/sync';
import { ConvocatoriaDetail } from './features/convocatorias/ConvocatoriaDetail';
import { ConvocatoriasPage } from './features/convocatorias/ConvocatoriasPage';
import { SettingsPage } from './features/settings/SettingsPage';
import { SyncDetailsPage } from './features/sync/SyncDetailsPage';
import { SyncStatus } from './features/sync/SyncStatus';
import { useMenuCommands } from './menu';
import { parseRoute, useHash } from './router';

function CurrentView() {
  const route = parseRoute(useHash());
  switch (route.view) {
    case 'convocatorias':
      return <ConvocatoriasPage params={route.params} />;
    case 'convocatoria':
      return <ConvocatoriaDetail id={route.id} />;
    case 'configuracion':
      return <SettingsPage />;
    case 'sincronizacion':
      return <SyncDetailsPage />;
    case 'not-found':
      return (
        <section className="page">
          <h1>Página no encontrada</h1>
          <p>
            No existe la vista «{route.path}». <a href="#/convocatorias">Ir a Convocatorias</a>
          </p>
        </section>
      );
  }
}

export function App() {
  useEffect(() => {
    void syncIfStale();
  }, []);
  useMenuCommands();
  return (
    <div className="app">
      <header className="app-header">
        <span className="brand">Directorio de Cultura</span>
        <nav aria-label="Secciones">
          <a href="#/convocatorias">Convocatorias</a>
          <a href="#/configuracion">Configuración</a>
        </nav>
      </header>
      <main className="app-main">
        <CurrentView />
      </main>
      <SyncStatus />
    </div>
  );
}
