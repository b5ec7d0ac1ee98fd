import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  client,
  signUpAndConfirm,
  uniqueUser,
  type SignedUpUser,
} from '../../test/accounts-helpers.js';
import { medicalCrossword, miniCrossword } from '../../../shared/crossword/play.js';
import { addDays } from '../../../shared/play/dates.js';
import type { GameStats } from '../../../shared/play/stats.js';
import type { GameToday, TodayGlance } from '../../../shared/play/glance.js';
import type { ArchiveList } from '../../../shared/play/schemas.js';

/**
 * Statistics, today at a glance and the archive's marks
 * (docs/product.md#statistics-and-today-at-a-glance) on the real app and database. The server's
 * clock is the test's: the player lives through ten days in New York, one solve a day.
 */
const ANSWERS = ['ABCDE', 'FGHIJ', 'KLMNO', 'PQRST', 'UVWXY'];
const PUZZLE = {
  title: 'Stats test',
  subtitle: 'A Quick Medical Challenge',
  answerGrid: ANSWERS.map((row) => row.split('')),
  acrossClues: [1, 6, 7, 8, 9].map((number) => ({ number, clue: `Across ${number}` })),
  downClues: [1, 2, 3, 4, 5].map((number) => ({ number, clue: `Down ${number}` })),
};
const TODAY = '2026-11-21';
const day = (n: number) => addDays(TODAY, n);
const ZONE = 'America/New_York'; // UTC−5 in November
/** Noon in New York on day n. */
const noonOn = (n: number) => Date.parse(`${day(n)}T17:00:00Z`);

let now = noonOn(0);
const advance = (seconds: number) => (now += seconds * 1000);

const t = useTestApp({
  deps: {
    games: new Map([
      ['mini', miniCrossword],
      ['medical', medicalCrossword],
    ]),
    clock: () => new Date(now),
  },
});
let player: SignedUpUser;
let other: SignedUpUser;

const fill = {
  type: 'fill',
  cells: ANSWERS.flatMap((row, r) =>
    row.split('').map((letter, c) => ({ row: r, col: c, letter })),
  ),
};

function api(user: SignedUpUser) {
  const call = client(t.app);
  const get = (url: string) => call({ method: 'GET', url, cookie: user.cookie });
  const post = (game: string, date: string, path: string, payload: Record<string, unknown>) =>
    call({
      method: 'POST',
      url: `/api/play/${game}/${date}/${path}`,
      cookie: user.cookie,
      payload,
    });
  return {
    get,
    stats: async (game: string) => (await get(`/api/stats/${game}`)).json() as GameStats,
    today: async () => (await get('/api/today')).json() as TodayGlance,
    archive: async (game: string) => (await get(`/api/archives/${game}`)).json() as ArchiveList,
    start: (game: string, date = 'today', mode = 'daily') => post(game, date, 'start', { mode }),
    move: (game: string, move: unknown, date = 'today', mode = 'daily') =>
      post(game, date, 'moves', { mode, move }),
    /** Starts, lets `seconds` pass on the server's clock, and fills the whole grid. */
    async solve(game: string, seconds: number, date = 'today', mode = 'daily') {
      expect((await this.start(game, date, mode)).statusCode).toBe(200);
      advance(seconds);
      const res = await this.move(game, fill, date, mode);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().play.status).toBe('won');
    },
    async reveal(game: string, date = 'today', mode = 'daily') {
      expect((await this.start(game, date, mode)).statusCode).toBe(200);
      advance(10);
      const res = await this.move(game, { type: 'reveal', scope: 'puzzle' }, date, mode);
      expect(res.json().play.status).toBe('won');
    },
  };
}

const gameOf = (glance: TodayGlance, game: string) =>
  glance.games.find((g) => g.game === game) as GameToday;

beforeAll(async () => {
  for (let n = -40; n <= 1; n++) await t.puzzles.upsert('mini', day(n), `Mini ${n}`, PUZZLE);
  for (const n of [-16, -9, -2, 5])
    await t.puzzles.upsert('medical', day(n), `Medical ${n}`, PUZZLE);
  player = await signUpAndConfirm(t.app, t.smtp, uniqueUser('st'), undefined, { timeZone: ZONE });
  other = await signUpAndConfirm(t.app, t.smtp, uniqueUser('so'));

  // ten days of play, at noon in New York each day
  const me = api(player);
  const times: Record<number, number> = {
    [-9]: 35,
    [-8]: 40,
    [-7]: 50,
    [-6]: 44,
    [-2]: 70,
    [-1]: 30,
  };
  for (let n = -9; n <= -1; n++) {
    now = noonOn(n);
    const seconds = times[n];
    if (seconds !== undefined) await me.solve('mini', seconds);
    if (n === -5) await me.reveal('mini');
    if (n === -4) await me.solve('mini', 2); // 25 letters in 2 s: held for review
    if (n === -3) expect((await me.start('mini')).statusCode).toBe(200); // left unfinished
    if (n === -9) await me.solve('medical', 100);
    if (n === -1) await me.solve('medical', 200); // this week's, dated day −2
  }
  now = noonOn(0);
  // archive plays, today: one solved, one revealed, one under way
  await me.solve('mini', 60, day(-12), 'archive');
  await me.reveal('mini', day(-11), 'archive');
  expect((await me.start('mini', day(-10), 'archive')).statusCode).toBe(200);
});

describe(`today at a glance on ${TEST_DB}`, () => {
  it("gives the player's today, the next midnight in their zone, and each game's status", async () => {
    const res = await api(player).get('/api/today');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const glance = res.json() as TodayGlance;
    expect(glance).toMatchObject({
      today: TODAY,
      nextDayAt: `${day(1)}T05:00:00.000Z`, // midnight in New York
      serverNow: new Date(now).toISOString(),
    });
    expect(glance.games.map((g) => g.game)).toEqual(['mini', 'medical']);
    expect(gameOf(glance, 'mini')).toEqual({
      game: 'mini',
      puzzleDate: TODAY,
      status: 'not-started',
      timeSeconds: null,
      penaltySeconds: null,
      nextPuzzleAt: `${day(1)}T05:00:00.000Z`,
      nextPuzzleDate: day(1),
    });
    // this week's Medical Crossword (dated day −2) was solved yesterday; the next is dated day 5
    expect(gameOf(glance, 'medical')).toEqual({
      game: 'medical',
      puzzleDate: day(-2),
      status: 'solved',
      timeSeconds: 200,
      penaltySeconds: 0,
      nextPuzzleAt: `${day(5)}T05:00:00.000Z`,
      nextPuzzleDate: day(5),
    });
  });

  it('follows a play: in progress once started, solved with its ranked time', async () => {
    const me = api(player);
    expect((await me.start('mini')).statusCode).toBe(200);
    expect(gameOf(await me.today(), 'mini')).toMatchObject({ status: 'in-progress' });
    advance(60);
    expect((await me.move('mini', fill)).statusCode).toBe(200);
    expect(gameOf(await me.today(), 'mini')).toMatchObject({
      status: 'solved',
      timeSeconds: 60,
      penaltySeconds: 0,
    });
  });

  it('shows another player only their own day (UTC: no zone reported)', async () => {
    const glance = await api(other).today();
    expect(glance.nextDayAt).toBe(`${day(1)}T00:00:00.000Z`);
    expect(glance.games.map((g) => g.status)).toEqual(['not-started', 'not-started']);
  });
});

describe(`statistics on ${TEST_DB}`, () => {
  it('counts played, solved %, streaks, best and average time, and charts 30 days', async () => {
    const res = await api(player).get('/api/stats/mini');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const stats = res.json() as GameStats;
    // solved: −9 −8 −7 −6 (a run of 4), −4 (held for review: still the player's solve), −2 −1 0
    // (a run of 3 up to today); revealed: −5; nothing recorded: −3 (left unfinished)
    expect(stats).toMatchObject({
      game: 'mini',
      today: TODAY,
      played: 9,
      solved: 8,
      solvedPercent: 89,
      currentStreak: 3,
      longestStreak: 4,
      bestSeconds: 2,
      averageSeconds: 41, // (35 + 40 + 50 + 44 + 2 + 70 + 30 + 60) / 8
    });
    expect(stats.chart).toHaveLength(30);
    expect(stats.chart.at(-1)).toEqual({ date: TODAY, status: 'solved', timeSeconds: 60 });
    expect(stats.chart.slice(-6, -1)).toEqual([
      { date: day(-5), status: 'revealed', timeSeconds: null },
      { date: day(-4), status: 'solved', timeSeconds: 2 },
      { date: day(-3), status: 'none', timeSeconds: null },
      { date: day(-2), status: 'solved', timeSeconds: 70 },
      { date: day(-1), status: 'solved', timeSeconds: 30 },
    ]);
    // archive plays are never counted
    expect(stats.chart.find((d) => d.date === day(-12))?.status).toBe('none');
  });

  it("the weekly Medical Crossword's days are its puzzle dates", async () => {
    const stats = await api(player).stats('medical');
    expect(stats).toMatchObject({ played: 2, solved: 2, currentStreak: 2, longestStreak: 2 });
    expect(stats.chart).toEqual([
      { date: day(-16), status: 'none', timeSeconds: null },
      { date: day(-9), status: 'solved', timeSeconds: 100 },
      { date: day(-2), status: 'solved', timeSeconds: 200 },
    ]);
  });

  it("another player's statistics hold nothing of this player's", async () => {
    const stats = await api(other).stats('mini');
    expect(stats).toMatchObject({ played: 0, currentStreak: 0, bestSeconds: null });
    expect(stats.chart.every((d) => d.status === 'none')).toBe(true);
  });

  it('needs a session, a known game, and a game that is served', async () => {
    const call = client(t.app);
    expect((await call({ method: 'GET', url: '/api/stats/mini' })).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: '/api/today' })).statusCode).toBe(401);
    const bad = await api(player).get('/api/stats/chess');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Unknown game/);
    const notServed = await api(player).get('/api/stats/medle');
    expect(notServed.statusCode).toBe(404);
    expect(notServed.json()).toMatchObject({ code: 'UNKNOWN_GAME' });
  });
});

describe(`the archive's marks on ${TEST_DB}`, () => {
  it('marks each day with the recorded result, else the archive play, else not started', async () => {
    const list = await api(player).archive('mini');
    const status = Object.fromEntries(list.entries.map((e) => [e.date, e.status]));
    expect(list.entries[0]?.date).toBe(day(-1));
    expect(status).toMatchObject({
      [day(-1)]: 'solved',
      [day(-2)]: 'solved',
      [day(-3)]: 'not-started', // an unfinished daily play: the archive opens the day afresh
      [day(-4)]: 'solved',
      [day(-5)]: 'revealed',
      [day(-9)]: 'solved',
      [day(-10)]: 'in-progress',
      [day(-11)]: 'revealed',
      [day(-12)]: 'solved',
      [day(-13)]: 'not-started',
      [day(-40)]: 'not-started',
    });
    expect(list.entries[0]).toEqual({ date: day(-1), title: 'Mini -1', status: 'solved' });
  });

  it("another player's list carries none of this player's marks", async () => {
    const list = await api(other).archive('mini');
    expect(list.entries.length).toBeGreaterThan(30);
    expect(new Set(list.entries.map((e) => e.status))).toEqual(new Set(['not-started']));
  });
});

describe(`past the last published puzzle on ${TEST_DB}`, () => {
  it("says there is no puzzle today, and still when the player's next day begins", async () => {
    now = noonOn(2);
    const glance = await api(player).today();
    expect(glance.today).toBe(day(2));
    expect(gameOf(glance, 'mini')).toMatchObject({
      puzzleDate: null,
      status: 'no-puzzle',
      nextPuzzleAt: `${day(3)}T05:00:00.000Z`,
    });
    // the current streak ended: yesterday (day 1) was not played
    expect((await api(player).stats('mini')).currentStreak).toBe(0);
  });
});

describe(`rate limits on ${TEST_DB}`, () => {
  it('limits each player on their own budget', async () => {
    const me = api(player);
    let last = 0;
    for (let i = 0; i < 241 && last !== 429; i++) last = (await me.get('/api/today')).statusCode;
    expect(last).toBe(429);
    expect((await api(other).get('/api/today')).statusCode).toBe(200);
  });
});
