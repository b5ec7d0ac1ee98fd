import { useEffect, useSyncExternalStore } from 'react';
import { apiRequest } from '../lib/http';

/** GET /api/config: public settings of this server (links, contact address). */
export interface ClientConfig {
  appName: string;
  socialUrl: string;
  contactEmail: string;
  outbox: boolean;
}

/**
 * The configuration is the same for every visitor and never changes while the page is open, so
 * it is loaded once (by prepareFirstView in app/router.tsx, before the first paint) and kept here, outside the query
 * cache that is cleared on sign-out.
 */
let current: ClientConfig | null = null;
let loading: Promise<ClientConfig | null> | null = null;
const listeners = new Set<() => void>();

export function loadAppConfig(): Promise<ClientConfig | null> {
  loading ??= apiRequest<ClientConfig>('GET', '/api/config').then(
    (config) => {
      current = config;
      listeners.forEach((notify) => notify());
      return config;
    },
    () => {
      loading = null; // try again next time; the page works without the links meanwhile
      return null;
    },
  );
  return loading;
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

const snapshot = () => current;

/** The server's configuration, or undefined while it is unknown (the links are then left out). */
export function useAppConfig(): ClientConfig | undefined {
  const config = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (!config) void loadAppConfig();
  }, [config]);
  return config ?? undefined;
}
