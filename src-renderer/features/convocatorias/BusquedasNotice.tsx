/**
 * The status bar's line after a sync of this tab that brought convocatorias new to some saved
 * search: "3 convocatorias nuevas en «Música en Córdoba»", a link that opens it (several searches:
 * one line summing them up, the first one linked, each with its count in the title); × hides it.
 */
import type { MouseEvent } from 'react';
import { dismissBusquedaNotice, useBusquedaNotice, useBusquedaNoticeProblem } from '../../data/personal/busquedas-notices';
import { Problem } from '../../ui/Problem';
import './busquedas.css';

/** Hides the notice; the focus, on the × that goes with it, goes on to what follows in the bar (Sincronizar). */
function dismiss(event: MouseEvent<HTMLButtonElement>): void {
  const next = event.currentTarget.parentElement?.nextElementSibling;
  dismissBusquedaNotice();
  if (next instanceof HTMLElement) next.focus();
}

export function BusquedasNotice() {
  const notice = useBusquedaNotice();
  const problem = useBusquedaNoticeProblem();
  if (problem !== null) return <Problem inline text={problem.message} detail={problem.detail} />;
  if (notice === null) return null;
  return (
    <span role="status" className="busquedas-notice" data-testid="busquedas-notice">
      <a href={notice.href} title={notice.detail}>
        {notice.text}
      </a>
      <button type="button" aria-label="Ocultar el aviso de búsquedas guardadas" title="Ocultar" onClick={dismiss}>
        ×
      </button>
    </span>
  );
}
