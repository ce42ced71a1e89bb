/**
 * Mis datos: "Exportar mis datos" hands over one JSON file of the person's own data (Mis
 * convocatorias, saved searches, favoritos); "Importar mis datos" merges one back and says what
 * it added, updated and left as it was, or why it refused the file (then nothing changed).
 */
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../../src-shared/errors';
import { onFirstUse } from '../../../src-shared/first-use';
import {
  personalLabels,
  personalTables,
  useMisDatos,
  type ExportOutcome,
  type ImportCounts,
  type MergeCounts,
  type PersonalTable,
} from '../../data/personal/mis-datos';
import { mimeTypes, offerFile } from '../exports/download';
import { Problem, type ProblemText } from '../../ui/Problem';
import { BusyButton } from '../../ui/BusyButton';

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** Each table's rows in words, with the gender of what they are. */
const nouns: Record<PersonalTable, { ending: 'a' | 'o'; one: string; many: string }> = {
  postulaciones: { ending: 'a', one: 'convocatoria', many: 'convocatorias' },
  busquedas: { ending: 'a', one: 'búsqueda guardada', many: 'búsquedas guardadas' },
  favoritos: { ending: 'o', one: 'favorito', many: 'favoritos' },
};

/** "2 agregadas, 1 actualizada, 3 sin cambios", and when the file had rows that could not be kept, "1 sin nombre, no importada". */
function countsText(table: PersonalTable, counts: MergeCounts): string {
  const { ending } = nouns[table];
  const parts = [
    count(counts.added, `agregad${ending}`, `agregad${ending}s`),
    count(counts.updated, `actualizad${ending}`, `actualizad${ending}s`),
    `${counts.skipped} sin cambios`,
  ];
  // Only saved searches are refused, and only for a name that is empty once trimmed.
  if (counts.refused > 0) parts.push(count(counts.refused, `sin nombre, no importad${ending}`, `sin nombre, no importad${ending}s`));
  return parts.join(', ');
}

/** "3 convocatorias, 1 búsqueda guardada y 0 favoritos". */
function exportedText(outcome: Extract<ExportOutcome, { ok: true }>): string {
  const parts = personalTables.map((table) => count(outcome.rows[table].length, nouns[table].one, nouns[table].many));
  return `${parts.slice(0, -1).join(', ')} y ${parts.at(-1) ?? ''}`;
}

const exportedAt = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-AR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

function ImportedStatus({ counts, exportado }: { counts: ImportCounts; exportado: string }) {
  return (
    <div role="status" className="settings-imported">
      <p>Se importaron tus datos del respaldo del {exportedAt().format(new Date(exportado))}:</p>
      <ul>
        {personalTables.map((table) => (
          <li key={table}>
            <strong>{personalLabels[table]}:</strong> {countsText(table, counts[table])}.
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MisDatos() {
  const { busy, imported, exportar, importar } = useMisDatos();
  const [exported, setExported] = useState<{ ok: true; message: string } | ({ ok: false } & ProblemText) | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const exportNow = (): void => {
    setExported(null);
    exportar().then(
      (outcome) => {
        if (!outcome.ok) return setExported(outcome);
        offerFile(outcome.name, mimeTypes.json, outcome.content);
        setExported({ ok: true, message: `Exportado: ${exportedText(outcome)} en ${outcome.name}.` });
      },
      (cause: unknown) => setExported({ ok: false, message: 'No se pudieron exportar tus datos.', detail: errorMessage(cause) }),
    );
  };

  const importFile = (file: File | undefined): void => {
    // Emptied, so that choosing the same file again is a change again.
    if (fileRef.current !== null) fileRef.current.value = '';
    if (file === undefined) return;
    setExported(null);
    importar(file).catch((cause: unknown) => setExported({ ok: false, message: 'No se importó nada.', detail: errorMessage(cause) }));
  };

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Mis datos</h2>
      <p className="settings-text">
        Mis convocatorias (etapas, notas y recordatorios), las búsquedas guardadas y los favoritos no vienen de la API: están solo en este
        equipo. Exportalos para guardar una copia o llevarlos a otro equipo. Al importar, se suman a los que hay; lo que esté en los dos
        queda en su versión más reciente, sin perder ninguna nota.
      </p>
      <p className="settings-row">
        <BusyButton onClick={exportNow} busy={busy}>
          Exportar mis datos
        </BusyButton>
        <BusyButton onClick={() => fileRef.current?.click()} busy={busy}>
          {busy ? 'Importando…' : 'Importar mis datos…'}
        </BusyButton>
        <input
          ref={fileRef}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label="Archivo de mis datos"
          onChange={(event) => importFile(event.target.files?.[0])}
        />
      </p>
      {exported?.ok === true && (
        <p role="status" className="settings-saved">
          {exported.message}
        </p>
      )}
      {exported?.ok === false && <Problem text={exported.message} detail={exported.detail} />}
      {imported?.ok === true && <ImportedStatus counts={imported.counts} exportado={imported.exportado} />}
      {imported?.ok === false && <Problem text={imported.message} detail={imported.detail} />}
    </section>
  );
}
