import { useSyncExternalStore } from 'react';

/**
 * The product's one breakpoint (docs/product.md#routes-and-access): 768 px wide or less is the
 * mobile layout.
 */
export const MOBILE_MAX_WIDTH = 768;
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

function getMediaQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(MOBILE_QUERY);
}

function subscribe(onChange: () => void): () => void {
  const mql = getMediaQuery();
  mql?.addEventListener('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    mql?.removeEventListener('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * The layout a server-rendered page was rendered for (docs/decisions/023-server-rendering.md):
 * while it is set, the first render matches the page's HTML; cleared after hydration, so that the
 * real width takes over at the next check.
 */
let assumed: boolean | null = null;

export function assumeMobileViewport(mobile: boolean | null): void {
  assumed = mobile;
}

export function isMobileViewport(): boolean {
  if (assumed !== null) return assumed;
  const mql = getMediaQuery();
  if (mql) return mql.matches;
  return typeof window !== 'undefined' && window.innerWidth <= MOBILE_MAX_WIDTH;
}

/** True while the viewport is 768 px wide or less; re-evaluated whenever the width changes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport, isMobileViewport);
}
