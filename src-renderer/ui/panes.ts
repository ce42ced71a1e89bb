/**
 * The keyboard between the window's parts, as in a mail client: `/` puts the cursor in the view's
 * search box; F6 (Shift+F6 back) goes filter panel → list → reader and round; the skip link
 * (the first Tab) goes to the list. Inside each part its own keys stay: arrows in the list,
 * Escape in the reader.
 */

/** Each part, and where the focus lands in it: the list's selected row, else its first row. */
const panes: readonly { part: string; entry: readonly string[] }[] = [
  { part: '.lr-panel', entry: ['input', 'select', 'button', 'a[href]'] },
  { part: '.lr-list', entry: ['[aria-current="true"] a[href]', '[data-row-index] a[href]', 'input, button'] },
  { part: '.lr-reader, .lr-alone', entry: ['#detail-title', 'a[href], button'] },
];

/** True when a key goes to a text box, a list box or a dialog: its own keys, not the window's. */
export function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable], dialog') !== null;
}

/** Focuses the entry of the part `index`; false when that part is not on screen. */
function focusPane(index: number): boolean {
  const pane = panes[index];
  const part = pane === undefined ? null : document.querySelector<HTMLElement>(pane.part);
  if (pane === undefined || part === null) return false;
  for (const selector of pane.entry) {
    const target = part.querySelector<HTMLElement>(selector);
    if (target !== null) {
      target.focus();
      return true;
    }
  }
  return false;
}

/** The list's selected (else first) row: the skip link's target. */
export function focusList(): void {
  focusPane(1);
}

/**
 * After "Limpiar filtros", whose button then goes disabled or away with the empty list it was in:
 * the view's search box takes the focus, where a new search starts; with the filter panel hidden,
 * the list does, once it is drawn. Never the page, where a keyboard user would start over.
 */
export function focusAfterClear(): void {
  // The same box "/" goes to: in the filter panel, or (Trámites) above the list.
  const search = document.querySelector<HTMLInputElement>('main input[type="search"]');
  if (search?.checkVisibility() === true) search.focus();
  else requestAnimationFrame(() => focusPane(1));
}

/** F6: the next part on screen after the one holding the focus (Shift: the one before). */
function cycle(back: boolean): void {
  const here = panes.findIndex(({ part }) => document.activeElement?.closest(part) != null);
  const step = back ? panes.length - 1 : 1;
  for (let turn = 1; turn <= panes.length; turn++) {
    const start = here === -1 ? (back ? 0 : panes.length - 1) : here;
    if (focusPane((start + step * turn) % panes.length)) return;
  }
}

export function onPaneKey(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key === '/' && !typingIn(event.target)) {
    const search = document.querySelector<HTMLInputElement>('main input[type="search"]');
    if (search === null) return;
    event.preventDefault();
    search.focus();
    search.select();
  } else if (event.key === 'F6') {
    event.preventDefault();
    cycle(event.shiftKey);
  }
}
