// The benchmark's readers (bench:leaderboard): viewers chosen across the seeded board, each
// signed in through the real sign-in route.
import type { LeaderboardScope } from '../src/shared/play/leaderboard.js';
import { userId, usernameOf, type BenchData } from './leaderboard-data.js';
import { games, ORIGIN_HEADER, PASSWORD, VIEWERS } from './leaderboard-settings.js';

export interface Viewer {
  index: number;
  id: string;
  username: string;
  school: string | null;
  /** Global rank on the first measured game (by the seeded data). */
  rank: number;
  cookie: string;
}

/**
 * ~20 viewers spread from the top to the bottom of the first game's global board, most with a
 * school (two in the largest school), some without; each with a ranked result in every measured
 * game, so every scope has a `me` row.
 */
export function chooseViewers(data: BenchData): Viewer[] {
  const cols = games.map((g) => data.games.find((c) => c.game === g)!);
  const first = cols[0]!;
  const order: number[] = [];
  for (let i = 0; i < data.users; i++) if (first.eligible[i]) order.push(i);
  order.sort((a, b) => (first.key[a] as number) - (first.key[b] as number) || a - b);
  const rankAt: number[] = [];
  order.forEach((u, pos) => {
    const prev = order[pos - 1];
    rankAt.push(
      pos > 0 && prev !== undefined && first.key[prev] === first.key[u]
        ? rankAt[pos - 1]!
        : pos + 1,
    );
  });
  const sizes = new Map<number, number>();
  for (const s of data.school) if (s >= 0) sizes.set(s, (sizes.get(s) ?? 0) + 1);
  const largest = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? -1;
  const MIN_SCHOOL = 30; // so a school board has its top 10 even in a small smoke run

  const chosen: Viewer[] = [];
  const taken = new Set<number>();
  for (let v = 0; v < VIEWERS; v++) {
    const wantSchool = v % 4 !== 3;
    const wantLargest = v === 9 || v === VIEWERS - 2;
    const ok = (u: number) =>
      !taken.has(u) &&
      cols.every((c) => c.eligible[u] === 1) &&
      (wantSchool
        ? (sizes.get(data.school[u] as number) ?? 0) >= MIN_SCHOOL
        : data.school[u] === -1) &&
      (!wantLargest || data.school[u] === largest);
    const start = Math.round((v / (VIEWERS - 1)) * (order.length - 1));
    let pos = -1;
    for (let d = 0; d < order.length && pos < 0; d++) {
      // search outward from the target position: start, start-1, start+1, …
      for (const p of [start - d, start + d]) {
        if (p >= 0 && p < order.length && ok(order[p]!)) {
          pos = p;
          break;
        }
      }
    }
    if (pos < 0) continue;
    const u = order[pos]!;
    taken.add(u);
    const s = data.school[u] as number;
    chosen.push({
      index: u,
      id: userId(u),
      username: usernameOf(u),
      school: s < 0 ? null : (data.schoolIds[s] ?? null),
      rank: rankAt[pos]!,
      cookie: '',
    });
  }
  return chosen;
}

export async function signIn(origin: string, viewer: Viewer): Promise<void> {
  const res = await fetch(`${origin}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN_HEADER },
    body: JSON.stringify({ identifier: viewer.username, password: PASSWORD }),
  });
  if (res.status !== 200)
    throw new Error(`sign-in of ${viewer.username}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.includes('='))
    .join('; ');
  if (!cookie.includes('session_token='))
    throw new Error(`sign-in of ${viewer.username}: no session cookie`);
  viewer.cookie = cookie;
}

/** Which viewers a scope rotates through: the school board only for viewers with a school. */
export const viewersFor = (viewers: Viewer[], scope: LeaderboardScope) =>
  scope === 'school' ? viewers.filter((v) => v.school) : viewers;
