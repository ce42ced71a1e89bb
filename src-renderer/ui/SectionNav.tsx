/**
 * The header's navigation. It never cuts an item: the items that do not fit on its line go, in
 * order, into a "Más" menu at its end. What fits is measured on a hidden copy of every item (the
 * font in use decides), again whenever the navigation's width changes.
 */
import { clsx } from 'clsx';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Icon } from './Icon';
import { itemsThatFit } from './nav-fit';
import { useMenuButton } from './useMenuButton';

export interface NavItem {
  href: string;
  label: string;
  current: boolean;
  /** Starts loading the item's view (pointed at or focused). */
  preload?: () => void;
}

const moreLabel = 'Más';

/** Measures the hidden copy against the navigation's width: how many items are shown. */
function measure(nav: HTMLElement, copy: HTMLElement): number {
  const widths = [...copy.children].map((child) => child.getBoundingClientRect().width);
  const more = widths.pop() ?? 0;
  const gap = Number.parseFloat(getComputedStyle(nav).columnGap) || 0;
  return itemsThatFit({ items: widths, more, gap, available: nav.clientWidth });
}

function useItemsShown(count: number): { nav: RefObject<HTMLElement | null>; copy: RefObject<HTMLDivElement | null>; shown: number } {
  const nav = useRef<HTMLElement>(null);
  const copy = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(count);
  useLayoutEffect(() => {
    const navElement = nav.current;
    const copyElement = copy.current;
    if (navElement === null || copyElement === null) return undefined;
    // Measured when the observer reports, after the frame's own layout (first when it starts
    // observing): measuring here would force the page's first layout inside React's commit. The
    // change is rendered at once, so the frame paints it.
    const observer = new ResizeObserver(() => flushSync(() => setShown(measure(navElement, copyElement))));
    observer.observe(navElement);
    // The copy's items change width when the font loads, or when another item becomes the current one (bold).
    for (const item of copyElement.children) observer.observe(item);
    return () => observer.disconnect();
  }, [count]);
  return { nav, copy, shown };
}

function MoreMenu({ items }: { items: readonly NavItem[] }) {
  const { open, toggle, close, menuId, button, menu, onMenuKey } = useMenuButton();
  const holdsCurrent = items.some((item) => item.current);

  return (
    <div className="nav-more">
      <button
        ref={button}
        type="button"
        className={clsx('nav-more-button', holdsCurrent && 'nav-more-current')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
      >
        {moreLabel} <Icon name="chevron" />
      </button>
      {open && (
        <div ref={menu} id={menuId} className="menu" role="menu" aria-label="Más secciones" onKeyDown={onMenuKey}>
          {items.map((item) => (
            <a
              key={item.label}
              href={item.href}
              role="menuitem"
              tabIndex={-1}
              aria-current={item.current ? 'page' : undefined}
              onPointerEnter={item.preload}
              onFocus={item.preload}
              onClick={close}
            >
              {item.label}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}

export function SectionNav({ items }: { items: readonly NavItem[] }) {
  const { nav, copy, shown } = useItemsShown(items.length);
  const rest = items.slice(shown);
  return (
    <nav ref={nav} className="section-nav" aria-label="Secciones">
      {items.slice(0, shown).map((item) => (
        <a
          key={item.label}
          href={item.href}
          aria-current={item.current ? 'page' : undefined}
          onPointerEnter={item.preload}
          onFocus={item.preload}
        >
          {item.label}
        </a>
      ))}
      {rest.length > 0 && <MoreMenu items={rest} />}
      <div ref={copy} className="nav-measure" aria-hidden="true">
        {items.map((item) => (
          <span key={item.label} className={clsx('nav-item', item.current && 'nav-item-current')}>
            {item.label}
          </span>
        ))}
        <span className="nav-more-button">
          {moreLabel} <Icon name="chevron" />
        </span>
      </div>
    </nav>
  );
}
