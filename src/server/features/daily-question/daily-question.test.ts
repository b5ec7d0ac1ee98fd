import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { client, signUpAndConfirm, type SignedUpUser } from '../../test/accounts-helpers.js';
import { addDays } from '../../../shared/play/dates.js';
import type { DailyQuestionContent } from '../../../shared/daily-question/schema.js';
import { createDailyQuestionRepository } from './repository.js';

/**
 * The daily question API: no answer before answering, one answer per user per day, and every
 * streak transition computed by the server (consecutive days, a gap, wrong, skip, same day twice).
 */
const START = '2026-11-21';
const day = (n: number) => addDays(START, n);
let now = Date.parse(`${START}T12:00:00Z`);
const goTo = (n: number) => (now = Date.parse(`${day(n)}T12:00:00Z`));

const question = (n: number): DailyQuestionContent => ({
  day: (n % 7) + 1,
  question: `Question ${n}: which option is right?`,
  options: { A: `Option A ${n}`, B: `Option B ${n}`, C: `Option C ${n}`, D: `Option D ${n}` },
  correct: 'B',
  explanation: `SECRET-EXPLANATION-${n}: B is right.`,
  optionExplanations: {
    A: `SECRET-A-${n}`,
    B: `Correct. SECRET-B-${n}`,
    C: `SECRET-C-${n}`,
    D: `SECRET-D-${n}`,
  },
  source: `SECRET-SOURCE-${n}, 2024`,
});

const t = useTestApp({ deps: { clock: () => new Date(now) } });

beforeAll(async () => {
  const repo = createDailyQuestionRepository(t.db);
  for (let n = 0; n < 12; n++)
    await repo.addQuestion(day(n), 'Cardiology', (n % 7) + 1, question(n));
});

function api(user: SignedUpUser) {
  const call = client(t.app);
  return {
    get: (date: string) =>
      call({ method: 'GET', url: `/api/daily-question/${date}`, cookie: user.cookie }),
    answer: (date: string, selected: unknown) =>
      call({
        method: 'POST',
        url: `/api/daily-question/${date}/answer`,
        cookie: user.cookie,
        payload: { selected },
      }),
    skip: (date: string) =>
      call({ method: 'POST', url: `/api/daily-question/${date}/skip`, cookie: user.cookie }),
  };
}

describe(`the daily question on ${TEST_DB}`, () => {
  it('sends the question without its answer or explanations until the player answers', async () => {
    goTo(0);
    const p = api(await signUpAndConfirm(t.app, t.smtp));
    const before = await p.get(day(0));
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      date: day(0),
      question: {
        date: day(0),
        topic: 'Cardiology',
        day: 1,
        title: 'Cardiology Week: Day 1',
        question: 'Question 0: which option is right?',
        options: { A: 'Option A 0', B: 'Option B 0', C: 'Option C 0', D: 'Option D 0' },
      },
      answer: null,
      streak: { current: 0, longest: 0 },
    });
    expect(before.body).not.toMatch(/SECRET|correct/i);
    expect(before.headers['cache-control']).toBe('no-store');

    const answered = await p.answer(day(0), 'B');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      answer: {
        selected: 'B',
        skipped: false,
        correct: true,
        correctAnswer: 'B',
        explanation: 'SECRET-EXPLANATION-0: B is right.',
        optionExplanations: { A: 'SECRET-A-0', C: 'SECRET-C-0' },
        source: 'SECRET-SOURCE-0, 2024',
      },
      streak: { current: 1, longest: 1 },
    });
    expect((await p.get(day(0))).json().answer).toMatchObject({ selected: 'B', correct: true });
  });

  it('counts consecutive days, refuses a second answer the same day, and ends the streak on a wrong answer, a skip or a gap', async () => {
    const p = api(await signUpAndConfirm(t.app, t.smtp));
    const streakAfter = async (n: number, act: () => Promise<{ json(): unknown }>) => {
      goTo(n);
      return ((await act()).json() as { streak: unknown }).streak;
    };
    expect(await streakAfter(0, () => p.answer(day(0), 'B'))).toEqual({ current: 1, longest: 1 });
    expect(await streakAfter(1, () => p.answer(day(1), 'B'))).toEqual({ current: 2, longest: 2 });

    // same day twice: refused, nothing changes
    const again = await p.answer(day(1), 'A');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_ANSWERED',
      message: "You have already answered today's question.",
    });
    expect((await p.skip(day(1))).statusCode).toBe(409);
    expect((await p.get(day(1))).json()).toMatchObject({
      answer: { selected: 'B', correct: true },
      streak: { current: 2, longest: 2 },
    });

    expect(await streakAfter(2, () => p.answer(day(2), 'B'))).toEqual({ current: 3, longest: 3 });
    const wrong = await streakAfter(3, () => p.answer(day(3), 'C'));
    expect(wrong).toEqual({ current: 0, longest: 3 });
    expect((await p.get(day(3))).json().answer).toMatchObject({
      selected: 'C',
      correct: false,
      correctAnswer: 'B',
    });
    expect(await streakAfter(4, () => p.answer(day(4), 'B'))).toEqual({ current: 1, longest: 3 });

    expect((await p.skip(day(4))).statusCode).toBe(409); // day 4 is answered already
    goTo(5);
    const skip = await p.skip(day(5));
    expect(skip.statusCode, skip.body).toBe(200);
    expect(skip.json()).toMatchObject({
      answer: { selected: null, skipped: true, correct: false, correctAnswer: 'B' },
      streak: { current: 0, longest: 3 },
    });

    expect(await streakAfter(6, () => p.answer(day(6), 'B'))).toEqual({ current: 1, longest: 3 });
    expect(await streakAfter(7, () => p.answer(day(7), 'B'))).toEqual({ current: 2, longest: 3 });
    // a missed day: the streak shows 0, and the next correct answer starts again at 1
    goTo(9);
    expect((await p.get(day(9))).json().streak).toEqual({ current: 0, longest: 3 });
    expect(await streakAfter(9, () => p.answer(day(9), 'B'))).toEqual({ current: 1, longest: 3 });
  });

  it('sums up the answers for the stats page: accuracy leaves skips out, the streak is as shown today', async () => {
    const u = await signUpAndConfirm(t.app, t.smtp);
    const p = api(u);
    const stats = async () =>
      (
        await client(t.app)({
          method: 'GET',
          url: '/api/daily-question/stats',
          cookie: u.cookie,
        })
      ).json();
    goTo(0);
    expect(await stats()).toEqual({
      answered: 0,
      correct: 0,
      skipped: 0,
      accuracyPercent: null,
      currentStreak: 0,
      longestStreak: 0,
    });
    await p.answer(day(0), 'B');
    goTo(1);
    await p.answer(day(1), 'B');
    goTo(2);
    await p.answer(day(2), 'A');
    goTo(3);
    await p.skip(day(3));
    goTo(4);
    await p.answer(day(4), 'B');
    expect(await stats()).toEqual({
      answered: 5,
      correct: 3,
      skipped: 1,
      accuracyPercent: 75,
      currentStreak: 1,
      longestStreak: 2,
    });
    goTo(6); // a day missed: the streak shown is over
    expect((await stats()).currentStreak).toBe(0);
    expect(
      (await client(t.app)({ method: 'GET', url: '/api/daily-question/stats' })).statusCode,
    ).toBe(401);
  });

  it('keeps one answer when two arrive at once', async () => {
    goTo(10);
    const p = api(await signUpAndConfirm(t.app, t.smtp));
    const [a, b] = await Promise.all([p.answer(day(10), 'B'), p.answer(day(10), 'A')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const state = (await p.get(day(10))).json();
    expect(state.streak.current).toBe(state.answer.correct ? 1 : 0);
    const rows = await t.db.kysely
      .selectFrom('question_answers')
      .selectAll()
      .where('question_date', '=', day(10))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input, other days and anonymous requests with clear messages', async () => {
    goTo(11);
    const p = api(await signUpAndConfirm(t.app, t.smtp));
    const bad = await p.answer(day(11), 'E');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose one of the options A to D.');
    expect((await p.answer(day(11), undefined)).statusCode).toBe(400);
    expect((await p.get('2026-02-30')).statusCode).toBe(400);

    const past = await p.answer(day(5), 'B');
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/no longer today/);
    const future = await p.get(day(20));
    expect(future.statusCode).toBe(403);

    goTo(40); // no question stored for that day
    expect((await p.get(day(40))).json()).toEqual({
      date: day(40),
      question: null,
      answer: null,
      streak: { current: 0, longest: 0 },
    });
    const none = await p.answer(day(40), 'A');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('There is no question for this day.');

    expect((await p.get('today')).json().date).toBe(day(40));
    expect((await p.get('yesterday')).statusCode).toBe(400);
    const anonymous = await client(t.app)({ method: 'GET', url: `/api/daily-question/${day(40)}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
