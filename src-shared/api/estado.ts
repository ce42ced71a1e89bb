export const estados = ['abierta', 'cerrada'] as const;
export type Estado = (typeof estados)[number];

/** Unknown estado values are kept and flagged, never rejected. */
export function isKnownEstado(value: string): value is Estado {
  return (estados as readonly string[]).includes(value);
}
