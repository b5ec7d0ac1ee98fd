import { useEffect } from 'react';

/**
 * A game pauses itself after the tab has been hidden this long (docs/product.md#start-and-pause).
 */
export const HIDDEN_PAUSE_MS = 8000;
export const SAVE_PERIOD_MS = 5000;

/** F5, Ctrl-R or Cmd-R: the page is about to reload. */
export function isReloadKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  return e.key === 'F5' || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'r');
}

/** What a game's play session does when the page around it changes. */
export interface PlayLifecycle {
  /** Loads the play (unless the route had it loaded). */
  open(): Promise<void>;
  /** The tab is back in view or focus: read the play again (another device may have played). */
  sync(): void;
  /** Sends what is unsent now. */
  flush(): void;
  pause(): void;
  /** The page is closing or reloading: pause (and send) by beacon. */
  unload(): void;
  /** The page was restored from the back-forward cache. */
  refresh(): Promise<void>;
  /** The connection is back. */
  retryNow(): void;
  /** Every 5 s: save what is unsent, if anything. */
  periodicSave(): void;
  /** The screen is going away. */
  leave(): void;
}

/**
 * Every game's play on a page: loads it, saves every 5 s while something is unsent, pauses it
 * when the tab stays hidden 8 s, on F5 / Ctrl-R / Cmd-R, on unload (by beacon) and when the
 * screen goes away, and reads it again when the tab comes back into view or focus.
 */
export function usePlayLifecycle(session: PlayLifecycle): void {
  useEffect(() => {
    void session.open();
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
    const onVisibility = () => {
      clearTimeout(hiddenTimer);
      if (document.visibilityState !== 'hidden') return session.sync();
      session.flush();
      hiddenTimer = setTimeout(() => session.pause(), HIDDEN_PAUSE_MS);
    };
    const onFocus = () => session.sync();
    const onKeyDown = (e: KeyboardEvent) => {
      if (isReloadKey(e)) session.unload(); // the reload itself goes ahead
    };
    const onPageHide = () => session.unload();
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) void session.refresh();
    };
    const onOnline = () => session.retryNow();
    const periodic = setInterval(() => session.periodicSave(), SAVE_PERIOD_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    window.addEventListener('online', onOnline);
    window.addEventListener('focus', onFocus);
    return () => {
      clearTimeout(hiddenTimer);
      clearInterval(periodic);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('focus', onFocus);
      session.leave();
    };
  }, [session]);
}
