import { useEffect, useRef } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, RefObject } from 'react';
import type { ArrowKey } from '../../../shared/crossword/navigation';

/** What a key does in the grid (docs/product.md#crossword-keys: Enter toggles like Space). */
export type CrosswordAction =
  | { type: 'letter'; letter: string }
  | { type: 'backspace' }
  | { type: 'delete' }
  | { type: 'arrow'; key: ArrowKey }
  | { type: 'toggle' }
  | { type: 'nextClue' }
  | { type: 'previousClue' };

type KeyFields = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

const ARROWS = new Set<string>(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * The action of a key press, or null for keys the grid leaves alone. Letters are A–Z only,
 * upper-cased, and never with Ctrl, Cmd or Alt (so browser shortcuts keep working).
 */
export function keyAction(e: KeyFields): CrosswordAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  if (/^[a-z]$/i.test(e.key)) return { type: 'letter', letter: e.key.toUpperCase() };
  if (ARROWS.has(e.key)) return { type: 'arrow', key: e.key as ArrowKey };
  switch (e.key) {
    case 'Backspace':
      return { type: 'backspace' };
    case 'Delete':
      return { type: 'delete' };
    case ' ':
    case 'Enter':
      return { type: 'toggle' };
    case 'Tab':
      return { type: e.shiftKey ? 'previousClue' : 'nextClue' };
    default:
      return null;
  }
}

/** A field the player types text into: the grid never takes its keys. */
export function isTextEntry(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLElement && el.isContentEditable) return true;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return (
    el instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(el.type)
  );
}

/** Any modal dialog on the page (ours or the app's menu and modals). */
export function isModalOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

export interface KeyboardOptions {
  /** False while paused, finished, loading or while one of the screen's modals is open. */
  enabled: boolean;
  act: (action: CrosswordAction) => void;
  gridRef: RefObject<HTMLElement | null>;
  /** The screen: letters typed on its buttons (a tool, a clue) go to the grid too. */
  pageRef: RefObject<HTMLElement | null>;
  /** Escape: focus leaves the grid (Tab moves between clues there). */
  onLeave: () => void;
}

/** Where a key pressed outside the grid still goes to it: 'all' keys, 'letters' only, or none. */
function fallbackScope(active: Element | null, page: HTMLElement | null): 'all' | 'letters' | null {
  if (!active || active === document.body || active.id === 'main') return 'all';
  if (!page?.contains(active) || active.closest('[role="menu"], [role="grid"]')) return null;
  return active instanceof HTMLButtonElement ? 'letters' : null;
}

/**
 * Keys for the grid: a keydown handler for the grid element. Letters typed while nothing has
 * focus (the page just opened, a modal closed) or on one of the screen's buttons (a tool just
 * used, a clue chosen) go to the grid as well, and focus moves there.
 */
export function useCrosswordKeyboard({ enabled, act, gridRef, pageRef, onLeave }: KeyboardOptions) {
  const latest = useRef({ enabled, act, onLeave });
  useEffect(() => {
    latest.current = { enabled, act, onLeave };
  });

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const scope = fallbackScope(document.activeElement, pageRef.current);
      if (!scope || !latest.current.enabled || e.defaultPrevented || isModalOpen()) return;
      const action = keyAction(e);
      if (!action || action.type === 'nextClue' || action.type === 'previousClue') return;
      const typing =
        action.type === 'letter' || action.type === 'backspace' || action.type === 'delete';
      if (scope === 'letters' && !typing) return;
      e.preventDefault();
      gridRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
      latest.current.act(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [gridRef, pageRef]);

  return (e: ReactKeyboardEvent) => {
    if (e.key === 'Escape') {
      onLeave();
      return;
    }
    if (!enabled || isTextEntry(e.target as Element) || isModalOpen()) return;
    const action = keyAction(e);
    if (!action) return;
    e.preventDefault();
    act(action);
  };
}
