import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSettings, type SaveOutcome, type Settings, type SettingsView } from '../../data/settings';
import { fieldErrors, settingsLimits, settingsSchema, type SettingsField } from '../../../src-shared/settings';

type Form = Record<SettingsField, string>;

const toForm = (settings: Settings): Form => ({
  baseUrl: settings.baseUrl,
  pageSize: String(settings.pageSize),
  concurrency: String(settings.concurrency),
  autoSyncHours: String(settings.autoSyncHours),
  closingSoonDays: String(settings.closingSoonDays),
});

/** Empty stays NaN so the schema reports it, instead of Number('') quietly being 0. */
const toNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

function Field(props: {
  field: SettingsField;
  label: string;
  help: string;
  error: string | undefined;
  children: (attributes: { id: string; 'aria-invalid': boolean; 'aria-describedby': string }) => ReactNode;
}) {
  const id = `${useId()}-${props.field}`;
  const described = props.error === undefined ? `${id}-help` : `${id}-help ${id}-error`;
  return (
    <div className="field settings-field">
      <label htmlFor={id}>{props.label}</label>
      {props.children({ id, 'aria-invalid': props.error !== undefined, 'aria-describedby': described })}
      <small id={`${id}-help`} className="field-help">
        {props.help}
      </small>
      {props.error !== undefined && (
        <span id={`${id}-error`} className="field-error">
          {props.error}
        </span>
      )}
    </div>
  );
}

function SettingsForm({ view, save }: { view: SettingsView; save: (next: Settings) => Promise<SaveOutcome> }) {
  const [form, setForm] = useState<Form>(() => toForm(view.settings));
  const [errors, setErrors] = useState<Partial<Record<SettingsField, string>>>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const edit = (field: SettingsField) => (event: { target: { value: string } }) => {
    setForm({ ...form, [field]: event.target.value });
    setResult(null);
  };

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    const candidate = {
      baseUrl: form.baseUrl,
      pageSize: toNumber(form.pageSize),
      concurrency: toNumber(form.concurrency),
      autoSyncHours: toNumber(form.autoSyncHours),
      closingSoonDays: toNumber(form.closingSoonDays),
    };
    // The same schema main applies: errors show per field before anything is sent.
    const parsed = settingsSchema.safeParse(candidate);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setResult({ ok: false, message: 'Revisá los campos marcados; no se guardó nada.' });
      return;
    }
    setErrors({});
    setSaving(true);
    void save(parsed.data).then((outcome) => {
      setSaving(false);
      if (!outcome.ok) return setResult({ ok: false, message: outcome.message });
      setForm(toForm(outcome.view.settings));
      setResult({ ok: true, message: 'Configuración guardada. Se aplica desde la próxima descarga.' });
    });
  };

  const { pageSize, concurrency, autoSyncHours, closingSoonDays } = settingsLimits;
  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate aria-label="Configuración">
      <Field field="baseUrl" label="URL base de la API" error={errors.baseUrl} help="Solo http:// o https://. Se usa el origen: la API está en /api/v2.0/.">
        {(attributes) => <input {...attributes} type="url" inputMode="url" spellCheck={false} value={form.baseUrl} onChange={edit('baseUrl')} />}
      </Field>
      <Field field="pageSize" label="Tamaño de página" error={errors.pageSize} help={`Registros por pedido a la API, de ${pageSize.min} a ${pageSize.max}.`}>
        {(attributes) => <input {...attributes} type="number" min={pageSize.min} max={pageSize.max} step={1} value={form.pageSize} onChange={edit('pageSize')} />}
      </Field>
      <Field field="concurrency" label="Descargas simultáneas" error={errors.concurrency} help={`Pedidos en paralelo durante una sincronización, de ${concurrency.min} a ${concurrency.max}.`}>
        {(attributes) => <input {...attributes} type="number" min={concurrency.min} max={concurrency.max} step={1} value={form.concurrency} onChange={edit('concurrency')} />}
      </Field>
      <Field
        field="autoSyncHours"
        label="Sincronizar automáticamente cada (horas)"
        error={errors.autoSyncHours}
        help={`De ${autoSyncHours.min} a ${autoSyncHours.max}; 0 = nunca (solo a mano).`}
      >
        {(attributes) => <input {...attributes} type="number" min={autoSyncHours.min} max={autoSyncHours.max} step={1} value={form.autoSyncHours} onChange={edit('autoSyncHours')} />}
      </Field>
      <Field
        field="closingSoonDays"
        label="Avisar cuando un favorito cierra en (días)"
        error={errors.closingSoonDays}
        help={`De ${closingSoonDays.min} a ${closingSoonDays.max}; 0 = no avisar. Las convocatorias favoritas abiertas que cierran dentro de ese plazo se resaltan y avisan.`}
      >
        {(attributes) => <input {...attributes} type="number" min={closingSoonDays.min} max={closingSoonDays.max} step={1} value={form.closingSoonDays} onChange={edit('closingSoonDays')} />}
      </Field>
      <div className="settings-actions">
        <button type="submit" disabled={saving}>
          Guardar
        </button>
        {result !== null &&
          (result.ok ? (
            <p role="status" className="settings-saved">
              {result.message}
            </p>
          ) : (
            <p role="alert" className="status-error">
              {result.message}
            </p>
          ))}
      </div>
    </form>
  );
}

export function SettingsPage() {
  const { view, problem, save } = useSettings();
  return (
    <section className="page" aria-labelledby="settings-title">
      <header className="page-header">
        <h1 id="settings-title">Configuración</h1>
      </header>
      {view === null ? (
        problem === null ? <p className="state">Cargando…</p> : <p role="alert" className="status-error">{problem}</p>
      ) : (
        <>
          {view.notice !== null && (
            <p className="note" role="alert">
              {view.notice}
            </p>
          )}
          {view.baseUrlOverride !== null && (
            <p className="note" data-testid="base-url-override">
              Esta ejecución usa la API en <strong>{view.baseUrlOverride}</strong>, indicada al iniciar (--base-url o
              DIRECTORIO_BASE_URL). Tiene prioridad sobre la URL base guardada, que se usará al iniciar sin esa opción.
            </p>
          )}
          <SettingsForm view={view} save={save} />
          <p className="muted">
            API en uso: {view.effectiveBaseUrl}. Se guarda en {view.location}.
          </p>
        </>
      )}
    </section>
  );
}
