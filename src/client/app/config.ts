import { useEffect, useSyncExternalStore } from 'react';
import type { PublicConfig } from '../../shared/public-config';
import { apiRequest } from '../lib/http';

/** GET /api/config: public settings of this server (links, contact address). */
export type ClientConfig = PublicConfig;

/**
 * The configuration is the same for every visitor and never changes while the page is open, so
 * it is read once (by prepareFirstView in app/router.tsx, before the first paint: from the page
 * itself, or asked from the API when the page does not carry it) and kept here, outside the
 * query cache that is cleared on sign-out.
 */
let current: ClientConfig | null = null;
let loading: Promise<ClientConfig | null> | null = null;
const listeners = new Set<() => void>();

const isConfig = (value: unknown): value is ClientConfig => {
  const v = value as Partial<ClientConfig> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.appName === 'string' &&
    typeof v.socialUrl === 'string' &&
    typeof v.contactEmail === 'string' &&
    typeof v.outbox === 'boolean'
  );
};

/** The configuration the server wrote into the page (src/server/page-preloads.ts), if any. */
function fromPage(): ClientConfig | null {
  const text = typeof document === 'undefined' ? null : document.getElementById('mg-config');
  if (!text?.textContent) return null;
  try {
    const value: unknown = JSON.parse(text.textContent);
    return isConfig(value) ? value : null;
  } catch {
    return null;
  }
}

/** The configuration given outright (the server, rendering pages: src/client/app/server-render.tsx). */
export function setAppConfig(config: ClientConfig): void {
  current = config;
}

export function loadAppConfig(): Promise<ClientConfig | null> {
  if (!current && !loading) current = fromPage();
  if (current) return Promise.resolve(current);
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
