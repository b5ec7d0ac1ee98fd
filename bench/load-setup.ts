/**
 * Players for `npm run bench:load`: accounts written straight into the database (confirmed, with
 * a cheap scrypt hash — N=2^10 instead of the app's 2^17, in the app's own self-describing format,
 * so that signing a thousand players in through the real route takes seconds, not minutes), then
 * signed in through the real POST /api/account/sign-in; and the day's Mini (the alphabet grid of
 * src/server/test/play-helpers.ts) scheduled around today.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import type { Db } from '../src/server/db/database.js';
import { createPuzzlesRepository } from '../src/server/features/play/puzzles-repository.js';
import { MINI_ANSWERS, scheduleMini } from '../src/server/test/play-helpers.js';
import { addDays } from '../src/shared/play/dates.js';

export const PASSWORD = 'bench-load-password-1';

export interface BenchPlayer {
  username: string;
  cookie: string;
  /** Rounds of moves typed so far (the moves profile writes a different wrong letter each). */
  round: number;
}

function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 1 });
  return `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Inserts `count` confirmed players named `<prefix>0…`; returns their usernames. */
export async function seedPlayers(db: Db, prefix: string, count: number): Promise<string[]> {
  const hash = cheapHash(PASSWORD);
  const now = new Date().toISOString();
  const verified = db.dialect === 'postgres' ? true : 1;
  const names = Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  for (let from = 0; from < count; from += 500) {
    const batch = names.slice(from, from + 500);
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('user')
        .values(
          batch.map((name) => ({
            id: `u-${name}`,
            name,
            email: `${name}@bench.medgrid.test`,
            emailVerified: verified,
            image: null,
            createdAt: now,
            updatedAt: now,
            username: name,
            displayUsername: name,
          })),
        )
        .execute();
      await trx
        .insertInto('account')
        .values(
          batch.map((name) => ({
            id: `a-${name}`,
            accountId: `u-${name}`,
            providerId: 'credential',
            userId: `u-${name}`,
            password: hash,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute();
      await trx
        .insertInto('profiles')
        .values(
          batch.map((name) => ({
            user_id: `u-${name}`,
            med_school_id: null,
            custom_med_school: null,
            med_school_changed_at: null,
            created_at: now,
            time_zone: null,
            time_zone_next: null,
            time_zone_next_from: null,
            time_zone_changed_on: null,
            terms_accepted_at: now,
          })),
        )
        .execute();
    });
  }
  return names;
}

/** The Mini for UTC yesterday, today and tomorrow (players without a time zone are on UTC). */
export async function scheduleTheMini(db: Db): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const puzzles = createPuzzlesRepository(db);
  for (const offset of [-1, 0, 1]) await scheduleMini({ puzzles }, addDays(today, offset));
  return today;
}

async function post(origin: string, path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** Runs `fn` over `items`, `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>) {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

/** Signs every player in through `origin` (the app or nginx); returns their sessions. */
export function signIn(origin: string, usernames: string[]): Promise<BenchPlayer[]> {
  return inParallel(usernames, 8, async (username) => {
    const res = await post(origin, '/api/account/sign-in', {
      identifier: username,
      password: PASSWORD,
    });
    if (res.status !== 200)
      throw new Error(`sign-in of ${username}: ${res.status} ${await res.text()}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .filter((c) => c.includes('=') && !c.endsWith('='))
      .join('; ');
    return { username, cookie, round: 0 };
  });
}

/** Starts each player's Mini of `date` (daily). */
export async function startPlays(origin: string, players: BenchPlayer[], date: string) {
  await inParallel(players, 8, async (p) => {
    const res = await post(origin, `/api/play/mini/${date}/start`, { mode: 'daily' }, p.cookie);
    if (res.status !== 200) throw new Error(`start: ${res.status} ${await res.text()}`);
  });
}

/** The right letters of the whole grid, or of the squares from `from` on (row-major). */
export function rightCells(from = 0, to = 25) {
  const cells = MINI_ANSWERS.flatMap((row, r) =>
    row.split('').map((letter, c) => ({ row: r, col: c, letter })),
  );
  return cells.slice(from, to);
}

/** Finishes each player's Mini (every square right); their results rank if 6.25 s have passed. */
export async function finishPlays(origin: string, players: BenchPlayer[], date: string) {
  await inParallel(players, 8, async (p) => {
    const move = { type: 'fill', cells: rightCells() };
    const res = await post(
      origin,
      `/api/play/mini/${date}/moves`,
      { mode: 'daily', move },
      p.cookie,
    );
    const body = (await res.json()) as { play?: { status: string } };
    if (res.status !== 200 || body.play?.status !== 'won')
      throw new Error(`finish: ${res.status} ${JSON.stringify(body)}`);
  });
}
