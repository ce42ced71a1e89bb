import { clsx } from 'clsx';
import { useToday, type ConvocatoriaRow } from '../../data/convocatorias';
import { isNewRecord, useNewSince } from '../../data/novedades';
import { closesSoon, closingText, useClosingSoonDays } from '../../data/personal/favoritos';
import { etapaLabels, useEtapa, watchesClosing } from '../../data/personal/postulaciones';

type Marked = Pick<ConvocatoriaRow, 'id' | 'estado' | 'fechaFin' | 'firstSeen'>;

/**
 * The marks a convocatoria carries in lists and in the reader: "Nuevo" when the last sync brought
 * it; its etapa in Mis convocatorias when the person follows it, and, while it is Me interesa or
 * Preparando and Abierta, whether it closes within the days of the settings (its closing in the
 * mark's title). `compact` (list rows) only: in the reader the etapa is the control beside it.
 */
export function ConvocatoriaMarks({ row, compact = false }: { row: Marked; compact?: boolean }) {
  const since = useNewSince('convocatoria');
  const etapa = useEtapa(row.id) ?? null;
  const days = useClosingSoonDays();
  const today = useToday();
  const soon = etapa !== null && watchesClosing(etapa) && closesSoon(row, today, days);
  const soonText = soon ? closingText(row, today) : null;
  return (
    <>
      {isNewRecord(row, since) && <span className="badge badge-nuevo">Nuevo</span>}
      {etapa !== null && compact && (
        <span
          className={clsx('badge', 'badge-etapa', `etapa-${etapa}`, soon && 'badge-etapa-soon')}
          title={soonText === null ? `Mis convocatorias: ${etapaLabels[etapa]}` : `${etapaLabels[etapa]}: ${soonText.toLowerCase()}`}
        >
          <span className="sr-only">Mis convocatorias: </span>
          {etapaLabels[etapa]}
        </span>
      )}
    </>
  );
}
