import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface MenuButtonItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

export interface MenuButtonProps {
  /** The button's visible text (also the menu's name). */
  label: ReactNode;
  items: readonly MenuButtonItem[];
  /** Where the menu opens: under the button (default) or above it (a bottom bar). */
  side?: 'below' | 'above';
  align?: 'start' | 'end';
  disabled?: boolean;
  className?: string;
}

/**
 * A button that opens a short menu of actions (WAI-ARIA menu button): Enter, Space or the arrows
 * open it; arrows, Home, End and first letters move; Enter or a click chooses; Escape, Tab or a
 * click outside closes. Choosing an item gives focus back to the button before it runs, so a
 * dialog it opens returns focus there too.
 */
export function MenuButton({
  label,
  items,
  side = 'below',
  align = 'start',
  disabled = false,
  className,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = items.map((item, i) => (item.disabled ? -1 : i)).filter((i) => i >= 0);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number | undefined) => {
    if (index === undefined) return;
    setFocusIndex(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (item: MenuButtonItem) => {
    if (item.disabled) return;
    close();
    item.onSelect();
  };
  const move = (step: number) => {
    const at = enabled.indexOf(focusIndex);
    const next = enabled[(at + step + enabled.length) % enabled.length];
    if (next !== undefined) setFocusIndex(next);
  };

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAt(enabled[0]);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(enabled.at(-1));
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Home: () => setFocusIndex(enabled[0] ?? 0),
      End: () => setFocusIndex(enabled.at(-1) ?? 0),
      Escape: close,
    };
    const run = keys[e.key];
    if (run) {
      e.preventDefault();
      e.stopPropagation();
      run();
      return;
    }
    if (e.key === 'Tab') {
      setOpen(false);
      return;
    }
    if (/^[a-z]$/i.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const match = enabled.find((i) =>
        items[i]?.label.toLowerCase().startsWith(e.key.toLowerCase()),
      );
      if (match !== undefined) setFocusIndex(match);
      e.preventDefault();
      e.stopPropagation();
    }
  };

  return (
    <div ref={root} className={['mg-menu', className ?? ''].join(' ').trim()}>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className="mg-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openAt(enabled[0]))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path
            d={side === 'above' ? 'M3 7.5 6 4.5l3 3' : 'M3 4.5 6 7.5l3-3'}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
      </button>
      {open ? (
        <div
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className={`mg-menu__list mg-menu__list--${side} mg-menu__list--${align}`}
          onKeyDown={onMenuKeyDown}
          onBlur={(e) => {
            if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
          }}
        >
          {items.map((item, i) => (
            <button
              key={item.label}
              ref={(el) => {
                itemRefs.current[i] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="mg-menu__item"
              aria-disabled={item.disabled || undefined}
              onClick={() => choose(item)}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
