import { useSyncExternalStore } from 'react';

/**
 * Server rendering and hydration (docs/decisions/023-server-rendering.md). What cannot be in a
 * server-rendered page (a modal dialog lives in the browser's top layer, portalled to <body>) is
 * left out of the server's render and of the hydrating render that must match it, and added right
 * after: `useHydrated()` is false in both, true in every other render.
 */
let hydrating = typeof document === 'undefined';
const listeners = new Set<() => void>();

/** main.tsx: on before hydrateRoot, off after (what waited for it renders then). */
export function setHydrating(on: boolean): void {
  hydrating = on;
  if (!on) listeners.forEach((notify) => notify());
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};
const hydrated = () => !hydrating;

/** False while the server renders or the client hydrates the server's HTML, then true. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, hydrated, hydrated);
}
