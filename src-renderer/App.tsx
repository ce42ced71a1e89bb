import { lazy, Suspense, useEffect } from 'react';
import { useClosingSoonNotices } from './data/avisos';
import { syncIfStale } from './data/sync';
import { ConvocatoriaDetail } from './features/convocatorias/ConvocatoriaDetail';
import { ConvocatoriasPage } from './features/convocatorias/ConvocatoriasPage';
import { FavoritosPage } from './features/favoritos/FavoritosPage';
import { OrganismoDetail } from './features/organismos/OrganismoDetail';
import { OrganismosPage } from './features/organismos/OrganismosPage';
import { SyncDetailsPage } from './features/sync/SyncDetailsPage';
import { SyncStatus } from './features/sync/SyncStatus';
import { TramiteDetail } from './features/tramites/TramiteDetail';
import { TramitesPage } from './features/tramites/TramitesPage';
import { useMenuCommands } from './menu';
import { listHref, parentList, parseRoute, rememberList, useHash, type Route } from './router';

// The settings view carries the zod schemas for its form: loaded only when opened.
const SettingsPage = lazy(async () => ({ default: (await import('./features/settings/SettingsPage')).SettingsPage }));

function CurrentView({ route }: { route: Route }) {
  switch (route.view) {
    case 'convocatorias':
      return <ConvocatoriasPage params={route.params} />;
    case 'convocatoria':
      return <ConvocatoriaDetail id={route.id} />;
    case 'organismos':
      return <OrganismosPage key={route.list} list={route.list} params={route.params} />;
    case 'organismo':
      return <OrganismoDetail id={route.id} />;
    case 'tramites':
      return <TramitesPage params={route.params} />;
    case 'tramite':
      return <TramiteDetail id={route.id} />;
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

const sections = [
  { href: '#/convocatorias', label: 'Convocatorias', views: ['convocatorias', 'convocatoria'] },
  { href: '#/organismos', label: 'Organismos', views: ['organismo'] },
  { href: '#/programas', label: 'Programas', views: [] },
  { href: '#/museos', label: 'Museos', views: [] },
  { href: '#/institutos', label: 'Institutos', views: [] },
  { href: '#/tramites', label: 'Trámites', views: ['tramites', 'tramite'] },
  { href: '#/favoritos', label: 'Favoritos', views: ['favoritos'] },
  { href: '#/configuracion', label: 'Configuración', views: ['configuracion'] },
] as const;

function isCurrent(section: (typeof sections)[number], route: Route): boolean {
  if (route.view === 'organismos') return section.href === `#/${route.list}`;
  return (section.views as readonly string[]).includes(route.view);
}

/** Escape leaves a detail for its list, unless the person is typing somewhere. */
function useEscapeBack(route: Route): void {
  const parent = parentList(route);
  useEffect(() => {
    if (parent === null) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      const typing = event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable]') !== null;
      if (event.key !== 'Escape' || typing || event.defaultPrevented) return;
      window.location.hash = listHref(parent);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [parent]);
}

export function App() {
  const hash = useHash();
  const route = parseRoute(hash);
  useEffect(() => rememberList(hash), [hash]);
  useEffect(() => {
    void syncIfStale();
  }, []);
  useMenuCommands();
  useEscapeBack(route);
  useClosingSoonNotices();
  return (
    <div className="app">
      <header className="app-header">
        <span className="brand">Directorio de Cultura</span>
        <nav aria-label="Secciones">
          {sections.map((section) => (
            <a key={section.href} href={section.href} aria-current={isCurrent(section, route) ? 'page' : undefined}>
              {section.label}
            </a>
          ))}
        </nav>
      </header>
      <main className="app-main">
        <CurrentView route={route} />
      </main>
      <SyncStatus />
    </div>
  );
}
