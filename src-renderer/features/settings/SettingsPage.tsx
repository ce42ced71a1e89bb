/**
 * Configuración, for people first: Tema, then Sincronización and Avisos (saved with Guardar),
 * the rarely needed API and download tuning folded under "Avanzado", Mis datos (the backup of
 * the person's own data), and Datos last, where the one destructive action lives.
 */
import { useSettings } from '../../data/bridge/settings';
import { ClearData } from './ClearData';
import { MisDatos } from './MisDatos';
import { SettingsForm } from './SettingsForm';
import { ThemeChoice } from './ThemeChoice';
import { Problem } from '../../ui/Problem';
import './settings.css';

export function SettingsPage() {
  const { settings, save } = useSettings();
  return (
    <section className="page settings-page" aria-labelledby="settings-title">
      <header className="page-header">
        <h1 id="settings-title">Configuración</h1>
      </header>
      <div className="settings-body">
        {settings.status === 'ready' && settings.value.notice !== null && (
          <p className="note" role="alert">
            {settings.value.notice}
          </p>
        )}
        <ThemeChoice />
        {settings.status === 'loading' && <p className="state">Cargando…</p>}
        {settings.status === 'error' && <Problem text={settings.message} detail={settings.detail} />}
        {settings.status === 'ready' && <SettingsForm view={settings.value} save={save} />}
        <MisDatos />
        <ClearData />
      </div>
    </section>
  );
}
