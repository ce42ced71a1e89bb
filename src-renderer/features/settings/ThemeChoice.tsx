/** Tema: Sistema, Claro u Oscuro, applied as soon as it is chosen (no Guardar: it is not in settings.json). */
import { useId } from 'react';
import { setTheme, useTheme, type Theme } from '../../ui/theme';

const options: readonly { value: Theme; label: string }[] = [
  { value: 'system', label: 'Sistema' },
  { value: 'light', label: 'Claro' },
  { value: 'dark', label: 'Oscuro' },
];

export function ThemeChoice() {
  const theme = useTheme();
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Tema</h2>
      <div role="radiogroup" aria-labelledby={`${id}-title`} aria-describedby={`${id}-help`} className="settings-radios">
        {options.map((option) => (
          <label key={option.value} className="settings-radio">
            <input
              type="radio"
              name={`${id}-theme`}
              value={option.value}
              checked={theme === option.value}
              onChange={() => setTheme(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <small id={`${id}-help`} className="field-help">
        Sistema sigue el modo claro u oscuro del equipo. Se aplica al instante y se recuerda en este equipo.
      </small>
    </section>
  );
}
