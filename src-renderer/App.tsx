import { Fragment, lazy, Suspense, useEffect } from 'react';
import { useClosingSoonNotices } from './data/avisos';
import { startAutoSync } from './data/auto-sync';
import { syncIfStale } from './data/sync';
import { CalendarioPage } from './features/calendario/CalendarioPage';
import { ConvocatoriasPage } from './features/convocatorias/ConvocatoriasPage';
import { FavoritosPage } from './features/favoritos/FavoritosPage';
import { listNames } from './features/organismos/lists';
import { OrganismosPage } from './features/organismos/OrganismosPage';
import { SyncDetailsPage } from './features/sync/SyncDetailsPage';
import { SyncStatus } from './features/sync/SyncStatus';
import { TramitesPage } from './features/tramites/TramitesPage';
import { useMenuCommands } from './menu';
import { listHref, listOf, parseRoute, rememberList, useHash, type ListView, type Route } from './router';
import { useWindowTitle } from './ui/title';

// The settings view carries the zod schemas for its form: loaded only when opened.
const SettingsPage = lazy(async () => ({ default: (await import('./features/settings/SettingsPage')).SettingsPage }));

function CurrentView({ route }: { route: Route }) {
  switch (route.view) {
    case 'convocatorias':
      return <ConvocatoriasPage params={route.params} id={route.id} />;
    case 'organismos':
      return <OrganismosPage key={route.list} list={route.list} params={route.params} id={route.id} />;
    case 'tramites':
      return <TramitesPage params={route.params} id={route.id} />;
    case 'configuracion':
      return (
        <Suspense fallback={<p className="state">Cargando…</p>}>
          <SettingsPage />
        </Suspense>
      );
    case 'sincronizacion':
      return <SyncDetailsPage />;
    case 'favoritos':
      return <FavoritosPage />;
    case 'calendario':
      return <CalendarioPage params={route.params} />;
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

const listLabels: Record<ListView, string> = {
  convocatorias: 'Convocatorias',
  organismos: listNames.organismos.title,
  programas: listNames.programas.title,
  museos: listNames.museos.title,
  institutos: listNames.institutos.title,
  tramites: 'Trámites',
};
const lists: readonly ListView[] = ['convocatorias', 'organismos', 'programas', 'museos', 'institutos', 'tramites'];

/** The view's name, for the window title. */
function viewName(route: Route): string | null {
  const list = listOf(route);
  if (list !== null) return listLabels[list];
  switch (route.view) {
    case 'configuracion':
      return 'Configuración';
    case 'sincronizacion':
      return 'Sincronización';
    case 'favoritos':
      return 'Favoritos';
    case 'calendario':
      return 'Calendario';
    default:
      return null;
  }
}

export function App() {
  const hash = useHash();
  const route = parseRoute(hash);
  const current = listOf(route);
  useEffect(() => rememberList(hash), [hash]);
  // Checked at start, then on a timer and when the network or the window comes back.
  useEffect(() => startAutoSync(syncIfStale), []);
  useMenuCommands();
  useClosingSoonNotices();
  useWindowTitle(viewName(route));
  return (
    <div className="app">
      <header className="app-header">
        <span className="brand">Directorio de Cultura</span>
        <nav aria-label="Secciones">
          {lists.map((list) => (
            // A record opened from a list keeps that list highlighted (a museo read from Museos: Museos).
            <Fragment key={list}>
              <a href={listHref(list)} aria-current={current === list ? 'page' : undefined}>
                {listLabels[list]}
              </a>
              {list === 'convocatorias' && (
                <a href="#/calendario" aria-current={route.view === 'calendario' ? 'page' : undefined}>
                  Calendario
                </a>
              )}
            </Fragment>
          ))}
          <a href="#/favoritos" aria-current={route.view === 'favoritos' ? 'page' : undefined}>
            Favoritos
          </a>
        </nav>
        <a className="header-settings" href="#/configuracion" aria-current={route.view === 'configuracion' ? 'page' : undefined}>
          Configuración
        </a>
      </header>
      <main className="app-main">
        <CurrentView route={route} />
      </main>
      <SyncStatus />
    </div>
  );
}
