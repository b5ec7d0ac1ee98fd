import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  client,
  cookieOf,
  signUpAndConfirm,
  type SignedUpUser,
} from '../../test/accounts-helpers.js';
import { miniCrossword } from '../../../shared/crossword/play.js';

/**
 * The play engine on a real crossword: server-stamped time, pause, moves, results written once,
 * archive and admin test plays unrecorded, the date rule. The server's clock is set by the test.
 */
const ANSWERS = ['ABCDE', 'FGHIJ', 'KLMNO', 'PQRST', 'UVWXY'];
const PUZZLE = {
  title: 'Engine test',
  subtitle: 'A Quick Medical Challenge',
  answerGrid: ANSWERS.map((row) => row.split('')),
  acrossClues: [1, 6, 7, 8, 9].map((number) => ({ number, clue: `Across ${number}` })),
  downClues: [1, 2, 3, 4, 5].map((number) => ({ number, clue: `Down ${number}` })),
};
const TODAY = '2026-11-21';
const PAST = '2026-11-10';
const FUTURE = '2026-12-01';

let now = Date.parse(`${TODAY}T12:00:00Z`);
const advance = (seconds: number) => (now += seconds * 1000);

const t = useTestApp({
  deps: {
    games: new Map([['mini', miniCrossword]]),
    clock: () => new Date(now),
  },
});
let player: SignedUpUser;
let admin: SignedUpUser;

beforeAll(async () => {
  for (const date of [TODAY, PAST, FUTURE, '2026-11-20'])
    await t.puzzles.upsert('mini', date, 'Engine test', PUZZLE);
  player = await signUpAndConfirm(t.app, t.smtp);
  admin = await signUpAndConfirm(t.app, t.smtp);
  await t.accounts.grantAdmin(admin.id);
});

function api(user: SignedUpUser) {
  const call = client(t.app);
  const base = (date: string) => `/api/play/mini/${date}`;
  return {
    state: (date: string, mode = 'daily') =>
      call({ method: 'GET', url: `${base(date)}?mode=${mode}`, cookie: user.cookie }),
    start: (date: string, mode = 'daily') =>
      call({ method: 'POST', url: `${base(date)}/start`, cookie: user.cookie, payload: { mode } }),
    pause: (date: string, mode = 'daily') =>
      call({ method: 'POST', url: `${base(date)}/pause`, cookie: user.cookie, payload: { mode } }),
    reset: (date: string, mode = 'daily') =>
      call({ method: 'POST', url: `${base(date)}/reset`, cookie: user.cookie, payload: { mode } }),
    move: (date: string, move: unknown, mode = 'daily') =>
      call({
        method: 'POST',
        url: `${base(date)}/moves`,
        cookie: user.cookie,
        payload: { mode, move },
      }),
    board: (date: string) =>
      call({ method: 'GET', url: `/api/leaderboards/mini/${date}`, cookie: user.cookie }),
  };
}

const fill = (rows: readonly string[]) => ({
  type: 'fill',
  cells: rows.flatMap((row, r) => row.split('').map((letter, c) => ({ row: r, col: c, letter }))),
});
const resultsOf = (userId: string, date: string) =>
  t.db.kysely
    .selectFrom('results')
    .selectAll()
    .where('user_id', '=', userId)
    .where('puzzle_date', '=', date)
    .execute();

describe(`the play engine on ${TEST_DB}`, () => {
  it('sends the puzzle without answers, stores progress on the server and measures time with its own clock', async () => {
    const p = api(player);
    const before = await p.state(TODAY);
    expect(before.statusCode).toBe(200);
    expect(before.json().play).toBeNull();
    expect(before.json().day).toBe(TODAY);
    for (const row of ANSWERS) expect(before.body).not.toContain(row);
    expect(before.body).not.toContain('Across 1'); // clues come with the start

    const started = await p.start(TODAY);
    expect(started.json().play).toMatchObject({
      status: 'playing',
      timer: { activeMs: 0, running: true },
    });
    expect(started.json().play.view.solution).toBeUndefined();
    expect(started.json().play.view.clues.across).toEqual(PUZZLE.acrossClues.map((c) => c.clue));

    advance(30);
    const typed = await p.move(TODAY, {
      type: 'fill',
      cells: [{ row: 0, col: 0, letter: 'a' }],
      seconds: 1,
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().play.view.letters[0][0]).toBe('A');
    expect(typed.json().play.timer.activeMs).toBe(30_000);

    await p.pause(TODAY);
    advance(100); // paused time does not count
    const refused = await p.move(TODAY, { type: 'fill', cells: [{ row: 0, col: 1, letter: 'B' }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PAUSED' });
    expect((await p.state(TODAY)).json().play.view).toBeNull(); // paused: no clues, no letters

    expect((await p.start(TODAY)).json().play.view.letters[0][1]).toBe(''); // Continue
    advance(12);
    const solved = await p.move(TODAY, { ...fill(ANSWERS), elapsedSeconds: 5 });
    expect(solved.statusCode, solved.body).toBe(200);
    expect(solved.json().play.status).toBe('won');
    expect(solved.json().play.view.solution).toEqual(ANSWERS.map((r) => r.split('')));
    expect(solved.json().result).toMatchObject({
      timeSeconds: 42,
      penaltySeconds: 0,
      inputs: 25,
      assisted: false,
      eligible: true,
      review: null,
    });

    const board = (await p.board(TODAY)).json();
    expect(board.entries).toEqual([
      expect.objectContaining({ rank: 1, username: player.username, timeSeconds: 42 }),
    ]);
  });

  it('keeps one result when the final move is sent twice at once, and answers a retry with the final state', async () => {
    const p = api(admin);
    await p.start(TODAY);
    advance(50);
    const [a, b] = await Promise.all([p.move(TODAY, fill(ANSWERS)), p.move(TODAY, fill(ANSWERS))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().play.status).toBe('won');
    expect(b.json().play.status).toBe('won');
    const retry = await p.move(TODAY, fill(ANSWERS));
    expect(retry.statusCode).toBe(200);
    expect(retry.json().result.timeSeconds).toBe(50);
    expect(await resultsOf(admin.id, TODAY)).toHaveLength(1);
  });

  it('resets a finished board without touching the recorded result', async () => {
    const p = api(player);
    const reset = await p.reset(TODAY);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().play).toMatchObject({ status: 'playing', timer: { activeMs: 0 } });
    expect(reset.json().play.view.letters[0][0]).toBe('');
    advance(5);
    await p.move(TODAY, fill(ANSWERS));
    const rows = await resultsOf(player.id, TODAY);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.time_seconds).toBe(42);
    expect((await p.reset(TODAY)).statusCode).toBe(200);
    expect((await p.reset(TODAY)).statusCode).toBe(409); // not finished
  });

  it('keeps a revealed play off the leaderboard', async () => {
    const date = TODAY;
    const p = api(await signUpAndConfirm(t.app, t.smtp));
    await p.start(date);
    const revealed = await p.move(date, { type: 'reveal', scope: 'square', row: 0, col: 0 });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().play.view.letters[0][0]).toBe('A');
    const done = await p.move(date, fill(ANSWERS));
    expect(done.json().result).toMatchObject({ assisted: true, eligible: false });
    const board = (await p.board(date)).json();
    expect(board.total).toBe(2); // the two players above, not this one
    expect(board.me).toBeNull();
  });

  it('records nothing for archive plays and opens only past days there', async () => {
    const p = api(player);
    expect((await p.start(PAST)).statusCode).toBe(400); // not today's
    const started = await p.start(PAST, 'archive');
    expect(started.statusCode, started.body).toBe(200);
    advance(20);
    const done = await p.move(PAST, fill(ANSWERS), 'archive');
    expect(done.json().play.status).toBe('won');
    expect(done.json().result).toBeNull();
    expect(await resultsOf(player.id, PAST)).toHaveLength(0);
    expect((await p.board(PAST)).json().total).toBe(0);
    const todayInArchive = await p.start(TODAY, 'archive');
    expect(todayInArchive.statusCode).toBe(400);
    expect(todayInArchive.json().message).toMatch(/today's puzzle/);
  });

  it('opens future days only to admins, in test mode, and records nothing', async () => {
    expect((await api(player).start(FUTURE)).statusCode).toBe(403);
    expect((await api(player).start(FUTURE, 'test')).statusCode).toBe(403);
    const p = api(admin);
    const started = await p.start(FUTURE, 'test');
    expect(started.statusCode, started.body).toBe(200);
    await p.move(FUTURE, fill(ANSWERS), 'test');
    expect(await resultsOf(admin.id, FUTURE)).toHaveLength(0);
  });

  it('answers bad requests with a 4xx and a reason', async () => {
    const p = api(player);
    const call = client(t.app);
    const cases = [
      await p.move(TODAY, { type: 'fill', cells: [{ row: 99, col: 0, letter: 'A' }] }),
      await p.move(TODAY, { type: 'dance' }),
      await p.move(TODAY, 'A'),
      await call({
        method: 'POST',
        url: '/api/play/mini/2026-02-30/start',
        cookie: player.cookie,
        payload: { mode: 'daily' },
      }),
      await call({
        method: 'POST',
        url: '/api/play/mini/2026-11-21/start',
        cookie: player.cookie,
        payload: { mode: 'ranked' },
      }),
      await call({
        method: 'POST',
        url: '/api/play/chess/2026-11-21/start',
        cookie: player.cookie,
        payload: { mode: 'daily' },
      }),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().message).toBeTruthy();
    }
    const medle = await call({
      method: 'POST',
      url: '/api/play/medle/2026-11-21/start',
      cookie: player.cookie,
      payload: { mode: 'daily' },
    });
    expect(medle.statusCode).toBe(404);
    const tomorrow = await call({
      method: 'POST',
      url: '/api/play/mini/2026-11-22/start',
      cookie: player.cookie,
      payload: {},
    });
    expect(tomorrow.statusCode).toBe(403);
    expect(tomorrow.json().message).toBe('This puzzle is not available yet.');
    const saved = now;
    now = Date.parse('2026-11-25T12:00:00Z'); // a day with no puzzle
    const none = await call({
      method: 'POST',
      url: '/api/play/mini/today/start',
      cookie: player.cookie,
      payload: {},
    });
    now = saved;
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No puzzle available today');
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/play/mini/2026-11-21/start',
          payload: { mode: 'daily' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('limits moves per player, whatever cookies the request carries', async () => {
    const spammer = await signUpAndConfirm(t.app, t.smtp);
    // a second session of the same player shares the budget
    const signIn = await client(t.app)({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { identifier: spammer.username, password: spammer.password },
    });
    const second = { ...spammer, cookie: cookieOf(signIn) };
    expect(second.cookie).not.toBe(spammer.cookie);
    await api(spammer).start(TODAY);
    const statuses: number[] = [];
    for (let i = 0; i <= 300; i++) {
      const p = api(i % 2 ? second : spammer);
      statuses.push(
        (
          await p.move(TODAY, {
            type: 'fill',
            cells: [{ row: 1, col: 1, letter: i % 2 ? 'A' : '' }],
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 300).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    // as found: a forged first cookie gave a fresh budget while the real one signed the request in
    const real = spammer.cookie.split('; ').find((c) => c.startsWith('medgrid.session_token='));
    const forged = `__Secure-medgrid.session_token=forged${Date.now()}; ${real}`;
    const res = await client(t.app)({
      method: 'POST',
      url: `/api/play/mini/${TODAY}/moves`,
      cookie: forged,
      payload: { mode: 'daily', move: { type: 'fill', cells: [{ row: 1, col: 1, letter: 'B' }] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'SEVERAL_SESSIONS' });
    expect(res.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^medgrid\.session_token=; .*Max-Age=0/)]),
    );
    const twice = await client(t.app)({
      method: 'GET',
      url: '/api/account/me',
      cookie: `${real}; ${real}`,
    });
    expect(twice.statusCode).toBe(400);
  });

  it('creates one play when two starts race', async () => {
    const racer = await signUpAndConfirm(t.app, t.smtp);
    const p = api(racer);
    const [a, b] = await Promise.all([p.start(TODAY), p.start(TODAY)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const plays = await t.db.kysely
      .selectFrom('plays')
      .select('id')
      .where('user_id', '=', racer.id)
      .execute();
    expect(plays).toHaveLength(1);
  });
});
