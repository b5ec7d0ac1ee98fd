import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  client,
  signUpAndConfirm,
  uniqueUser,
  type SignedUpUser,
} from '../../test/accounts-helpers.js';
import { MINI_ANSWERS, MINI_PUZZLE, readBoard } from '../../test/play-helpers.js';
import { miniCrossword } from '../../../shared/crossword/play.js';
import { addDays, DATE_MESSAGES } from '../../../shared/play/dates.js';
import { OPENED_BEFORE_MESSAGE } from './service.js';

/**
 * Issue 27, finding 1: a time-zone change replayed a day already seen. As found: an account in
 * Kiritimati (UTC+14) opens yesterday in the archive and reveals it, moves to Pago Pago (UTC−11),
 * and at its next midnight its 'today' is that yesterday again: the daily start is accepted and
 * the revealed answers rank first at 0:05. docs/decisions/018: a day opens in the archive only
 * once it has ended everywhere, a player's day never moves backwards, and a puzzle opened in any
 * other mode never becomes a ranked daily. The server's clock is the test's.
 */
const D = '2026-11-21';
const day = (n: number) => addDays(D, n);
// 02:00 on the 21st in Kiritimati, 01:00 on the 20th in Pago Pago
let now = Date.parse(`${day(-1)}T12:00:00Z`);
const at = (iso: string) => (now = Date.parse(iso));

const t = useTestApp({
  deps: {
    games: new Map([['mini', miniCrossword]]),
    clock: () => new Date(now),
  },
});

beforeAll(async () => {
  for (let n = -3; n <= 3; n++) await t.puzzles.upsert('mini', day(n), `Mini ${n}`, MINI_PUZZLE);
});

function api(user: SignedUpUser) {
  const call = client(t.app);
  const url = (date: string) => `/api/play/mini/${date}`;
  return {
    state: (date: string, mode = 'daily') =>
      call({ method: 'GET', url: `${url(date)}?mode=${mode}`, cookie: user.cookie }),
    start: (date: string, mode = 'daily') =>
      call({ method: 'POST', url: `${url(date)}/start`, cookie: user.cookie, payload: { mode } }),
    move: (date: string, move: unknown, mode = 'daily') =>
      call({
        method: 'POST',
        url: `${url(date)}/moves`,
        cookie: user.cookie,
        payload: { mode, move },
      }),
    zone: (timeZone: string) =>
      call({
        method: 'PUT',
        url: '/api/account/time-zone',
        cookie: user.cookie,
        payload: { timeZone },
      }),
    archive: () => call({ method: 'GET', url: '/api/archives/mini', cookie: user.cookie }),
  };
}

const reveal = { type: 'reveal', scope: 'puzzle' };
const fillAll = {
  type: 'fill',
  cells: MINI_ANSWERS.flatMap((row, r) =>
    row.split('').map((letter, c) => ({ row: r, col: c, letter })),
  ),
};

describe(`a player's day never comes round again, on ${TEST_DB}`, () => {
  it('closes the replay as found: archive, reveal, move west, play the same day as daily', async () => {
    at(`${day(-1)}T12:00:00Z`);
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
    expect((await p.state('today')).json().day).toBe(D);

    // step 1: yesterday (the 20th) is still today in Pago Pago: not in the archive yet
    const listed = (await p.archive()).json().entries.map((e: { date: string }) => e.date);
    expect(listed).not.toContain(day(-1));
    const opened = await p.start(day(-1), 'archive');
    expect(opened.statusCode).toBe(403);
    expect(opened.json().message).toBe(DATE_MESSAGES.stillSomewhere);

    // step 2: the move west, in effect from the account's next day
    const moved = await p.zone('Pacific/Pago_Pago');
    expect(moved.json()).toMatchObject({ next: { timeZone: 'Pacific/Pago_Pago', from: day(1) } });

    // step 3: Kiritimati's next midnight (10:00 UTC), when Pago Pago still reads the 20th
    at(`${day(0)}T10:01:00Z`);
    const today = await p.state('today');
    expect(today.json().day).toBe(day(1)); // not the 20th again
    const replay = await p.start(day(-1));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(DATE_MESSAGES.noLongerToday);
    expect((await p.start(D)).statusCode).toBe(400); // nor yesterday, never started

    // the day stays the 22nd until Pago Pago's 22nd is over (a long day, 49 hours), then goes on
    at(`${day(1)}T11:00:00Z`);
    expect((await p.state('today')).json().day).toBe(day(1));
    at(`${day(2)}T10:59:00Z`);
    expect((await p.state('today')).json().day).toBe(day(1));
    at(`${day(2)}T11:00:00Z`);
    expect((await p.state('today')).json().day).toBe(day(2));

    // and no board of the days seen has the account on it
    for (const date of [day(-1), D])
      expect((await readBoard(t.app, user, date)).entries.map((e) => e.userId)).not.toContain(
        user.id,
      );
  });

  it('never makes a puzzle opened in another mode a ranked daily (an admin test play)', async () => {
    at(`${day(-1)}T12:00:00Z`);
    const admin = await signUpAndConfirm(t.app, t.smtp);
    await t.accounts.grantAdmin(admin.id);
    const p = api(admin);
    // the test page opens a future day and reveals it
    expect((await p.start(day(2), 'test')).statusCode).toBe(200);
    const shown = await p.move(day(2), reveal, 'test');
    expect(shown.json().play.view.solution).toBeDefined();
    // the day comes: its daily start is refused, with where to play it
    at(`${day(2)}T12:00:00Z`);
    expect((await p.state('today')).json().day).toBe(day(2));
    const daily = await p.start(day(2));
    expect(daily.statusCode).toBe(409);
    expect(daily.json()).toMatchObject({ code: 'OPENED_BEFORE', message: OPENED_BEFORE_MESSAGE });
    expect((await p.move(day(2), fillAll)).statusCode).toBe(409);
    // a day it never opened otherwise plays as usual
    at(`${day(3)}T12:00:00Z`);
    expect((await p.start(day(3))).statusCode).toBe(200);
  });
});
