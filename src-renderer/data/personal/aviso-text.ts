/** The words of a notice for a followed convocatoria (avisos.ts gives them). */
import { formatDate } from '../../ui/format';
import { closingText } from './favoritos-rules';
import type { DueNotice } from './postulaciones-db';

/** When the call closes, after a reminder: by its day, or "hoy" when that is today (no other notice comes that day). */
function closingSentence(fechaFin: string | null, today: string): string {
  if (fechaFin === null) return '';
  if (fechaFin === today) return ' Cierra hoy.';
  return fechaFin < today ? ` Cerró el ${formatDate(fechaFin)}.` : ` Cierra el ${formatDate(fechaFin)}.`;
}

/** A notice's title and text, in Spanish. */
export function noticeText({ reason, postulacion, current }: DueNotice, today: string): { title: string; body: string } {
  const titulo = current?.titulo ?? postulacion.titulo;
  if (reason === 'cierre' && current !== null) {
    return { title: 'Una convocatoria que seguís cierra pronto', body: `«${titulo}»: ${closingText(current, today).toLowerCase()}.` };
  }
  const closing = closingSentence(current?.fechaFin ?? postulacion.fechaFin, today);
  return { title: 'Recordatorio de Mis convocatorias', body: `Hoy es el día que elegiste para «${titulo}».${closing}` };
}
