import { useId, type KeyboardEvent } from 'react';

interface SearchBoxProps {
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  /** ArrowDown leaves the box for the first result, so the keyboard never needs Tab to reach the list. */
  onArrowDown: () => void;
}

/** The "Buscar" box of the list views. */
export function SearchBox({ value, placeholder, onChange, onArrowDown }: SearchBoxProps) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    onArrowDown();
  };
  return (
    <div className="field field-grow">
      <label htmlFor={id}>Buscar</label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
