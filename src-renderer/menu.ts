/** Electron's application menu, heard by the page: Sincronizar starts a sync, Configuración opens the view. */
import { useEffect } from 'react';
import { assertNever } from '../src-shared/assert-never';
import type { MenuCommand } from '../src-shared/channels';
import { onMenuCommand } from './bridge';
import { requestSync } from './data/sync/controller';

export function runMenuCommand(command: MenuCommand): void {
  switch (command) {
    case 'sincronizar':
      requestSync();
      return;
    case 'configuracion':
      window.location.hash = '#/configuracion';
      return;
    default:
      return assertNever(command);
  }
}

export function useMenuCommands(): void {
  useEffect(() => onMenuCommand(runMenuCommand), []);
}
