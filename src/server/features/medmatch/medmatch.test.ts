import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB, testConfig } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { client, signUpAndConfirm, type SignedUpUser } from '../../test/accounts-helpers.js';
import { playableMedmatch } from '../../../shared/medmatch/play.js';
import { medmatchOrderSeed } from './order-seed.js';

/**
 * MedMatch on the play engine (issue 17): no impostor, category or reason of an undecided round in
 * any response; exit makes the attempt ineligible; one attempt under concurrent picks; the
 * leaderboard orders by score, then time; the mini-quiz is checked by the server, after the run.
 */
const TODAY = '2026-11-21';
const ROUNDS = [
  ['Amoxicillin', 'Cefazolin', 'Meropenem', 'Vancomycin'],
  ['Atenolol', 'Metoprolol', 'Propranolol', 'Amlodipine'],
  ['Insulin', 'Glucagon', 'Somatostatin', 'Renin'],
].map((terms, i) => ({
  terms,
  impostor: terms[3] as string,
  category: `SECRET-CATEGORY-${i}`,
  why_impostor: `SECRET-WHY-${i}`,
}));
const IMPOSTORS = ROUNDS.map((r) => r.impostor);
const DAY = {
  difficulty_level: 'medium',
  topic: 'Pharmacology mix',
  rounds: ROUNDS,
  quiz_questions: [
    {
      round_number: 1,
      question_text: 'Which antibiotic binds D-Ala-D-Ala?',
      options: ['Vancomycin', 'Amoxicillin', 'Cefazolin', 'Meropenem'],
      correct_answer: 'Vancomycin',
      explanation: 'SECRET-QUIZ-EXPLANATION',
    },
  ],
  source: 'Katzung 2024',
};
let now = Date.parse(`${TODAY}T12:00:00Z`);
const advance = (s: number) => (now += s * 1000);

const t = useTestApp({
  deps: {
    games: new Map([['medmatch', playableMedmatch(medmatchOrderSeed(testConfig().authSecret))]]),
    clock: () => new Date(now),
  },
});

beforeAll(async () => {
  for (const date of [TODAY, '2026-11-10'])
    await t.puzzles.upsert('medmatch', date, 'Pharmacology mix', DAY);
});

function api(user: SignedUpUser) {
  const call = client(t.app);
  const base = `/api/play/medmatch/${TODAY}`;
  const move = (move: unknown) =>
    call({
      method: 'POST',
      url: `${base}/moves`,
      cookie: user.cookie,
      payload: { mode: 'daily', move },
    });
  return {
    state: () => call({ method: 'GET', url: `${base}?mode=daily`, cookie: user.cookie }),
    start: () =>
      call({
        method: 'POST',
        url: `${base}/start`,
        cookie: user.cookie,
        payload: { mode: 'daily' },
      }),
    pick: (round: number, term: string) => move({ type: 'pick', round, term }),
    exit: () => move({ type: 'exit' }),
    quiz: (question: number, option: string) =>
      call({
        method: 'POST',
        url: `/api/medmatch/${TODAY}/quiz`,
        cookie: user.cookie,
        payload: { mode: 'daily', question, option },
      }),
    board: () =>
      call({ method: 'GET', url: `/api/leaderboards/medmatch/${TODAY}`, cookie: user.cookie }),
  };
}

describe(`MedMatch on ${TEST_DB}`, () => {
  it('names no undecided impostor, category or reason; a decided round shows them', async () => {
    const p = api(await signUpAndConfirm(t.app, t.smtp));
    const bodies = [(await p.state()).body, (await p.start()).body];
    advance(10);
    const wrong = await p.pick(0, 'Cefazolin');
    expect(wrong.json().feedback).toEqual({ type: 'pick', correct: false, livesLeft: 2 });
    bodies.push(wrong.body);
    for (const body of bodies) {
      expect(body).not.toMatch(/SECRET|"impostor"/);
      for (const impostor of IMPOSTORS.slice(1)) expect(body).not.toContain(impostor);
    }
    const found = await p.pick(0, 'Vancomycin');
    const view = found.json().play.view;
    expect(view.decided[0]).toMatchObject({
      impostor: 'Vancomycin',
      category: 'SECRET-CATEGORY-0',
    });
    expect(found.body).not.toMatch(/SECRET-(CATEGORY|WHY)-[12]|Renin/);
    expect(view.current.round).toBe(1);
  });

  it("sends the failed round's odd one out and the wrong picks only once the run is lost", async () => {
    const p = api(await signUpAndConfirm(t.app, t.smtp));
    await p.start();
    advance(20);
    await p.pick(0, 'Vancomycin');
    const bodies = [(await p.pick(1, 'Atenolol')).body, (await p.pick(1, 'Metoprolol')).body];
    for (const body of bodies) {
      expect(body).not.toMatch(/SECRET-(CATEGORY|WHY)-[12]|Renin/);
      expect(body).not.toContain('"impostor":"Amlodipine"');
      expect(JSON.parse(body).play.view.decided).toHaveLength(1);
    }
    const lost = await p.pick(1, 'Propranolol');
    expect(lost.json().play.status).toBe('lost');
    const decided = lost.json().play.view.decided;
    expect(decided[1]).toMatchObject({
      round: 1,
      impostor: 'Amlodipine',
      category: 'SECRET-CATEGORY-1',
      picks: ['Atenolol', 'Metoprolol', 'Propranolol'],
      found: false,
    });
    expect(lost.json().result).toMatchObject({ score: 0, eligible: false, livesRemaining: 0 });
  });

  it('refuses a stale round or a term not in it, with a reason, changing nothing', async () => {
    const p = api(await signUpAndConfirm(t.app, t.smtp));
    await p.start();
    const stale = await p.pick(2, 'Renin');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_ROUND' });
    expect((await p.pick(0, 'Aspirin')).statusCode).toBe(422);
    expect((await p.state()).json().play.view.livesLeft).toBe(3);
  });

  it('exit ends the attempt unranked, and the quiz opens then; answers are checked here', async () => {
    const user = await signUpAndConfirm(t.app, t.smtp);
    const p = api(user);
    await p.start();
    expect((await p.quiz(0, 'Vancomycin')).statusCode).toBe(409);
    advance(20);
    await p.pick(0, 'Vancomycin');
    const left = await p.exit();
    expect(left.json().play.status).toBe('lost');
    expect(left.json().result).toMatchObject({ eligible: false });
    const quiz = left.json().play.view.quiz;
    expect(quiz).toEqual([
      {
        round: 0,
        question: DAY.quiz_questions[0]?.question_text,
        options: expect.any(Array),
      },
    ]);
    // every option, in the server's order (medmatch-order.test.ts)
    const stored = DAY.quiz_questions[0]!.options;
    expect([...quiz[0].options].sort()).toEqual([...stored].sort());
    const wrong = await p.quiz(0, 'Amoxicillin');
    expect(wrong.json()).toEqual({
      correct: false,
      answer: 'Vancomycin',
      explanation: 'SECRET-QUIZ-EXPLANATION',
    });
    expect((await p.quiz(0, 'Aspirin')).statusCode).toBe(422);
    expect((await p.board()).json().entries).toEqual([]);
  });

  it('keeps one attempt under concurrent picks; ranks by score, then time', async () => {
    const user = await signUpAndConfirm(t.app, t.smtp);
    const fast = api(user);
    await fast.start();
    advance(30);
    await fast.pick(0, 'Vancomycin');
    await fast.pick(1, 'Amlodipine');
    const [a, b] = await Promise.all([fast.pick(2, 'Renin'), fast.pick(2, 'Renin')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 200].sort());
    const mine = await t.db.kysely
      .selectFrom('results')
      .select(['id', 'score', 'lives_remaining'])
      .where('user_id', '=', user.id)
      .execute();
    expect(mine).toEqual([expect.objectContaining({ score: Math.ceil((1000 - 60) * 1.2 + 150) })]);

    const slow = api(await signUpAndConfirm(t.app, t.smtp));
    await slow.start();
    advance(40);
    await slow.pick(0, 'Amoxicillin');
    await slow.pick(0, 'Vancomycin');
    await slow.pick(1, 'Amlodipine');
    const won = await slow.pick(2, 'Renin');
    expect(won.json().result).toMatchObject({
      eligible: true,
      livesRemaining: 2,
      score: Math.ceil((1000 - 80 - 25) * 1.2 + 100),
    });
    const rows = (await fast.board())
      .json()
      .entries.map((e: { score: number; timeSeconds: number }) => [e.score, e.timeSeconds]);
    expect(rows).toEqual([
      [Math.ceil((1000 - 60) * 1.2 + 150), 30],
      [Math.ceil((1000 - 80 - 25) * 1.2 + 100), 40],
    ]);
  });
});
