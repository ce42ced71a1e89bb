import { useEffect, type ComponentType } from 'react';
import { assertNever } from '../src-shared/assert-never';
import { useCatchUpTexts } from './data/documents/auto-save-state';
import { useClosingSoonNotices } from './data/personal/avisos';
import { useBusquedaNotices } from './data/personal/busquedas-notices';
import { ConvocatoriasPage } from './features/convocatorias/ConvocatoriasPage';
import { listNames } from './features/organismos/lists';
import { SyncStatus } from './features/sync/SyncStatus';
import { useMenuCommands } from './menu';
import { favoritosRedirect, listHref, listOf, parseRoute, rememberList, replaceHash, useHash, type ListView, type Route } from './router';
import { LoadFailure, lazyPart, type LazyPart } from './ui/lazy';
import { focusList, onPaneKey } from './ui/panes';
import { SectionNav, type NavItem } from './ui/SectionNav';
import { useWindowTitle } from './ui/title';

/**
 * Only the first screen (Convocatorias) is in the script the window starts with; every other view
 * loads when first opened, or a moment before when its link is pointed at or focused.
 */
function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  return lazyPart(load, {
    loading: <p className="state">Cargando…</p>,
    failed: (retry, message) => (
      <section className="page">
        <LoadFailure what="No se pudo cargar esta vista." message={message} retry={retry} />
      </section>
    ),
  });
}

const views = {
  organismos: lazyView(async () => (await import('./features/organismos/OrganismosPage')).OrganismosPage),
  tramites: lazyView(async () => (await import('./features/tramites/TramitesPage')).TramitesPage),
  configuracion: lazyView(async () => (await import('./features/settings/SettingsPage')).SettingsPage),
  sincronizacion: lazyView(async () => (await import('./features/sync/SyncDetailsPage')).SyncDetailsPage),
  misConvocatorias: lazyView(async () => (await import('./features/mis-convocatorias/MisConvocatoriasPage')).MisConvocatoriasPage),
  calendario: lazyView(async () => (await import('./features/calendario/CalendarioPage')).CalendarioPage),
};

/** Props for a link to a view: its code starts loading when the link is pointed at or focused. */
function preloading(view: keyof typeof views): { onPointerEnter: () => void; onFocus: () => void } {
  const { preload } = views[view];
  return { onPointerEnter: preload, onFocus: preload };
}

function listPreload(list: ListView): (() => void) | undefined {
  if (list === 'convocatorias') return undefined;
  return views[list === 'tramites' ? 'tramites' : 'organismos'].preload;
}

function CurrentView({ route }: { route: Route }) {
  switch (route.view) {
    case 'convocatorias':
      return <ConvocatoriasPage params={route.params} id={route.id} />;
    case 'organismos':
      return <views.organismos.Part key={route.list} list={route.list} params={route.params} id={route.id} />;
    case 'tramites':
      return <views.tramites.Part params={route.params} id={route.id} />;
    case 'configuracion':
      return <views.configuracion.Part />;
    case 'sincronizacion':
      return <views.sincronizacion.Part />;
    case 'mis-convocatorias':
      return <views.misConvocatorias.Part params={route.params} id={route.id} />;
    case 'calendario':
      return <views.calendario.Part params={route.params} />;
    case 'not-found':
      return (
        <section className="page">
          <h1>Página no encontrada</h1>
          <p>
            No existe la vista «{route.path}». <a href="#/convocatorias">Ir a Convocatorias</a>
          </p>
        </section>
      );
    default:
      return assertNever(route);
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

/** The sections, Calendario and Mis convocatorias beside Convocatorias (what a person comes for stays out of "Más" longest); a record opened from a list keeps that list current (a museo read from Museos: Museos). */
function navItems(route: Route): NavItem[] {
  const current = listOf(route);
  const items: NavItem[] = [];
  for (const list of lists) {
    const preload = listPreload(list);
    items.push({ href: listHref(list), label: listLabels[list], current: current === list, ...(preload === undefined ? {} : { preload }) });
    if (list !== 'convocatorias') continue;
    items.push(
      { href: '#/calendario', label: 'Calendario', current: route.view === 'calendario', preload: views.calendario.preload },
      {
        href: '#/mis-convocatorias',
        label: 'Mis convocatorias',
        current: route.view === 'mis-convocatorias',
        preload: views.misConvocatorias.preload,
      },
    );
  }
  return items;
}

/** The view's name, for the window title. */
function viewName(route: Route): string | null {
  const list = listOf(route);
  if (list !== null) return listLabels[list];
  switch (route.view) {
    case 'configuracion':
      return 'Configuración';
    case 'sincronizacion':
      return 'Sincronización';
    case 'mis-convocatorias':
      return 'Mis convocatorias';
    case 'calendario':
      return 'Calendario';
    // The lists are named above; a page that does not exist has no name of its own.
    case 'convocatorias':
    case 'organismos':
    case 'tramites':
    case 'not-found':
      return null;
    default:
      return assertNever(route);
  }
}

export function App() {
  const hash = useHash();
  const route = parseRoute(hash);
  const current = listOf(route);
  useEffect(() => rememberList(hash), [hash]);
  useEffect(() => {
    const redirect = favoritosRedirect(hash);
    if (redirect !== null) replaceHash(redirect);
  }, [hash]);
  useMenuCommands();
  useClosingSoonNotices();
  useBusquedaNotices();
  useCatchUpTexts();
  useWindowTitle(viewName(route));
  useEffect(() => {
    window.addEventListener('keydown', onPaneKey);
    return () => window.removeEventListener('keydown', onPaneKey);
  }, []);
  return (
    <div className="app">
      {current !== null && (
        <button type="button" className="skip-link" onClick={focusList}>
          Saltar a la lista
        </button>
      )}
      <header className="app-header">
        <span className="brand">Directorio de Cultura</span>
        <SectionNav items={navItems(route)} />
        <a
          className="header-settings"
          href="#/configuracion"
          aria-current={route.view === 'configuracion' ? 'page' : undefined}
          {...preloading('configuracion')}
        >
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
