import type { ComponentProps, MouseEvent } from 'react';

/**
 * A button whose own work may be running (`busy`): meanwhile it says it is unavailable
 * (aria-disabled, drawn as disabled) and ignores clicks, but keeps the keyboard's focus. A
 * `disabled` button loses it: the browser drops it to the page, and a keyboard user starts over
 * from the top. `disabled` stays for a button with nothing to do.
 */
export function BusyButton({ busy, onClick, type = 'button', ...props }: ComponentProps<'button'> & { busy: boolean }) {
  const click = (event: MouseEvent<HTMLButtonElement>): void => {
    // A submit button's default would still submit its form.
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return <button {...props} type={type} aria-disabled={busy || undefined} onClick={click} />;
}
