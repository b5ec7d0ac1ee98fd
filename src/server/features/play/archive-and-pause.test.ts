import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { client, signUpAndConfirm, type SignedUpUser } from '../../test/accounts-helpers.js';
import { medicalCrossword, miniCrossword } from '../../../shared/crossword/play.js';
import { addDays } from '../../../shared/play/dates.js';

/** The archive list (which past puzzles a player may open) and a pause that carries a last save. */
const ANSWERS = ['ABCDE', 'FGHIJ', 'KLMNO', 'PQRST', 'UVWXY'];
const PUZZLE = {
  title: 'Archive test',
  subtitle: 'A Quick Medical Challenge',
  answerGrid: ANSWERS.map((row) => row.split('')),
  acrossClues: [1, 6, 7, 8, 9].map((number) => ({ number, clue: `Across ${number}` })),
  downClues: [1, 2, 3, 4, 5].map((number) => ({ number, clue: `Down ${number}` })),
};
const TODAY = '2026-11-21';
const day = (n: number) => addDays(TODAY, n);
let now = Date.parse(`${TODAY}T12:00:00Z`);

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

beforeAll(async () => {
  for (const n of [-30, -3, -2, -1, 0, 1])
    await t.puzzles.upsert('mini', day(n), `Mini ${n}`, { ...PUZZLE, title: `Mini ${n}` });
  for (const n of [-16, -9, -2])
    await t.puzzles.upsert('medical', day(n), `Medical ${n}`, { ...PUZZLE, title: `Medical ${n}` });
  player = await signUpAndConfirm(t.app, t.smtp);
});

const call = () => client(t.app);
const archive = (game: string, query = '') =>
  call()({ method: 'GET', url: `/api/archives/${game}${query}`, cookie: player.cookie });

describe(`the archive list on ${TEST_DB}`, () => {
  it("lists every day before the player's today, yesterday included, newest first, with titles", async () => {
    const res = await archive('mini');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      game: 'mini',
      entries: [
        { date: day(-1), title: 'Mini -1', status: 'not-started' },
        { date: day(-2), title: 'Mini -2', status: 'not-started' },
        { date: day(-3), title: 'Mini -3', status: 'not-started' },
        { date: day(-30), title: 'Mini -30', status: 'not-started' },
      ],
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lists a weekly puzzle once its week is over', async () => {
    const res = await archive('medical');
    expect(res.json().entries.map((e: { date: string }) => e.date)).toEqual([day(-9), day(-16)]);
  });

  it('honours the limit, answers 404 for a game not served, refuses bad input', async () => {
    expect((await archive('mini', '?limit=1')).json().entries).toHaveLength(1);
    const notServed = await archive('medle');
    expect(notServed.statusCode).toBe(404);
    expect(notServed.json()).toMatchObject({ code: 'UNKNOWN_GAME' });
    const bad = await archive('chess');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Unknown game/);
    expect((await archive('mini', '?limit=0')).statusCode).toBe(400);
    const anonymous = await call()({ method: 'GET', url: '/api/archives/mini' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('opens a listed day in archive mode', async () => {
    const res = await call()({
      method: 'GET',
      url: `/api/play/mini/${day(-2)}?mode=archive`,
      cookie: player.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().title).toBe('Mini -2');
  });
});

describe(`a pause with the page's last save on ${TEST_DB}`, () => {
  const url = (path: string) => `/api/play/mini/${TODAY}/${path}`;
  const post = (path: string, payload: Record<string, unknown>) =>
    call()({ method: 'POST', url: url(path), cookie: player.cookie, payload });
  const cells = (rows: readonly string[]) =>
    rows.flatMap((row, r) => row.split('').map((letter, c) => ({ row: r, col: c, letter })));

  it('saves the letters and pauses in one request; refuses a save once paused', async () => {
    expect((await post('start', { mode: 'daily' })).statusCode).toBe(200);
    const bad = await post('pause', { mode: 'daily', move: { type: 'fill', cells: 'ABC' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/cells must be an array/);
    now += 20_000;
    const paused = await post('pause', {
      mode: 'daily',
      move: { type: 'fill', cells: [{ row: 0, col: 0, letter: 'A' }] },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().play).toMatchObject({ timer: { activeMs: 20_000, running: false } });
    expect(paused.json().play.view).toBeNull(); // no clues while paused
    const resumed = await post('start', { mode: 'daily' });
    expect(resumed.json().play.view.letters[0][0]).toBe('A');
    await post('pause', { mode: 'daily' });

    now += 60_000; // paused: does not count
    const late = await post('pause', {
      mode: 'daily',
      move: { type: 'fill', cells: [{ row: 0, col: 1, letter: 'B' }] },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'PAUSED' });
  });

  it('finishes the play and records the result when the last save solves it', async () => {
    await post('start', { mode: 'daily' });
    now += 10_000;
    const done = await post('pause', {
      mode: 'daily',
      move: { type: 'fill', cells: cells(ANSWERS) },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().play.status).toBe('won');
    expect(done.json().result).toMatchObject({ timeSeconds: 30, eligible: true });
  });
});
