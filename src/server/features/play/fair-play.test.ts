import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  client,
  signUpAndConfirm,
  uniqueUser,
  type SignedUpUser,
} from '../../test/accounts-helpers.js';
import { miniCrossword } from '../../../shared/crossword/play.js';
import { addDays, DATE_MESSAGES } from '../../../shared/play/dates.js';
import { createDailyQuestionRepository } from '../daily-question/repository.js';

/**
 * Issue 13's fair-play findings, each reproduced as it was found and shown closed: Check solving
 * a crossword blind, free reading time, several 'todays' per player, yesterday missing from the
 * archive. The server's clock is set by the test.
 */
const ANSWERS = ['ABCDE', 'FGHIJ', 'KLMNO', 'PQRST', 'UVWXY'];
const PUZZLE = {
  title: 'Fair play test',
  subtitle: 'A Quick Medical Challenge',
  answerGrid: ANSWERS.map((row) => row.split('')),
  acrossClues: [1, 6, 7, 8, 9].map((number) => ({ number, clue: `Secret across ${number}` })),
  downClues: [1, 2, 3, 4, 5].map((number) => ({ number, clue: `Secret down ${number}` })),
};
const TODAY = '2026-11-21';
const day = (n: number) => addDays(TODAY, n);
let now = Date.parse(`${TODAY}T12:00:00Z`);
const advance = (ms: number) => (now += ms);

const t = useTestApp({
  deps: {
    games: new Map([['mini', miniCrossword]]),
    clock: () => new Date(now),
  },
});
let admin: SignedUpUser;

beforeAll(async () => {
  const questions = createDailyQuestionRepository(t.db);
  for (const n of [-2, -1, 0, 1, 2]) {
    await t.puzzles.upsert('mini', day(n), `Mini ${n}`, PUZZLE);
    await questions.addQuestion(day(n), 'Cardiology', n + 3, {
      day: n + 3,
      question: `Question for ${day(n)}?`,
      options: { A: 'One', B: 'Two', C: 'Three', D: 'Four' },
      correct: 'A',
      explanation: 'A is right.',
      optionExplanations: { A: 'Correct. It is.', B: 'No.', C: 'No.', D: 'No.' },
      source: 'A textbook, 2024',
    });
  }
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
    move: (date: string, move: unknown, mode = 'daily') =>
      call({
        method: 'POST',
        url: `${base(date)}/moves`,
        cookie: user.cookie,
        payload: { mode, move },
      }),
    board: (date: string) =>
      call({ method: 'GET', url: `/api/leaderboards/mini/${date}`, cookie: user.cookie }),
    archive: () => call({ method: 'GET', url: '/api/archives/mini', cookie: user.cookie }),
    zone: (timeZone: string) =>
      call({
        method: 'PUT',
        url: '/api/account/time-zone',
        cookie: user.cookie,
        payload: { timeZone },
      }),
    question: (date: string) =>
      call({ method: 'GET', url: `/api/daily-question/${date}`, cookie: user.cookie }),
    answer: (date: string, selected: string) =>
      call({
        method: 'POST',
        url: `/api/daily-question/${date}/answer`,
        cookie: user.cookie,
        payload: { selected },
      }),
    reviews: () => call({ method: 'GET', url: '/api/admin/reviews', cookie: user.cookie }),
    decide: (id: string, decision: string) =>
      call({
        method: 'POST',
        url: `/api/admin/reviews/${id}`,
        cookie: user.cookie,
        payload: { decision },
      }),
  };
}

const fill = (rows: readonly string[]) => ({
  type: 'fill',
  cells: rows.flatMap((row, r) => row.split('').map((letter, c) => ({ row: r, col: c, letter }))),
});
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe(`Check cannot solve a crossword blind for a rank, on ${TEST_DB}`, () => {
  /**
   * The attack as found: fill every square with A, Check Puzzle, then B, C… for the squares
   * Check marked wrong, until solved (50 requests, 0.53 s, ranked first at 0 s).
   */
  async function bruteForce(p: ReturnType<typeof api>, msPerRequest: number) {
    await p.start(TODAY);
    const solved = new Set<string>();
    let last;
    for (const letter of LETTERS) {
      const cells = ANSWERS.flatMap((row, r) =>
        row
          .split('')
          .map((_, c) => ({ row: r, col: c, letter }))
          .filter(({ row: rr, col: cc }) => !solved.has(`${rr},${cc}`)),
      );
      if (cells.length === 0) break;
      advance(msPerRequest);
      last = await p.move(TODAY, { type: 'fill', cells });
      if (last.json().play.status === 'won') break;
      advance(msPerRequest);
      last = await p.move(TODAY, { type: 'check', scope: 'puzzle' });
      for (const c of last.json().feedback.checked)
        if (c.mark === 'correct') solved.add(`${c.row},${c.col}`);
    }
    return last;
  }

  it('adds 10 seconds per square Check marked wrong to the ranked time, shown with the result and on the board', async () => {
    const cheater = await signUpAndConfirm(t.app, t.smtp);
    const p = api(cheater);
    const done = await bruteForce(p, 4000); // at a human pace: no review flag
    expect(done?.json().play.status).toBe('won');
    const wrong = done?.json().play.view.wrongChecks as number;
    // every square but the A's was checked wrong at least once: 24 squares, 1+2+…+ times
    expect(wrong).toBeGreaterThan(200);
    const result = done?.json().result;
    const active = Math.floor(done?.json().play.timer.activeMs / 1000);
    expect(result).toMatchObject({ penaltySeconds: wrong * 10, eligible: true, review: null });
    expect(result.timeSeconds).toBe(active + wrong * 10);
    expect(result.timeSeconds).toBeGreaterThan(30 * 60); // minutes per square, not 0 s

    // an honest solver in 45 s ranks above it
    const honest = api(await signUpAndConfirm(t.app, t.smtp));
    await honest.start(TODAY);
    advance(45_000);
    await honest.move(TODAY, fill(ANSWERS));
    const board = (await honest.board(TODAY)).json();
    const cheaterRow = board.entries.find((e: { userId: string }) => e.userId === cheater.id);
    expect(board.entries[0]).toMatchObject({ timeSeconds: 45, penaltySeconds: 0 });
    expect(cheaterRow).toMatchObject({
      penaltySeconds: wrong * 10,
      timeSeconds: result.timeSeconds,
    });
  });

  it('holds the same script run at machine speed off the board, for review', async () => {
    const bot = await signUpAndConfirm(t.app, t.smtp);
    const p = api(bot);
    const done = await bruteForce(p, 10);
    expect(done?.json().result).toMatchObject({ eligible: false, review: 'pending' });
    const board = (await p.board(TODAY)).json();
    expect(board.entries.some((e: { userId: string }) => e.userId === bot.id)).toBe(false);
    expect(board.me).toBeNull();
  });
});

describe(`reading time is not free, on ${TEST_DB}`, () => {
  it('sends no clue before the start and none while paused; Continue sends them again', async () => {
    const reader = api(await signUpAndConfirm(t.app, t.smtp));
    const before = await reader.state(TODAY);
    expect(before.statusCode).toBe(200);
    expect(before.json().puzzle).toMatchObject({ rows: 5, cols: 5 });
    expect(before.json().puzzle.across[0]).toEqual({ number: 1, row: 0, col: 0, length: 5 });
    expect(before.body).not.toContain('Secret');

    const started = await reader.start(TODAY);
    expect(started.body).toContain('Secret across 1');
    advance(5000);
    const paused = await reader.pause(TODAY);
    expect(paused.json().play.view).toBeNull();
    expect(paused.body).not.toContain('Secret');
    expect((await reader.state(TODAY)).body).not.toContain('Secret');
    const resumed = await reader.start(TODAY);
    expect(resumed.body).toContain('Secret down 5');
  });

  it('holds a whole answer sent in one move at 0 s for review; an admin accepts or rejects it', async () => {
    const fast = await signUpAndConfirm(t.app, t.smtp);
    const slowToo = await signUpAndConfirm(t.app, t.smtp);
    for (const user of [fast, slowToo]) {
      const p = api(user);
      await p.start(TODAY);
      const done = await p.move(TODAY, fill(ANSWERS)); // the clock has not moved
      expect(done.json().result).toMatchObject({
        timeSeconds: 0,
        eligible: false,
        review: 'pending',
      });
    }
    const p = api(fast);
    expect(
      (await p.board(TODAY)).json().entries.some((e: { userId: string }) => e.userId === fast.id),
    ).toBe(false);

    // only admins see and decide
    expect((await p.reviews()).statusCode).toBe(403);
    const listed = await api(admin).reviews();
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = (listed.json().reviews as { id: string; username: string }[]).filter((r) =>
      [fast.username, slowToo.username].includes(r.username),
    );
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ game: 'mini', puzzleDate: TODAY, timeSeconds: 0, inputs: 25 });
    expect(listed.body).not.toContain('@'); // no emails
    const [first, second] = mine as [
      { id: string; username: string },
      { id: string; username: string },
    ];
    const totalBefore = (await p.board(TODAY)).json().total as number;

    expect((await api(fast).decide(first.id, 'accept')).statusCode).toBe(403);
    expect((await api(admin).decide(first.id, 'accept')).statusCode).toBe(200);
    expect((await api(admin).decide(first.id, 'accept')).statusCode).toBe(404); // once
    expect((await api(admin).decide(second.id, 'reject')).statusCode).toBe(200);
    expect((await api(admin).decide('no-such-id', 'reject')).statusCode).toBe(404);
    expect((await api(admin).decide(first.id, 'maybe')).statusCode).toBe(400);

    const board = (await p.board(TODAY)).json();
    expect(board.total).toBe(totalBefore + 1);
    const accepted = board.entries.find((e: { username: string }) => e.username === first.username);
    expect(accepted).toMatchObject({ rank: 1, timeSeconds: 0 });
    expect(board.entries.some((e: { username: string }) => e.username === second.username)).toBe(
      false,
    );
    const left = (await api(admin).reviews()).json().reviews as { id: string }[];
    expect(left.map((r) => r.id)).not.toContain(first.id);
    expect(left.map((r) => r.id)).not.toContain(second.id);
  });
});

describe(`one 'today' per player, on ${TEST_DB}`, () => {
  it('refuses tomorrow, and a time zone change waits for the next day, at most once a week', async () => {
    const traveller = await signUpAndConfirm(t.app, t.smtp);
    const p = api(traveller);
    // as found: tomorrow's Mini ranked today, and three days of questions in one second
    expect((await p.start(day(1))).statusCode).toBe(403);
    expect((await p.question(day(1))).statusCode).toBe(403);
    expect((await p.question(day(-1))).statusCode).toBe(400);
    expect((await p.answer(day(1), 'A')).statusCode).toBe(403);
    expect((await p.answer(TODAY, 'A')).statusCode).toBe(200);
    expect((await p.answer(day(1), 'A')).statusCode).toBe(403);

    // Kiritimati (UTC+14) is already on the 22nd: reported now, it applies from tomorrow
    const reported = await p.zone('Pacific/Kiritimati');
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json()).toMatchObject({
      timeZone: 'UTC',
      next: { timeZone: 'Pacific/Kiritimati', from: day(1) },
      today: TODAY,
    });
    expect((await p.start(day(1))).statusCode).toBe(403);
    const today = await p.state('today');
    expect(today.json().day).toBe(TODAY);

    // the next UTC day: the new zone is in effect (it is the 23rd there)
    advance(24 * 3600_000);
    expect((await p.state('today')).json().day).toBe(day(2));
    // and a second change inside the week is refused
    const back = await p.zone('UTC');
    expect(back.json()).toMatchObject({ timeZone: 'Pacific/Kiritimati', next: null });
    expect(back.json().changeAllowedFrom).toBe(day(8));
    advance(-24 * 3600_000);

    expect((await p.zone('Mars/Olympus')).statusCode).toBe(400);
    expect((await p.zone('')).statusCode).toBe(400);
  });

  it('takes the zone sent with the sign-up at once: a new account has its own today from the first day', async () => {
    const user = await signUpAndConfirm(
      t.app,
      t.smtp,
      uniqueUser(),
      { status: 'none' },
      {
        timeZone: 'Pacific/Kiritimati',
      },
    );
    const p = api(user);
    expect((await p.state('today')).json().day).toBe(day(1)); // noon UTC: the 22nd there
    const zone = await client(t.app)({
      method: 'GET',
      url: '/api/account/time-zone',
      cookie: user.cookie,
    });
    expect(zone.json()).toEqual({ timeZone: 'Pacific/Kiritimati', next: null, today: day(1) });
    // an unknown zone at sign-up is ignored (UTC applies), never an error
    const other = await signUpAndConfirm(
      t.app,
      t.smtp,
      uniqueUser(),
      { status: 'none' },
      {
        timeZone: 'Mars/Olympus',
      },
    );
    expect((await api(other).state('today')).json().day).toBe(TODAY);
  });

  it('opens a day in the archive once it has ended everywhere, for a player a day ahead too', async () => {
    const ahead = await signUpAndConfirm(t.app, t.smtp);
    const p = api(ahead);
    await p.zone('Pacific/Kiritimati'); // first report: from the player's next day
    advance(24 * 3600_000); // noon UTC on the 22nd: the 23rd in Kiritimati
    expect((await p.state('today')).json().day).toBe(day(2));
    // the 21st has ended everywhere (12:00 UTC on the 22nd); the 22nd is still played in the west
    const listed = (await p.archive()).json().entries.map((e: { date: string }) => e.date);
    expect(listed.slice(0, 2)).toEqual([TODAY, day(-1)]);
    expect((await p.state(TODAY, 'archive')).statusCode).toBe(200);
    const somewhere = await p.state(day(1), 'archive');
    expect(somewhere.statusCode).toBe(403);
    expect(somewhere.json().message).toBe(DATE_MESSAGES.stillSomewhere);
    const stillToday = await p.state(day(2), 'archive');
    expect(stillToday.statusCode).toBe(400);
    expect(stillToday.json().message).toMatch(/today's puzzle/);
    // a day later the 22nd has ended everywhere too
    advance(24 * 3600_000);
    const later = (await p.archive()).json().entries.map((e: { date: string }) => e.date);
    expect(later.slice(0, 2)).toEqual([day(1), TODAY]);
    expect((await p.state(day(1), 'archive')).statusCode).toBe(200);
    advance(-48 * 3600_000);
  });

  it('lets a play started before midnight go on after it, unless the day was opened in the archive', async () => {
    const late = api(await signUpAndConfirm(t.app, t.smtp));
    const saved = now;
    now = Date.parse(`${TODAY}T23:59:00Z`);
    await late.start(TODAY);
    advance(2 * 60_000); // past midnight: the player's today is the 22nd
    const typed = await late.move(TODAY, {
      type: 'fill',
      cells: [{ row: 0, col: 0, letter: 'A' }],
    });
    expect(typed.statusCode, typed.body).toBe(200);
    // a day never started cannot be started the next day
    const other = api(await signUpAndConfirm(t.app, t.smtp));
    expect((await other.start(TODAY)).statusCode).toBe(400);
    // the archive does not open the day while it is still today somewhere
    expect((await late.start(TODAY, 'archive')).statusCode).toBe(403);
    // once it has ended everywhere and is opened in the archive (where reveals show the
    // answers), the daily play is over
    now = Date.parse(`${day(1)}T12:00:00Z`);
    expect((await late.start(TODAY, 'archive')).statusCode).toBe(200);
    const after = await late.move(TODAY, fill(ANSWERS));
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe(
      "This puzzle is no longer today's. Play it from the archives.",
    );
    now = saved;
  });
});
