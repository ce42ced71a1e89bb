import type { ReactNode } from 'react';
import { Icon } from './Icon';

interface ListHeaderProps {
  /** The list's name: the page's h1, read by screen readers (the navigation already shows it). */
  title: string;
  titleId: string;
  panelHidden: boolean;
  onTogglePanel: (hidden: boolean) => void;
  /** The count, then any actions (the Exportar menu). */
  children: ReactNode;
}

/** The bar above a list: show or hide the filter panel, the count, the list's actions. */
export function ListHeader({ title, titleId, panelHidden, onTogglePanel, children }: ListHeaderProps) {
  return (
    <header className="list-header">
      <button type="button" className="toolbar-button" aria-pressed={!panelHidden} onClick={() => onTogglePanel(!panelHidden)}>
        <Icon name="filter" /> Filtros
      </button>
      <h1 id={titleId} className="sr-only">
        {title}
      </h1>
      {children}
    </header>
  );
}
