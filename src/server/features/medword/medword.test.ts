import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { client, signUpAndConfirm, type SignedUpUser } from '../../test/accounts-helpers.js';
import { playableMedword } from '../../../shared/medword/play.js';
import { medwordDictionary } from './dictionary.js';
import type { TodayGlance } from '../../../shared/play/glance.js';

/**
 * MedWord on the play engine (issue 15), with the server's real dictionary: won and lost plays,
 * nothing of the word in any answer before the end, a non-word changes nothing (422), one result
 * under concurrent finishing guesses, archive and test plays unrecorded, the leaderboard order.
 */
const TODAY = '2026-11-21';
const PUZZLE = {
  target_word: 'ANEMIA',
  word_category: 'Hematology',
  difficulty_level: 'easy',
  hints: ['A SECRET-HINT-ONE about red cells', 'A SECRET-HINT-TWO about pallor'],
  explanation: 'SECRET-EXPLANATION of the word.',
  source: 'SECRET-SOURCE, 2024',
};
let now = Date.parse(`${TODAY}T12:00:00Z`);
const advance = (s: number) => (now += s * 1000);

const t = useTestApp({
  deps: {
    games: new Map([['medword', playableMedword((w) => medwordDictionary().has(w))]]),
    clock: () => new Date(now),
  },
});

beforeAll(async () => {
  for (const date of [TODAY, '2026-11-10', '2026-12-01'])
    await t.puzzles.upsert('medword', date, 'Hematology', PUZZLE);
});

function api(user: SignedUpUser) {
  const call = client(t.app);
  const base = (date: string) => `/api/play/medword/${date}`;
  return {
    state: (date = TODAY, mode = 'daily') =>
      call({ method: 'GET', url: `${base(date)}?mode=${mode}`, cookie: user.cookie }),
    start: (date = TODAY, mode = 'daily') =>
      call({ method: 'POST', url: `${base(date)}/start`, cookie: user.cookie, payload: { mode } }),
    guess: (word: string, date = TODAY, mode = 'daily', hard?: boolean) =>
      call({
        method: 'POST',
        url: `${base(date)}/moves`,
        cookie: user.cookie,
        payload: { mode, move: { type: 'guess', word, ...(hard === undefined ? {} : { hard }) } },
      }),
    hint: () =>
      call({
        method: 'POST',
        url: `${base(TODAY)}/moves`,
        cookie: user.cookie,
        payload: { mode: 'daily', move: { type: 'hint' } },
      }),
    board: () =>
      call({ method: 'GET', url: `/api/leaderboards/medword/${TODAY}`, cookie: user.cookie }),
  };
}

const SECRET = /ANEMIA|SECRET/i;

describe(`MedWord on ${TEST_DB}`, () => {
  it('plays a win: colours each guess, opens hints one by one, shows the word only at the end', async () => {
    const p = api(await signUpAndConfirm(t.app, t.smtp));
    const bodies: string[] = [];
    const keep = <T extends { body: string }>(res: T) => (bodies.push(res.body), res);
    keep(await p.state());
    keep(await p.start());
    advance(20);
    const first = keep(await p.guess('banana'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().play.view.guesses).toEqual([
      { word: 'BANANA', states: ['absent', 'present', 'present', 'absent', 'absent', 'correct'] },
    ]);
    const hint = keep(await p.hint());
    expect(hint.json().feedback).toEqual({ type: 'hint', hint: PUZZLE.hints[0] });
    // only the opened hint; not the second, not the word
    expect(hint.body).not.toContain('SECRET-HINT-TWO');
    for (const body of bodies.slice(0, 3)) expect(body).not.toMatch(SECRET);
    expect(hint.body.replaceAll(PUZZLE.hints[0]!, '')).not.toMatch(SECRET);

    advance(25);
    const won = await p.guess('ANEMIA');
    expect(won.json().play.status).toBe('won');
    expect(won.json().play.view.answer).toEqual({
      word: 'ANEMIA',
      explanation: PUZZLE.explanation,
      source: PUZZLE.source,
    });
    expect(won.json().result).toMatchObject({
      timeSeconds: 45,
      guesses: 2,
      cluesRevealed: 1,
      score: 1000 - 90 - 100,
      eligible: true,
      assisted: false,
    });
  });

  it("refuses a word outside the dictionary with 422 'Not in word list', and it changes nothing", async () => {
    const p = api(await signUpAndConfirm(t.app, t.smtp));
    await p.start();
    const bad = await p.guess('QXZQXZ');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'NOT_IN_WORD_LIST', message: 'Not in word list' });
    expect((await p.guess('AB1')).statusCode).toBe(400);
    expect((await p.state()).json().play.view.guesses).toEqual([]);
  });

  it('takes exactly A–Z: a dotless ı or a ligature ﬁ is refused with 400, not folded into a word (issue 27)', async () => {
    const p = api(await signUpAndConfirm(t.app, t.smtp));
    await p.start();
    // 'ı'.toUpperCase() is 'I' (SEPSIS), 'ﬁ'.toUpperCase() is 'FI' (FIBULA), 'ſ' is 'S'
    for (const word of ['SEPSıS', 'ﬁbula', 'ﬁBULA', 'ſepsis', 'ＳＥＰＳＩＳ']) {
      const res = await p.guess(word);
      expect(res.statusCode, `${word}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_GUESS',
        message: 'A guess is 6 letters A–Z, without accents or letters of other alphabets',
      });
    }
    expect((await p.state()).json().play.view.guesses).toEqual([]);
    expect((await p.guess(' sepsis ')).statusCode).toBe(200);
  });

  it('plays a loss: six misses end it, the word is shown, the result never ranks', async () => {
    const user = await signUpAndConfirm(t.app, t.smtp);
    const p = api(user);
    await p.start();
    advance(30);
    let last;
    for (const word of ['BANANA', 'STROKE', 'SEPSIS', 'ASTHMA', 'THYMUS', 'PLASMA']) {
      last = await p.guess(word);
      expect(last.statusCode, `${word}: ${last.body}`).toBe(200);
    }
    expect(last?.json().play.status).toBe('lost');
    expect(last?.json().play.view.answer.word).toBe('ANEMIA');
    expect(last?.json().result).toMatchObject({
      eligible: false,
      assisted: false, // MedWord has no reveal: a loss is 'Not solved' (issue 29)
      score: 0,
      guesses: 6,
    });
    const today = await client(t.app)({ method: 'GET', url: '/api/today', cookie: user.cookie });
    const medword = (today.json() as TodayGlance).games.find((g) => g.game === 'medword');
    expect(medword?.status).toBe('unsolved');
    const more = await p.guess('ANEMIA');
    expect(more.json().play.status).toBe('lost'); // a finished play takes no more guesses
  });

  it('keeps one result when the winning guess arrives twice at once, and ranks by time then guesses', async () => {
    const user = await signUpAndConfirm(t.app, t.smtp);
    const fast = api(user);
    await fast.start();
    advance(30);
    const [a, b] = await Promise.all([fast.guess('ANEMIA'), fast.guess('ANEMIA')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const mine = await t.db.kysely
      .selectFrom('results')
      .select(['id', 'guesses'])
      .where('user_id', '=', user.id)
      .execute();
    expect(mine).toEqual([expect.objectContaining({ guesses: 1 })]);
    // one guess in 30 s ranks first; the two-guess win of 45 s after it; the loss not at all
    const board = (await fast.board()).json();
    expect(board.total).toBe(2);
    expect(
      board.entries.map((e: { timeSeconds: number; guesses: number }) => [
        e.timeSeconds,
        e.guesses,
      ]),
    ).toEqual([
      [30, 1],
      [45, 2],
    ]);
  });

  it('records nothing for archive and admin test plays', async () => {
    const user = await signUpAndConfirm(t.app, t.smtp);
    const p = api(user);
    await p.start('2026-11-10', 'archive');
    advance(10);
    const done = await p.guess('ANEMIA', '2026-11-10', 'archive');
    expect(done.json().play.status).toBe('won');
    expect(done.json().result).toBeNull();
    const recorded = await t.db.kysely
      .selectFrom('results')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(recorded).toEqual([]);
  });
  it('Hard Mode: taken at the first guess, a guess that drops a hint is refused with 422 and why', async () => {
    const p = api(await signUpAndConfirm(t.app, t.smtp));
    await p.start();
    advance(20);
    const first = await p.guess('banana', TODAY, 'daily', true);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().play.view.hard).toBe(true);
    advance(10);
    // BANANA left A green in the 6th spot, and A and N yellow
    const moved = await p.guess('ankles', TODAY, 'daily', true);
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toMatchObject({ code: 'HARD_MODE', message: '6th letter must be A' });
    const missing = await p.guess('sepsis', TODAY, 'daily', true);
    expect(missing.json()).toMatchObject({ code: 'HARD_MODE', message: '6th letter must be A' });
    const noN = await p.guess('plasma', TODAY, 'daily', true);
    expect(noN.statusCode).toBe(422);
    expect(noN.json().message).toBe('Guess must contain N');
    // nothing refused was counted; a guess that keeps the hints is
    expect((await p.state()).json().play.view.guesses).toHaveLength(1);
    advance(10);
    const won = await p.guess('anemia', TODAY, 'daily', true);
    expect(won.json().play.status).toBe('won');
    expect(won.json().play.view.hard).toBe(true);
  });

  it('Hard Mode cannot be switched on after the first guess; it can be switched off', async () => {
    const p = api(await signUpAndConfirm(t.app, t.smtp));
    await p.start();
    advance(20);
    await p.guess('banana');
    advance(10);
    const late = await p.guess('sepsis', TODAY, 'daily', true);
    expect(late.statusCode, late.body).toBe(200); // played as before: not in Hard Mode
    expect(late.json().play.view.hard).toBe(false);

    const q = api(await signUpAndConfirm(t.app, t.smtp));
    await q.start();
    advance(20);
    await q.guess('banana', TODAY, 'daily', true);
    advance(10);
    const off = await q.guess('sepsis', TODAY, 'daily', false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().play.view.hard).toBe(false);
    advance(10);
    const back = await q.guess('tonsil', TODAY, 'daily', true);
    expect(back.statusCode).toBe(200);
    expect(back.json().play.view.hard).toBe(false);
  });
});
