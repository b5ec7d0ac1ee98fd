import { useEffect } from 'react';
import type { MedwordSession } from './medword-session';

/** The physical keyboard types into MedWord while the game runs and no dialog is open. */
export function useMedwordKeys(session: MedwordSession, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (e.key === 'Enter') {
        if (target?.closest('button, a')) return; // Enter on a control is that control's
        e.preventDefault();
        session.submit();
      } else if (e.key === 'Backspace') {
        e.preventDefault();
        session.erase();
      } else if (/^[a-z]$/i.test(e.key)) session.type(e.key);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, session]);
}
