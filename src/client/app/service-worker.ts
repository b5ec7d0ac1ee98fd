/** How long after the page has loaded the worker is registered. */
export const REGISTER_AFTER_LOAD_MS = 5_000;

/**
 * Registers the service worker of a built app (dist/client/sw.js, written by
 * scripts/service-worker.mjs; docs/decisions/022-service-worker.md) a few seconds after the page
 * has loaded, when the browser is idle: its precaching (the site's scripts, ~450 KB before
 * compression) never competes with the first view or the player's first moves. A registration
 * that fails changes nothing: every page and request still comes from the server.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register) : register();
  const afterLoad = () => setTimeout(whenIdle, REGISTER_AFTER_LOAD_MS);
  // a server-rendered page starts this script after its first frame, often after its load event
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad);
}
