/**
 * The one "Exportar" menu, on the convocatorias list and on Favoritos: exactly the convocatorias
 * a view shows (its filters, its order) as .ics, CSV (for spreadsheets in Spanish, or the
 * international comma CSV) or JSON.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../ui/Icon';
import type { ExportFormat } from './actions';
import type { ExportedConvocatoria } from './json';
import { ExportStatus, useExport } from './useExport';

const items: [ExportFormat, string][] = [
  ['ics', 'Exportar calendario (.ics)'],
  ['csv', 'Exportar CSV'],
  ['csv-internacional', 'Exportar CSV (internacional)'],
  ['json', 'Exportar JSON'],
];

export interface ExportMenuProps {
  /** Undefined while the view is still reading them: the menu waits. */
  convocatorias: readonly ExportedConvocatoria[] | undefined;
  /** The menu's name for screen readers: what it exports. */
  label: string;
}

export function ExportMenu({ convocatorias, label }: ExportMenuProps) {
  const { busy, outcome, run } = useExport();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const empty = convocatorias === undefined || convocatorias.length === 0;

  useEffect(() => {
    if (!open) return undefined;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent): void => {
      if (!(event.target instanceof Node) || menu.current?.contains(event.target) || button.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (): void => {
    setOpen(false);
    button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>): void => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: entries.length - 1 };
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
      return;
    }
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    entries[(next + entries.length) % entries.length]?.focus();
  };

  return (
    <div className="export-menu">
      <button
        ref={button}
        type="button"
        className="toolbar-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={empty || busy}
        onClick={() => setOpen(!open)}
      >
        <Icon name="download" /> Exportar
      </button>
      {open && (
        <div ref={menu} id={menuId} className="menu" role="menu" aria-label={label} onKeyDown={onMenuKey}>
          {items.map(([format, label]) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close();
                if (convocatorias !== undefined) run(convocatorias, format);
              }}
            >
              {label}
            </button>
          ))}
        </div>
      )}
      <ExportStatus outcome={outcome} />
    </div>
  );
}
