import { useState, useSyncExternalStore } from 'react';
import { usePlayLifecycle } from '../../play';
import type { PlayKey } from './api';
import { CrosswordSession, type CrosswordSnapshot } from './crossword-session';

export { HIDDEN_PAUSE_MS, isReloadKey } from '../../play';

/** The play of one crossword for a screen, kept in step with the page (src/client/play lifecycle). */
export function useCrosswordPlay(key: PlayKey): {
  session: CrosswordSession;
  snapshot: CrosswordSnapshot;
} {
  const [session] = useState(() => new CrosswordSession(key));
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  usePlayLifecycle(session);
  return { session, snapshot };
}
