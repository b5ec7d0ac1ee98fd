import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { MedwordSession } from './medword-session';

/** Whether a key pressed on `target` belongs to the game on `page` (not the site's menu). */
function onGamePage(target: HTMLElement | null, page: HTMLElement | null): boolean {
  return !target || !page || page.contains(target) || target.contains(page);
}

/**
 * The physical keyboard types into MedWord while the game runs and no dialog is open, wherever
 * the focus is on the game's page (docs/product.md#medword-rules): Enter submits the row even
 * when a button there has the focus (Help, after it closed), so only Space presses that button.
 * '?' opens Help. Text fields keep their keys, and the site's menu keeps its Enter.
 */
export function useMedwordKeys(
  session: MedwordSession,
  active: boolean,
  pageRef: RefObject<HTMLElement | null>,
  onHelp: () => void,
): void {
  const help = useRef(onHelp);
  useLayoutEffect(() => {
    help.current = onHelp;
  });
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target instanceof HTMLElement ? e.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (e.key === 'Enter') {
        if (!onGamePage(target, pageRef.current)) return;
        e.preventDefault(); // not also a click on the focused button
        session.submit();
      } else if (e.key === 'Backspace') {
        e.preventDefault();
        session.erase();
      } else if (e.key === '?') {
        e.preventDefault();
        help.current();
      } else if (/^[a-z]$/i.test(e.key)) session.type(e.key);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, session, pageRef]);
}
