import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../features/auth/queries';
// the features' query keys from their api modules, not their index: the entry imports this file,
// and must not take a whole screen with it
import { archiveQueryKey, type ArchiveGame } from '../features/archives/api';
import { dailyQuestionKey } from '../features/daily-question/api';
import { TODAY_GLANCE_KEY } from '../features/landing/api';

interface FirstViewQuery {
  key: readonly unknown[];
  /**
   * The screen asks again as it mounts (a query that is never fresh: today's status, an archive
   * list), and the page's answer serves that request; the others are read from the cache alone.
   */
  askedAgain: boolean;
}

const ARCHIVE = /^\/api\/archives\/(mini|medical|medword|medle|medmatch)$/;

/** The query an API path of a first view answers, or null (the play, read by the play layer). */
function firstViewQuery(path: string): FirstViewQuery | null {
  if (path === '/api/account/me') return { key: meQueryOptions.queryKey, askedAgain: false };
  if (path === '/api/daily-question/today')
    return { key: dailyQuestionKey('today'), askedAgain: false };
  if (path === '/api/today') return { key: TODAY_GLANCE_KEY, askedAgain: true };
  const archive = ARCHIVE.exec(path)?.[1];
  return archive ? { key: archiveQueryKey(archive as ArchiveGame), askedAgain: true } : null;
}

/**
 * Puts the answers a server-rendered page carries into the query cache, so the first render has
 * them as the server's render had them (docs/decisions/023-server-rendering.md).
 */
export function seedFirstViewQueries(client: QueryClient, answers: Record<string, unknown>): void {
  for (const [path, answer] of Object.entries(answers)) {
    const query = firstViewQuery(path);
    if (query) client.setQueryData(query.key, answer);
  }
}

/**
 * The answers the first view will ask for (the play, and the queries asked again as they mount):
 * the request layer hands them over instead of asking the API. The others must not wait there: a
 * later request (the session after a sign-in) would be answered with the page's old answer.
 */
export function answersAskedFor(answers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers).filter(([path]) => firstViewQuery(path)?.askedAgain ?? true),
  );
}
