/**
 * The saved settings (settings.json, through the bridge): Sincronización and Avisos for
 * everyone, the API's address and the download tuning under a collapsed "Avanzado". One
 * Guardar for all of them; the same zod schema as main checks each field before sending.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage } from '../../../src-shared/errors';
import { fieldErrors, settingsLimits, settingsSchema, type SettingsField } from '../../../src-shared/settings';
import { formatCount } from '../../ui/format';
import { Problem } from '../../ui/Problem';
import type { SaveOutcome, Settings, SettingsView } from '../../data/bridge/settings';

type Form = Record<SettingsField, string>;
type NumericField = Exclude<SettingsField, 'baseUrl'>;

const toForm = (settings: Settings): Form => ({
  baseUrl: settings.baseUrl,
  pageSize: String(settings.pageSize),
  concurrency: String(settings.concurrency),
  autoSyncHours: String(settings.autoSyncHours),
  closingSoonDays: String(settings.closingSoonDays),
  maxRequests: String(settings.maxRequests),
  firstReminderDays: String(settings.firstReminderDays),
  secondReminderDays: String(settings.secondReminderDays),
});

/** Empty stays NaN so the schema reports it, instead of Number('') quietly being 0. */
const toNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
/** A reminder left empty is no reminder, as 0 is. */
const toReminder = (text: string): number => (text.trim() === '' ? 0 : Number(text));

/** The fields under "Avanzado": an error in one of them opens it, so the error is seen. */
const advancedFields: readonly SettingsField[] = ['baseUrl', 'pageSize', 'concurrency', 'maxRequests'];
/** Screen order, for focusing the first field with an error. */
const fieldOrder: readonly SettingsField[] = [
  'autoSyncHours',
  'closingSoonDays',
  'firstReminderDays',
  'secondReminderDays',
  ...advancedFields,
];

function Field(props: {
  field: SettingsField;
  label: string;
  help: string;
  error: string | undefined;
  children: (attributes: { id: string; name: SettingsField; 'aria-invalid': boolean; 'aria-describedby': string }) => ReactNode;
}) {
  const id = `${useId()}-${props.field}`;
  const described = props.error === undefined ? `${id}-help` : `${id}-help ${id}-error`;
  return (
    <div className="settings-field">
      <label htmlFor={id}>{props.label}</label>
      {props.children({ id, name: props.field, 'aria-invalid': props.error !== undefined, 'aria-describedby': described })}
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function SettingsForm({ view, save }: { view: SettingsView; save: (next: Settings) => Promise<SaveOutcome> }) {
  const [form, setForm] = useState<Form>(() => toForm(view.settings));
  const [errors, setErrors] = useState<Partial<Record<SettingsField, string>>>({});
  const [result, setResult] = useState<{ ok: boolean; message: string; detail?: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const edit = (field: SettingsField) => (event: { target: { value: string } }) => {
    setForm({ ...form, [field]: event.target.value });
    setResult(null);
  };

  /** A whole number within the field's limits, as every numeric setting is. */
  const numberField = (field: NumericField, label: string, help: string): ReactNode => (
    <Field field={field} label={label} error={errors[field]} help={help}>
      {(attributes) => (
        <input
          {...attributes}
          className="settings-number"
          type="number"
          min={settingsLimits[field].min}
          max={settingsLimits[field].max}
          step={1}
          value={form[field]}
          onChange={edit(field)}
        />
      )}
    </Field>
  );

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    const candidate = {
      baseUrl: form.baseUrl,
      pageSize: toNumber(form.pageSize),
      concurrency: toNumber(form.concurrency),
      autoSyncHours: toNumber(form.autoSyncHours),
      closingSoonDays: toNumber(form.closingSoonDays),
      maxRequests: toNumber(form.maxRequests),
      firstReminderDays: toReminder(form.firstReminderDays),
      secondReminderDays: toReminder(form.secondReminderDays),
    };
    // The same schema main applies: errors show per field before anything is sent.
    const parsed = settingsSchema.safeParse(candidate);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      // Rendered at once (Avanzado opened if one of its fields is wrong), so that the first
      // field with an error can take the focus, its message already attached.
      flushSync(() => {
        setErrors(found);
        if (advancedFields.some((field) => found[field] !== undefined)) setAdvancedOpen(true);
        setResult({ ok: false, message: 'Revisá los campos marcados; no se guardó nada.' });
      });
      const first = fieldOrder.find((field) => found[field] !== undefined);
      if (first !== undefined) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    // save() answers failures as values (useSettings); the catch only guards against a bug.
    save(parsed.data)
      .then((outcome) => {
        if (!outcome.ok) return setResult({ ok: false, message: outcome.message, detail: outcome.detail });
        setForm(toForm(outcome.view.settings));
        setResult({ ok: true, message: 'Configuración guardada. Se aplica desde la próxima descarga.' });
      })
      .catch((cause: unknown) =>
        setResult({ ok: false, message: 'No se pudo guardar la configuración.', detail: errorMessage(cause, { named: true }) }),
      )
      .finally(() => setSaving(false));
  };

  const { pageSize, concurrency, autoSyncHours, closingSoonDays, maxRequests, firstReminderDays } = settingsLimits;
  const reminderHelp = `De ${firstReminderDays.min} a ${firstReminderDays.max}; 0 o vacío = sin este recordatorio.`;
  return (
    <form ref={formRef} className="settings-form" onSubmit={onSubmit} noValidate aria-label="Configuración">
      <Section title="Sincronización">
        {numberField(
          'autoSyncHours',
          'Sincronizar automáticamente cada (horas)',
          `Al abrirla y mientras está abierta, cuando la última descarga completa es más vieja. De ${autoSyncHours.min} a ${autoSyncHours.max}; 0 = nunca (solo a mano).`,
        )}
      </Section>
      <Section title="Avisos">
        {numberField(
          'closingSoonDays',
          'Días de aviso antes del cierre',
          `De ${closingSoonDays.min} a ${closingSoonDays.max}; 0 = no avisar. Las convocatorias abiertas de Mis convocatorias en Me interesa o Preparando que cierran dentro de ese plazo se resaltan y avisan.`,
        )}
      </Section>
      <Section title="Calendario exportado (.ics)">
        <p className="settings-text">
          Cada cierre exportado como calendario lleva hasta dos recordatorios, que el programa de calendario muestra esos días antes.
        </p>
        {numberField('firstReminderDays', 'Primer recordatorio (días antes del cierre)', reminderHelp)}
        {numberField('secondReminderDays', 'Segundo recordatorio (días antes del cierre)', reminderHelp)}
      </Section>
      <details className="settings-advanced" open={advancedOpen} onToggle={(event) => setAdvancedOpen(event.currentTarget.open)}>
        <summary>Avanzado</summary>
        {view.baseUrlOverride !== null && (
          <p className="note" data-testid="base-url-override">
            Esta ejecución usa la API en <strong>{view.baseUrlOverride}</strong>, indicada al iniciar (--base-url o DIRECTORIO_BASE_URL).
            Tiene prioridad sobre la URL base guardada, que se usará al iniciar sin esa opción.
          </p>
        )}
        <Field
          field="baseUrl"
          label="URL base de la API"
          error={errors.baseUrl}
          help="Solo http:// o https://. Se usa el origen: la API está en /api/v2.0/."
        >
          {(attributes) => (
            <input
              {...attributes}
              className="settings-url"
              type="url"
              inputMode="url"
              spellCheck={false}
              value={form.baseUrl}
              onChange={edit('baseUrl')}
            />
          )}
        </Field>
        {numberField('pageSize', 'Tamaño de página', `Registros por pedido a la API, de ${pageSize.min} a ${formatCount(pageSize.max)}.`)}
        {numberField(
          'concurrency',
          'Descargas simultáneas',
          `Pedidos en paralelo durante una sincronización, de ${concurrency.min} a ${concurrency.max}.`,
        )}
        {numberField(
          'maxRequests',
          'Pedidos por colección (máximo)',
          `Pedidos que una sincronización puede hacer por lista, reintentos incluidos, de ${formatCount(maxRequests.min)} a ${formatCount(maxRequests.max)}. Una lista que necesitaría más se detiene con el motivo y no se borra nada de ella.`,
        )}
        <p className="muted settings-where">
          API en uso: {view.effectiveBaseUrl}. Se guarda en {view.location}.
        </p>
      </details>
      <div className="settings-actions">
        <button type="submit" className="settings-primary" disabled={saving}>
          Guardar
        </button>
        {result !== null &&
          (result.ok ? (
            <p role="status" className="settings-saved">
              {result.message}
            </p>
          ) : (
            <Problem text={result.message} detail={result.detail ?? null} />
          ))}
      </div>
    </form>
  );
}
