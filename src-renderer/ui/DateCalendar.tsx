/**
 * The month calendar inside DateField's popover: react-day-picker in Spanish, weeks from Monday.
 * Its own module so that the picker and its styles load only when a calendar is first opened.
 */
import { addYears, endOfYear, startOfYear } from 'date-fns';
import { DayPicker, type Matcher } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

export interface DateCalendarProps {
  selected: Date | null;
  min: Date | null;
  max: Date | null;
  onSelect: (date: Date) => void;
}

// How far the year dropdown reaches when no min/max says otherwise.
const yearsBack = 10;
const yearsAhead = 5;

export function DateCalendar({ selected, min, max, onSelect }: DateCalendarProps) {
  const disabled: Matcher[] = [];
  if (min !== null) disabled.push({ before: min });
  if (max !== null) disabled.push({ after: max });
  const today = new Date();
  return (
    <DayPicker
      mode="single"
      required
      selected={selected ?? undefined}
      onSelect={onSelect}
      locale={es}
      weekStartsOn={1}
      captionLayout="dropdown"
      defaultMonth={selected ?? min ?? today}
      startMonth={min ?? startOfYear(addYears(today, -yearsBack))}
      endMonth={max ?? endOfYear(addYears(today, yearsAhead))}
      disabled={disabled}
      fixedWeeks
      autoFocus
    />
  );
}
