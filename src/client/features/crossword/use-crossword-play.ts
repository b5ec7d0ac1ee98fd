import { useState, useSyncExternalStore } from 'react';
import { usePlayLifecycle } from '../../ui/play';
import type { CrosswordApi, PlayKey } from './api';
import { PlaySession, type PlaySnapshot } from './play-session';

export { HIDDEN_PAUSE_MS, isReloadKey } from '../../ui/play';

/** The play of one crossword for a screen, kept in step with the page (ui/play lifecycle). */
export function useCrosswordPlay(
  key: PlayKey,
  api?: CrosswordApi,
): { session: PlaySession; snapshot: PlaySnapshot } {
  const [session] = useState(() => new PlaySession(key, api ? { api } : {}));
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  usePlayLifecycle(session);
  return { session, snapshot };
}
