import { useState, useSyncExternalStore } from 'react';
import { usePlayLifecycle, type PlayLifecycle } from './lifecycle';

interface Observable {
  subscribe(listener: () => void): () => void;
  getSnapshot(): unknown;
}

/**
 * A game's play for a screen: the session made once, its snapshot kept in step, and the page's
 * lifecycle around it (load, pause when hidden or left, beacon on unload, resync on return).
 */
export function usePlay<Session extends Observable & PlayLifecycle>(
  create: () => Session,
): { session: Session; snapshot: ReturnType<Session['getSnapshot']> } {
  const [session] = useState(create);
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot) as ReturnType<
    Session['getSnapshot']
  >;
  usePlayLifecycle(session);
  return { session, snapshot };
}
