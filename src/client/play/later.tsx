import { Suspense, useEffect, type ReactNode } from 'react';
import type { LazyComponent } from '../lib/lazy-component';
import type { Phase } from './session-types';

/** A play has started, or is over: what a game shows after its start may be needed soon. */
export function isUnderWay(phase: Phase): boolean {
  return phase === 'playing' || phase === 'paused' || phase === 'won' || phase === 'lost';
}

/**
 * A game's end screens are a chunk of their own (its `end/` folder,
 * docs/decisions/005-chunk-groups.md): a game page's first view does not carry them. They start
 * loading once the play is under way, well before a finish can show them.
 */
export function usePreloadWhenUnderWay<P extends object>(
  chunk: LazyComponent<P>,
  phase: Phase,
): void {
  const underWay = isUnderWay(phase);
  useEffect(() => {
    if (underWay) void chunk.preload();
  }, [chunk, underWay]);
}

/**
 * Where a game renders its end screens. A play opened already over waits for their chunk: a
 * dialog shows nothing meanwhile; a panel in the page (`inPage`) holds its place, so what is
 * under it does not jump when it arrives.
 */
export function EndSlot({ children, inPage = false }: { children: ReactNode; inPage?: boolean }) {
  return (
    <Suspense fallback={inPage ? <div className="play-end-pending" aria-busy="true" /> : null}>
      {children}
    </Suspense>
  );
}
