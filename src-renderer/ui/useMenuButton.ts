/**
 * The one menu button of the app (Exportar, the header's Más): its open state, focus on the first
 * item when it opens, a click elsewhere closes it, and the keys of a menu — ↑/↓ (wrapping), Home,
 * End, Space to choose, Escape or Tab to close with the focus back on the button.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

export interface MenuButton {
  open: boolean;
  toggle: () => void;
  /** Closes the menu and gives the focus back to its button. */
  close: () => void;
  menuId: string;
  button: RefObject<HTMLButtonElement | null>;
  menu: RefObject<HTMLDivElement | null>;
  onMenuKey: (event: KeyboardEvent<HTMLDivElement>) => void;
}

export function useMenuButton(): MenuButton {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent): void => {
      if (!(event.target instanceof Node) || menu.current?.contains(event.target) || button.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (): void => {
    setOpen(false);
    button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>): void => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key === ' ') {
      // A link follows Enter by itself, a button clicks on it; in a menu Space chooses too.
      event.preventDefault();
      entries[at]?.click();
      return;
    }
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: entries.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    entries[(next + entries.length) % entries.length]?.focus();
  };
  return { open, toggle: () => setOpen(!open), close, menuId, button, menu, onMenuKey };
}
