import type { ConvocatoriaRow } from '../../data/convocatorias';
import { formatDate, formatShortDate } from '../../ui/format';
import { EstadoBadge } from './EstadoBadge';

/** The estado badge and the date range, short in lists and long in the detail. */
export function EstadoYFechas({ convocatoria, long = false }: { convocatoria: ConvocatoriaRow; long?: boolean }) {
  const format = long ? formatDate : formatShortDate;
  return (
    <>
      <EstadoBadge estado={convocatoria.estado} />
      <span>
        Del {format(convocatoria.fechaInicio)} al {format(convocatoria.fechaFin)}
      </span>
    </>
  );
}
