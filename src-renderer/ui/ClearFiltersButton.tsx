import { focusAfterClear } from './panes';

/**
 * "Limpiar filtros" of a list's panel and of its empty state: clears, then hands the focus on
 * (focusAfterClear), as the button goes disabled or away with what it cleared. The one in the line
 * of filters above the convocatorias list keeps the focus in that line instead (Summary.tsx).
 */
export function ClearFiltersButton({ onClear, disabled, className }: { onClear: () => void; disabled?: boolean; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      disabled={disabled}
      onClick={() => {
        onClear();
        focusAfterClear();
      }}
    >
      Limpiar filtros
    </button>
  );
}
