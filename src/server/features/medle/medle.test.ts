import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { client, signUpAndConfirm, type SignedUpUser } from '../../test/accounts-helpers.js';
import { playableMedle } from '../../../shared/medle/play.js';
import { builtInGuessLists } from '../play/guess-lists.js';

/**
 * Medle on the play engine (issue 16): the server releases clues one at a time and classes each
 * guess; no later clue, diagnosis, answer or explanation in any response before the end; a guess
 * while paused changes nothing; one result under concurrent finishing guesses; lost plays never
 * rank; the leaderboard orders by score, then time; archive plays are not recorded.
 */
const TODAY = '2026-11-21';
const PUZZLE = {
  category: 'Endocrinology',
  difficulty_level: 'medium',
  diagnosis: 'Sheehan syndrome',
  clues: [
    'CLUE-ONE: a woman reports fatigue and feeling cold.',
    'SECRET-CLUE-TWO: a large hemorrhage at delivery.',
    'SECRET-CLUE-THREE: no lactation.',
    'SECRET-CLUE-FOUR: low free T4, normal TSH.',
    'SECRET-CLUE-FIVE: an empty sella.',
  ],
  accepted_answers: ['SECRET-ACCEPTED pituitary necrosis'],
  partial_answers: ['SECRET-PARTIAL hypopituitarism'],
  detailed_explanation: 'SECRET-EXPLANATION of the case.',
  why_diagnosis: 'SECRET-WHY of the case.',
  source: 'SECRET-SOURCE, 2019',
};
let now = Date.parse(`${TODAY}T12:00:00Z`);
const advance = (s: number) => (now += s * 1000);

const t = useTestApp({
  deps: {
    games: new Map([['medle', playableMedle(builtInGuessLists().isMedleName)]]),
    clock: () => new Date(now),
  },
});

beforeAll(async () => {
  for (const date of [TODAY, '2026-11-10'])
    await t.puzzles.upsert('medle', date, 'Endocrinology', PUZZLE);
});

function api(user: SignedUpUser) {
  const call = client(t.app);
  const base = (date: string) => `/api/play/medle/${date}`;
  const move = (move: unknown, date = TODAY, mode = 'daily') =>
    call({
      method: 'POST',
      url: `${base(date)}/moves`,
      cookie: user.cookie,
      payload: { mode, move },
    });
  return {
    state: (date = TODAY, mode = 'daily') =>
      call({ method: 'GET', url: `${base(date)}?mode=${mode}`, cookie: user.cookie }),
    start: (date = TODAY, mode = 'daily') =>
      call({ method: 'POST', url: `${base(date)}/start`, cookie: user.cookie, payload: { mode } }),
    pause: () =>
      call({
        method: 'POST',
        url: `${base(TODAY)}/pause`,
        cookie: user.cookie,
        payload: { mode: 'daily' },
      }),
    guess: (text: string, date = TODAY, mode = 'daily') =>
      move({ type: 'guess', text }, date, mode),
    nextClue: () => move({ type: 'next-clue' }),
    board: () =>
      call({ method: 'GET', url: `/api/leaderboards/medle/${TODAY}`, cookie: user.cookie }),
  };
}

const SECRET = /SECRET|sheehan/i;

describe(`Medle on ${TEST_DB}`, () => {
  it('plays a win on the second clue, and nothing secret reaches the player before it', async () => {
    const p = api(await signUpAndConfirm(t.app, t.smtp));
    const bodies: string[] = [];
    const keep = <T extends { body: string }>(res: T) => (bodies.push(res.body), res);
    keep(await p.state());
    keep(await p.start());
    advance(20);
    const first = keep(await p.guess('hypothyroidism'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().feedback).toEqual({
      type: 'guess',
      verdict: 'incorrect',
      clueReleased: false,
    });
    expect(first.json().play.view).toMatchObject({
      clues: [PUZZLE.clues[0]],
      guessesLeftForClue: 2,
    });
    advance(3); // a person types the next guess (docs/decisions/017)
    const close = keep(await p.guess('Cushing syndrome'));
    expect(close.json().feedback.verdict).toBe('partial');
    for (const body of bodies) expect(body).not.toMatch(SECRET);
    const next = await p.nextClue();
    expect(next.json().play.view.clues).toEqual(PUZZLE.clues.slice(0, 2));
    expect(next.body.replace(PUZZLE.clues[1]!, '')).not.toMatch(SECRET);

    advance(22);
    const won = await p.guess("sheehan's syndrome");
    expect(won.json().play.status).toBe('won');
    expect(won.json().play.view.answer).toEqual({
      diagnosis: 'Sheehan syndrome',
      detailedExplanation: PUZZLE.detailed_explanation,
      whyDiagnosis: PUZZLE.why_diagnosis,
      source: PUZZLE.source,
    });
    expect(won.json().result).toMatchObject({
      timeSeconds: 45,
      guesses: 3,
      cluesRevealed: 2,
      score: Math.round((1000 - 90 - 150 - 100) * 1.2),
      eligible: true,
      assisted: false,
    });
  });

  it('refuses a guess while paused, and it changes nothing', async () => {
    const p = api(await signUpAndConfirm(t.app, t.smtp));
    await p.start();
    expect((await p.pause()).statusCode).toBe(200);
    const paused = await p.guess('Sheehan syndrome');
    expect(paused.statusCode).toBe(409);
    expect(paused.json()).toMatchObject({ code: 'PAUSED' });
    expect(paused.body).not.toMatch(SECRET);
    const clue = await p.nextClue();
    expect(clue.statusCode).toBe(409);
    await p.start();
    expect((await p.state()).json().play.view).toMatchObject({
      clues: [PUZZLE.clues[0]],
      guesses: [],
    });
  });

  it('refuses a malformed guess with a reason and records an empty one as (empty)', async () => {
    const p = api(await signUpAndConfirm(t.app, t.smtp));
    await p.start();
    const long = await p.guess('x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 100 characters/);
    const empty = await p.guess('   ');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().play.view.guesses).toEqual([{ text: '(empty)', verdict: 'incorrect' }]);
  });

  it('loses by Reveal Diagnosis: the diagnosis is shown and the play never ranks', async () => {
    const p = api(await signUpAndConfirm(t.app, t.smtp));
    await p.start();
    advance(15);
    for (let i = 0; i < 4; i++) expect((await p.nextClue()).statusCode).toBe(200);
    const before = await p.state();
    expect(before.json().play.view.clues).toHaveLength(5);
    expect(before.body).not.toMatch(/SECRET-(ACCEPTED|PARTIAL|EXPLANATION|WHY)|sheehan/i);
    const lost = await p.nextClue();
    expect(lost.json().play.status).toBe('lost');
    expect(lost.json().play.view.answer.diagnosis).toBe('Sheehan syndrome');
    expect(lost.json().result).toMatchObject({ eligible: false, assisted: true, score: 0 });
  });

  it('keeps one result under concurrent finishing guesses; ranks by score, then time', async () => {
    const user = await signUpAndConfirm(t.app, t.smtp);
    const fast = api(user);
    await fast.start();
    advance(30);
    const [a, b] = await Promise.all([
      fast.guess('Sheehan syndrome'),
      fast.guess('sheehans syndrome'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const mine = await t.db.kysely
      .selectFrom('results')
      .select(['id', 'guesses'])
      .where('user_id', '=', user.id)
      .execute();
    expect(mine).toEqual([expect.objectContaining({ guesses: 1 })]);

    // the same score by a slower player ranks after: (1000 − 2·35 − 50) vs (1000 − 2·30 − 50·2)
    const slow = api(await signUpAndConfirm(t.app, t.smtp));
    await slow.start();
    advance(30);
    await slow.guess('asthma');
    advance(0.9); // typing the second guess, within the same second
    const won = await slow.guess('Sheehan syndrome');
    expect(won.json().result.score).toBe(Math.round((1000 - 60 - 100) * 1.2));

    const board = (await fast.board()).json();
    const rows = board.entries.map((e: { score: number; timeSeconds: number }) => [
      e.score,
      e.timeSeconds,
    ]);
    const sorted = [...rows].sort((x: number[], y: number[]) => y[0]! - x[0]! || x[1]! - y[1]!);
    expect(rows).toEqual(sorted);
    expect(rows).toContainEqual([Math.round((1000 - 60 - 50) * 1.2), 30]);
    expect(rows).toContainEqual([Math.round((1000 - 60 - 100) * 1.2), 30]);
    // the lost play above is not on the board
    expect(board.total).toBe(rows.length);
    expect(rows.every(([score]: number[]) => score! > 0)).toBe(true);
  });

  it('records nothing for an archive play', async () => {
    const user = await signUpAndConfirm(t.app, t.smtp);
    const p = api(user);
    await p.start('2026-11-10', 'archive');
    advance(10);
    const done = await p.guess('Sheehan syndrome', '2026-11-10', 'archive');
    expect(done.json().play.status).toBe('won');
    expect(done.json().result).toBeNull();
    const recorded = await t.db.kysely
      .selectFrom('results')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(recorded).toEqual([]);
  });
});
