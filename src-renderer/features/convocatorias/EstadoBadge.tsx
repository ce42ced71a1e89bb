import { isKnownEstado } from '../../../src-shared/api/estado';

export function EstadoBadge({ estado }: { estado: string }) {
  const known = isKnownEstado(estado);
  const label = known ? (estado === 'abierta' ? 'Abierta' : 'Cerrada') : `Estado desconocido: ${estado}`;
  return <span className={`badge badge-${known ? estado : 'desconocido'}`}>{label}</span>;
}
