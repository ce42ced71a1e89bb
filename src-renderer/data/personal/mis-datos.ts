/** "Mis datos" for the settings view: export and import the backup of the app's database. Views use this, never Dexie. */
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../src-shared/errors';
import { db } from '../cache/db';
import { exportPersonalRows, importRespaldoFile, type ExportOutcome, type ImportOutcome, type PickedFile } from './respaldo-db';

export type { ExportOutcome, ImportOutcome } from './respaldo-db';
export type { ImportCounts, MergeCounts } from './respaldo-merge';
export { personalLabels, personalTables, type PersonalTable } from './respaldo';

export interface MisDatosState {
  busy: boolean;
  /** The last import's outcome; null before any (and while one runs). */
  imported: ImportOutcome | null;
  exportar(): Promise<ExportOutcome>;
  importar(file: PickedFile): Promise<ImportOutcome>;
}

/** Never rejects: a defect is shown as a failed import. */
export function useMisDatos(): MisDatosState {
  const [busy, setBusy] = useState(false);
  const [imported, setImported] = useState<ImportOutcome | null>(null);
  const exportar = useCallback(() => exportPersonalRows(db, new Date()), []);
  const importar = useCallback(async (file: PickedFile): Promise<ImportOutcome> => {
    setBusy(true);
    setImported(null);
    const outcome = await importRespaldoFile(db, file).catch((cause: unknown): ImportOutcome => ({
      ok: false,
      message: 'No se importó nada.',
      detail: errorMessage(cause),
    }));
    setBusy(false);
    setImported(outcome);
    return outcome;
  }, []);
  return { busy, imported, exportar, importar };
}
