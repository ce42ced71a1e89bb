/**
 * Configuración, for people first: Tema, then Sincronización and Avisos (saved with Guardar),
 * the rarely needed API and download tuning folded under "Avanzado", and Datos last, where the
 * one destructive action lives.
 */
import { useSettings } from '../../data/settings';
import { ClearData } from './ClearData';
import { SettingsForm } from './SettingsForm';
import { ThemeChoice } from './ThemeChoice';
import './settings.css';

export function SettingsPage() {
  const { view, problem, save } = useSettings();
  return (
    <section className="page settings-page" aria-labelledby="settings-title">
      <header className="page-header">
        <h1 id="settings-title">Configuración</h1>
      </header>
      <div className="settings-body">
        {view !== null && view.notice !== null && (
          <p className="note" role="alert">
            {view.notice}
          </p>
        )}
        <ThemeChoice />
        {view === null ? (
          problem === null ? (
            <p className="state">Cargando…</p>
          ) : (
            <p role="alert" className="status-error">
              {problem}
            </p>
          )
        ) : (
          <SettingsForm view={view} save={save} />
        )}
        <ClearData />
      </div>
    </section>
  );
}
