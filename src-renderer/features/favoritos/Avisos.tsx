import { assertNever } from '../../../src-shared/assert-never';
import { requestNoticePermission, useNoticePermission, useNoticeProblem } from '../../data/personal/avisos';
import { Problem } from '../../ui/Problem';
import { useAppConfig } from '../../data/bridge/config';

/**
 * How the notices of Mis convocatorias (closing soon, reminders) reach the person. The desktop app shows system notifications from
 * main; in a browser they need the site's permission, asked only when the person presses the button.
 */
export function Avisos({ days }: { days: number }) {
  const problem = useNoticeProblem();
  return (
    <>
      <AvisosState days={days} />
      <Problem text={problem?.message ?? null} detail={problem?.detail ?? null} />
    </>
  );
}

function AvisosState({ days }: { days: number }) {
  const config = useAppConfig();
  const permission = useNoticePermission();
  if (config.status !== 'ready') return null;
  const rule =
    days <= 0
      ? 'un aviso el día de cada recordatorio (los de cierre están desactivados en Configuración)'
      : `un aviso el día de cada recordatorio, y uno por día para las que están en Me interesa o Preparando y cierran en ${days} ${days === 1 ? 'día' : 'días'} o menos`;
  if (config.value.mode === 'electron') return <p className="muted">Avisos: {rule}, como notificación del sistema.</p>;
  switch (permission) {
    case 'granted':
      return <p className="muted">Avisos activados en este navegador: {rule}.</p>;
    case 'denied':
      return <p className="muted">El navegador bloqueó los avisos de este sitio; se pueden permitir desde la configuración del sitio.</p>;
    case 'unavailable':
      return <p className="muted">Este navegador no muestra avisos.</p>;
    case 'default':
      return (
        <div className="avisos">
          <button type="button" onClick={requestNoticePermission}>
            Activar avisos
          </button>
          <span className="muted">El navegador pedirá permiso; después, {rule}.</span>
        </div>
      );
    default:
      return assertNever(permission);
  }
}
