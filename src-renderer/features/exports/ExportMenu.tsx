/**
 * The one "Exportar" menu, on the convocatorias list and on Mis convocatorias: exactly the
 * convocatorias a view shows (its filters, its order) as .ics, CSV (for spreadsheets in Spanish,
 * or the international comma CSV) or JSON; the .ics of Mis convocatorias adds the personal reminders.
 */
import { BusyButton } from '../../ui/BusyButton';
import { Icon } from '../../ui/Icon';
import { useMenuButton } from '../../ui/useMenuButton';
import type { ExportFormat } from './actions';
import type { CalendarRecordatorio } from './ics';
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
  /** Personal reminders (Mis convocatorias), written in the .ics only. */
  recordatorios?: readonly CalendarRecordatorio[];
  /** Calls the view lists that are no longer published (Mis convocatorias): not exported, and said so. */
  unpublished?: number;
}

const noRecordatorios: readonly CalendarRecordatorio[] = [];

export function ExportMenu({ convocatorias, label, recordatorios = noRecordatorios, unpublished = 0 }: ExportMenuProps) {
  const { busy, outcome, run } = useExport();
  const { open, toggle, close, menuId, button, menu, onMenuKey } = useMenuButton();
  const empty = convocatorias === undefined || (convocatorias.length === 0 && recordatorios.length === 0);

  return (
    <div className="export-menu">
      <BusyButton
        ref={button}
        className="toolbar-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={empty}
        busy={busy}
        onClick={toggle}
      >
        <Icon name="download" /> Exportar
      </BusyButton>
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
                if (convocatorias !== undefined) run(convocatorias, format, { recordatorios, unpublished });
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
