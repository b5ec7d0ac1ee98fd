import { apiRequest } from '../../lib/http';
import type { TimeZoneState } from '../../../shared/play/schemas';

/**
 * The browser's IANA time zone, for the server, which keeps one per player and computes the
 * player's 'today' from it (docs/product.md#dates-and-days). Read off the first view (building a
 * DateTimeFormat costs tens of milliseconds on a slow phone), and sent only when it differs from
 * what the server last confirmed for this player on this browser.
 */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

const storageKey = (userId: string) => `medgrid.timeZone.${userId}`;

function remembered(userId: string): string | null {
  try {
    return localStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

function remember(userId: string, zone: string): void {
  try {
    localStorage.setItem(storageKey(userId), zone);
  } catch {
    // storage off (private mode): the zone is reported again next time, which is harmless
  }
}

/** Reports the zone if the server has not confirmed it; resolves to the server's answer, if sent. */
export async function reportTimeZone(
  userId: string,
  zone: string | null = browserTimeZone(),
): Promise<TimeZoneState | null> {
  if (!zone || remembered(userId) === zone) return null;
  const state = await apiRequest<TimeZoneState>('PUT', '/api/account/time-zone', {
    timeZone: zone,
  });
  // in effect, or waiting for tomorrow: either way the server knows it
  if (state.timeZone === zone || state.next?.timeZone === zone) remember(userId, zone);
  return state;
}

/** After the page has settled: idle time, or a few seconds at most. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 3000);
  return () => window.clearTimeout(id);
}
