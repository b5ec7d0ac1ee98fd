/**
 * The old site's leaderboard, as the benchmark's baseline: read ALL of the day's eligible results
 * for the game with the players' profiles, usernames and schools, keep the viewer's scope in
 * JavaScript (school: the viewer's school; friends: the viewer's accepted friends and the viewer),
 * sort by the game's rule and rank there. Same database handle, same session check, same answer
 * shape as the real route, so the two can be compared response for response.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../src/server/db/database.js';
import type { Auth } from '../src/server/auth/auth.js';
import { requireUser } from '../src/server/plugins/auth-context.js';
import { isGameId, type GameId } from '../src/shared/play/games.js';
import { LEADERBOARD_TOP, type LeaderboardEntry } from '../src/shared/play/leaderboard.js';

interface OldRow {
  user_id: string;
  time_seconds: number;
  penalty_seconds: number;
  score: number | null;
  guesses: number | null;
  clues_revealed: number | null;
  lives_remaining: number | null;
  username: string | null;
  displayUsername: string | null;
  med_school_id: string | null;
  abbreviation: string | null;
}

/** The game's rule, written out as the old site did: better first; ties by user id. */
function compare(game: GameId): (a: OldRow, b: OldRow) => number {
  const byUser = (a: OldRow, b: OldRow) =>
    a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0;
  switch (game) {
    case 'mini':
    case 'medical':
      return (a, b) => a.time_seconds - b.time_seconds || byUser(a, b);
    case 'medword':
      return (a, b) =>
        a.time_seconds - b.time_seconds || (a.guesses ?? 9) - (b.guesses ?? 9) || byUser(a, b);
    case 'medle':
    case 'medmatch':
      return (a, b) =>
        (b.score ?? 0) - (a.score ?? 0) || a.time_seconds - b.time_seconds || byUser(a, b);
  }
}

/** Whether two rows tie under the game's rule (and so share a rank). */
function ties(game: GameId, a: OldRow, b: OldRow): boolean {
  switch (game) {
    case 'mini':
    case 'medical':
      return a.time_seconds === b.time_seconds;
    case 'medword':
      return a.time_seconds === b.time_seconds && (a.guesses ?? 9) === (b.guesses ?? 9);
    case 'medle':
    case 'medmatch':
      return a.score === b.score && a.time_seconds === b.time_seconds;
  }
}

/** The rows of the viewer's scope: all, their school's (null without a school) or their friends'. */
async function inScope(
  db: Db,
  all: OldRow[],
  viewerId: string,
  scope: string,
): Promise<OldRow[] | null> {
  const k = db.kysely;
  if (scope === 'school') {
    const profile = await k
      .selectFrom('profiles')
      .select('med_school_id')
      .where('user_id', '=', viewerId)
      .executeTakeFirst();
    const school = profile?.med_school_id ?? null;
    return school ? all.filter((r) => r.med_school_id === school) : null;
  }
  if (scope === 'friends') {
    const links = await k
      .selectFrom('friendships')
      .select(['requester_id', 'addressee_id'])
      .where('status', '=', 'accepted')
      .where((eb) => eb.or([eb('requester_id', '=', viewerId), eb('addressee_id', '=', viewerId)]))
      .execute();
    const ids = new Set(
      links.map((l) => (l.requester_id === viewerId ? l.addressee_id : l.requester_id)),
    );
    ids.add(viewerId);
    return all.filter((r) => ids.has(r.user_id));
  }
  return all;
}

export async function oldLeaderboard(
  db: Db,
  viewerId: string,
  game: GameId,
  date: string,
  scope: string,
) {
  const k = db.kysely;
  const all: OldRow[] = await k
    .selectFrom('results')
    .innerJoin('user', 'user.id', 'results.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'results.user_id')
    .leftJoin('med_schools', 'med_schools.id', 'profiles.med_school_id')
    .select([
      'results.user_id',
      'results.time_seconds',
      'results.penalty_seconds',
      'results.score',
      'results.guesses',
      'results.clues_revealed',
      'results.lives_remaining',
      'user.username',
      'user.displayUsername',
      'profiles.med_school_id',
      'med_schools.abbreviation',
    ])
    .where('results.game', '=', game)
    .where('results.puzzle_date', '=', date)
    .where('results.eligible', '=', 1)
    .execute();

  const rows = await inScope(db, all, viewerId, scope);
  if (!rows) return { game, puzzleDate: date, scope, total: 0, offset: 0, entries: [], me: null };
  rows.sort(compare(game));

  const entry = (r: OldRow, rank: number): LeaderboardEntry => ({
    rank,
    userId: r.user_id,
    username: r.displayUsername ?? r.username ?? '',
    school: scope === 'global' ? r.abbreviation : null,
    timeSeconds: r.time_seconds,
    penaltySeconds: r.penalty_seconds,
    score: r.score,
    guesses: r.guesses,
    cluesRevealed: r.clues_revealed,
    livesRemaining: r.lives_remaining,
  });
  const entries: LeaderboardEntry[] = [];
  let me: LeaderboardEntry | null = null;
  let rank = 1;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] as OldRow;
    const prev = rows[i - 1];
    if (i > 0 && prev && !ties(game, prev, r)) rank = i + 1;
    if (i < LEADERBOARD_TOP) entries.push(entry(r, rank));
    if (r.user_id === viewerId) me = entry(r, rank);
    if (me && i >= LEADERBOARD_TOP) break;
  }
  return {
    game,
    puzzleDate: date,
    scope,
    total: rows.length,
    offset: 0,
    entries,
    me,
    notice: null,
  };
}

/** A tiny Fastify server with the old route, GET /old/leaderboards/:game/:date?scope=… */
export async function startBaseline(
  db: Db,
  auth: Auth,
): Promise<{ app: FastifyInstance; origin: string }> {
  const app = Fastify({ logger: false });
  app.get<{ Params: { game: string; date: string }; Querystring: { scope?: string } }>(
    '/old/leaderboards/:game/:date',
    async (request, reply) => {
      const viewer = await requireUser(auth, request);
      const { game, date } = request.params;
      if (!isGameId(game)) return reply.status(400).send({ error: 'Unknown game' });
      reply.header('cache-control', 'no-store');
      return oldLeaderboard(db, viewer.id, game, date, request.query.scope ?? 'global');
    },
  );
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, origin };
}
