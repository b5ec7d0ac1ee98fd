import type { FastifyInstance } from 'fastify';
import type { MedGridApp } from '../app.js';
import { client, type SignedUpUser } from './accounts-helpers.js';
import type { Leaderboard } from '../../shared/play/leaderboard.js';

/**
 * A 5×5 Mini whose answers are the alphabet, and helpers that play it through the real routes:
 * for tests about what a finished play does elsewhere (leaderboards, caches).
 */
export const MINI_ANSWERS = ['ABCDE', 'FGHIJ', 'KLMNO', 'PQRST', 'UVWXY'];
export const MINI_PUZZLE = {
  title: 'Cache test',
  subtitle: 'A Quick Medical Challenge',
  answerGrid: MINI_ANSWERS.map((row) => row.split('')),
  acrossClues: [1, 6, 7, 8, 9].map((number) => ({ number, clue: `Across ${number}` })),
  downClues: [1, 2, 3, 4, 5].map((number) => ({ number, clue: `Down ${number}` })),
};

/** A clock the test moves (give it to the apps as `clock`). */
export function testClock(startIso: string) {
  let now = Date.parse(startIso);
  return {
    now: () => new Date(now),
    advance: (seconds: number) => (now += seconds * 1000),
  };
}

/** Schedules the Mini for a day (the puzzles table is shared by every app on the database). */
export async function scheduleMini(t: Pick<MedGridApp, 'puzzles'>, date: string): Promise<void> {
  await t.puzzles.upsert('mini', date, MINI_PUZZLE.title, MINI_PUZZLE);
}

/**
 * Plays the day's Mini to the end through `app`: start, `seconds` on the clock, then the whole
 * grid in one move (slow enough not to be held for review). Returns the recorded result.
 */
export async function solveMini(
  app: FastifyInstance,
  user: SignedUpUser,
  date: string,
  advance: (seconds: number) => void,
  seconds: number,
): Promise<{ timeSeconds: number; eligible: boolean }> {
  const call = client(app);
  const url = `/api/play/mini/${date}`;
  const start = await call({
    method: 'POST',
    url: `${url}/start`,
    cookie: user.cookie,
    payload: { mode: 'daily' },
  });
  if (start.statusCode !== 200) throw new Error(`start: ${start.statusCode} ${start.body}`);
  advance(seconds);
  const cells = MINI_ANSWERS.flatMap((row, r) =>
    row.split('').map((letter, c) => ({ row: r, col: c, letter })),
  );
  const solved = await call({
    method: 'POST',
    url: `${url}/moves`,
    cookie: user.cookie,
    payload: { mode: 'daily', move: { type: 'fill', cells } },
  });
  if (solved.statusCode !== 200) throw new Error(`move: ${solved.statusCode} ${solved.body}`);
  const body = solved.json() as {
    play: { status: string };
    result: { timeSeconds: number; eligible: boolean } | null;
  };
  if (body.play.status !== 'won' || !body.result) throw new Error(`not won: ${solved.body}`);
  return body.result;
}

/** GET /api/leaderboards/mini/:date through `app` as `user`; fails the test on a non-200. */
export async function readBoard(
  app: FastifyInstance,
  user: SignedUpUser,
  date: string,
  scope: 'global' | 'school' | 'friends' = 'global',
): Promise<Leaderboard> {
  const res = await client(app)({
    method: 'GET',
    url: `/api/leaderboards/mini/${date}?scope=${scope}`,
    cookie: user.cookie,
  });
  if (res.statusCode !== 200) throw new Error(`board: ${res.statusCode} ${res.body}`);
  return res.json() as Leaderboard;
}
