import {
  closingChip,
  shortDay,
  startChip,
  stateLabels,
  urgency,
  vencidaText,
  convocatoriaState,
} from '../../data/search/convocatoria-state';

interface Dated {
  estado: string;
  fechaFin: string;
}

/** Abierta (green), Ya cerró (grey: the API still calls it open), Cerrada; an unknown estado as it came. */
export function StateChip({ convocatoria, today }: { convocatoria: Dated; today: string }) {
  const state = convocatoriaState(convocatoria, today);
  if (!state.known) return <span className="badge badge-desconocido">Estado desconocido: {state.estado}</span>;
  const why = state.state === 'vencida' ? vencidaText(convocatoria.fechaFin) : undefined;
  return (
    <span className={`badge badge-${state.state}`} title={why}>
      {stateLabels[state.state]}
    </span>
  );
}

/**
 * An abierta whose dates have not begun: "Empieza en 8 días", its first day as its title; nothing
 * for any other call. It goes before the closing chip, which a list sorted by closing still needs.
 */
export function StartChip({ convocatoria, today }: { convocatoria: Dated & { fechaInicio: string }; today: string }) {
  const text = startChip(convocatoria, today);
  if (text === null) return null;
  return (
    <span className="start-chip" title={`Fecha de inicio: ${shortDay(convocatoria.fechaInicio)}`}>
      {text}
    </span>
  );
}

/** The time left to the closing day: "Cierra en 5 días", "Cerró hace 3 días"; the date itself as its title. */
export function ClosingChip({ convocatoria, today }: { convocatoria: Dated; today: string }) {
  const text = closingChip(convocatoria, today);
  if (text === null) return null;
  return (
    <span className={`time-chip time-${urgency(convocatoria, today)}`} title={`Fecha de cierre: ${shortDay(convocatoria.fechaFin)}`}>
      {text}
    </span>
  );
}
