import { useEffect, useState } from 'react';

/** How long the grid's wave runs before the end modal opens. */
export const CELEBRATION_MS = 900;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Whether the solve celebration is running: for a while after each new finish (`winSeq`, 0 for
 * none), unless the player prefers reduced motion, when the end modal opens at once.
 */
export function useCelebration(winSeq: number): boolean {
  const [done, setDone] = useState(0);
  const running = winSeq > 0 && done !== winSeq && !reducedMotion();
  useEffect(() => {
    if (!running) return;
    const id = setTimeout(() => setDone(winSeq), CELEBRATION_MS);
    return () => clearTimeout(id);
  }, [running, winSeq]);
  return running;
}
