import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CrosswordApi, PlayKey } from './api';
import { PlaySession, SAVE_PERIOD_MS, type PlaySnapshot } from './play-session';

/** Spec 02 §9: the game pauses itself after the tab has been hidden this long. */
export const HIDDEN_PAUSE_MS = 8000;

/** F5, Ctrl-R or Cmd-R: the page is about to reload. */
export function isReloadKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  return e.key === 'F5' || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'r');
}

/**
 * The play of one puzzle for a screen: loads it, saves every 5 s while letters are unsent,
 * pauses it when the tab stays hidden 8 s, on F5 / Ctrl-R / Cmd-R, on unload (by beacon) and
 * when the screen goes away, and reads it again when the tab comes back into view or focus.
 */
export function useCrosswordPlay(
  key: PlayKey,
  api?: CrosswordApi,
): { session: PlaySession; snapshot: PlaySnapshot } {
  const [session] = useState(() => new PlaySession(key, api ? { api } : {}));
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);

  useEffect(() => {
    void session.open();
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
    const onVisibility = () => {
      clearTimeout(hiddenTimer);
      if (document.visibilityState !== 'hidden') return session.sync();
      session.flush();
      hiddenTimer = setTimeout(() => session.pause(), HIDDEN_PAUSE_MS);
    };
    // back from another window: another device may have played meanwhile
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
      window.removeEventListener('focus', onFocus);
      clearTimeout(hiddenTimer);
      clearInterval(periodic);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('online', onOnline);
      session.leave();
    };
  }, [session]);

  return { session, snapshot };
}
