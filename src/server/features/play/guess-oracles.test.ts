import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApps, TEST_DB, type TestApps } from '../../test/test-app.js';
import { startSmtpListener, type SmtpListener } from '../../../../test-support/smtp-listener.js';
import { client, signUpAndConfirm, type SignedUpUser } from '../../test/accounts-helpers.js';
import { createPuzzlesRepository } from './puzzles-repository.js';
import type { MedGridApp } from '../../app.js';

/**
 * Issue 27's guess oracles (findings 4 and 6), each performed as it was found and shown closed, on
 * two app processes sharing one database (the cluster) and their default games: MedWord's 'Not in
 * word list' named the one answer outside the dictionary; a Medle guess packed with words learned
 * which of them the diagnosis holds. The words and names a guess may be are the same for every day
 * and in every process (docs/decisions/010, 011); puzzles stored before that rule stay winnable.
 */
const TODAY = '2026-11-21';
const YESTERDAY = '2026-11-20';
/** A day whose puzzles an older release stored, with names outside today's lists. */
const OLD_DAY = '2026-11-19';
const now = Date.parse(`${TODAY}T12:00:00Z`);

const medword = (word: string) => ({
  target_word: word,
  word_category: 'Dermatology',
  difficulty_level: 'medium',
  hints: ['A first hint about the skin', 'A second hint about the scalp'],
  explanation: 'An explanation of the word.',
  source: 'A textbook, 2024',
});
/** Not in word-list nor in content/medword/extra-words.txt: outside MedWord's dictionary. */
const OUTSIDE = 'PYURIC';
/** The answer an older release stored on OLD_DAY, also outside the dictionary. */
const OLD_ANSWER = 'KERION';

const SHEEHAN = {
  category: 'Endocrinology',
  difficulty_level: 'medium',
  diagnosis: 'Sheehan syndrome',
  clues: [
    'A woman reports fatigue and feeling cold.',
    'She had a large hemorrhage at delivery.',
    'She could not breastfeed.',
    'Free T4 is low with a normal TSH.',
    'MRI shows an empty sella.',
  ],
  accepted_answers: ["Sheehan's syndrome"],
  partial_answers: ['Hypopituitarism'],
  detailed_explanation: 'Postpartum pituitary necrosis after hemorrhage.',
  why_diagnosis: 'Hemorrhage at delivery, then no lactation and central hypothyroidism.',
  source: 'A textbook, 2024',
};
/** A case an older release stored on OLD_DAY, with an accepted name that no list holds. */
const OLD_NAME = 'apoplexy of the pituitary';
const OLD_CASE = {
  ...SHEEHAN,
  diagnosis: 'Pituitary apoplexy',
  clues: SHEEHAN.clues.map((c) => `${c} (old)`),
  accepted_answers: [OLD_NAME],
  partial_answers: [],
};

let cluster: TestApps;
let smtp: SmtpListener;
let admin: SignedUpUser;
let a: MedGridApp;
let b: MedGridApp;

beforeAll(async () => {
  smtp = await startSmtpListener();
  cluster = await createTestApps(
    2,
    { smtpUrl: smtp.url },
    { clock: () => new Date(now) },
    async (db) => {
      const puzzles = createPuzzlesRepository(db);
      await puzzles.upsert('medword', OLD_DAY, 'Dermatology', medword(OLD_ANSWER));
      await puzzles.upsert('medle', OLD_DAY, 'Endocrinology', OLD_CASE);
    },
  );
  [a, b] = cluster.apps as [MedGridApp, MedGridApp];
  admin = await signUpAndConfirm(a.app, smtp);
  await a.accounts.grantAdmin(admin.id);
  for (const [date, word] of [
    [TODAY, 'ANEMIA'],
    [YESTERDAY, 'SEPSIS'],
  ] as const) {
    const put = await upload(a, `/api/admin/puzzles/medword/${date}`, medword(word));
    expect(put.statusCode, put.body).toBe(200);
  }
  for (const date of [TODAY, YESTERDAY]) {
    const put = await upload(a, `/api/admin/puzzles/medle/${date}`, SHEEHAN);
    expect(put.statusCode, put.body).toBe(200);
  }
});
afterAll(async () => {
  await cluster.close();
  await smtp.close();
});

function upload(app: MedGridApp, url: string, body: unknown) {
  return client(app.app)({
    method: 'PUT',
    url,
    cookie: admin.cookie,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

/** A player's play of one game and day through one process: today's daily or an earlier day's archive. */
function play(app: MedGridApp, user: SignedUpUser, game: 'medword' | 'medle', date: string) {
  const call = client(app.app);
  const mode = date === TODAY ? 'daily' : 'archive';
  const url = `/api/play/${game}/${date}`;
  return {
    start: () =>
      call({ method: 'POST', url: `${url}/start`, cookie: user.cookie, payload: { mode } }),
    state: () => call({ method: 'GET', url: `${url}?mode=${mode}`, cookie: user.cookie }),
    move: (move: unknown) =>
      call({ method: 'POST', url: `${url}/moves`, cookie: user.cookie, payload: { mode, move } }),
  };
}

const stored = async (game: string, dates: string[]) =>
  (
    await cluster.db.kysely
      .selectFrom('puzzles')
      .select(['puzzle_date', 'payload'])
      .where('game', '=', game)
      .where('puzzle_date', 'in', dates)
      .execute()
  ).map((r) => [r.puzzle_date, JSON.parse(r.payload) as Record<string, unknown>] as const);

describe(`MedWord's dictionary is the same for every day (finding 4) on ${TEST_DB}`, () => {
  it('the attack: the one non-word not refused was the answer; now every day refuses and takes the same words, and such an upload is refused', async () => {
    // the admin replaces today's word with one the dictionary lacks
    const replace = await upload(a, `/api/admin/puzzles/medword/${TODAY}`, medword(OUTSIDE));

    // a player tries words outside the dictionary, the admin's among them, today and yesterday,
    // through either process: a refusal costs nothing, so one taken would be the answer
    const candidates = ['QXZQXZ', 'ZZYZZX', OUTSIDE, 'KQWMPT'];
    for (const app of [a, b]) {
      const player = await signUpAndConfirm(a.app, smtp);
      const answers: Record<string, string[]> = {};
      for (const date of [TODAY, YESTERDAY]) {
        const p = play(app, player, 'medword', date);
        expect((await p.start()).statusCode).toBe(200);
        for (const word of candidates) {
          const res = await p.move({ type: 'guess', word });
          const won = res.statusCode === 200 && res.json().play.status === 'won';
          (answers[word] ??= []).push(`${res.statusCode}${won ? ' won' : ''}`);
        }
      }
      for (const word of candidates) expect(answers[word], word).toEqual(['422', '422']);
    }

    expect(replace.statusCode, replace.body).toBe(400);
    expect(replace.json()).toMatchObject({ code: 'INVALID_PUZZLE' });
    expect(replace.json().message).toBe(
      `target_word: ${OUTSIDE} is not in MedWord's dictionary, so no player could guess it. Choose another word, or have ${OUTSIDE} added to content/medword/extra-words.txt in a release first.`,
    );
    expect((await stored('medword', [TODAY]))[0]?.[1]).toMatchObject({ target_word: 'ANEMIA' });
  });

  it('refuses the same answer in a many-day upload, naming the day and the word; nothing is written', async () => {
    const res = await upload(a, '/api/admin/puzzles/medword', [
      { date: '2026-11-23', puzzle: medword('FIBULA') },
      { date: '2026-11-24', puzzle: medword(OUTSIDE.toLowerCase()) },
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PUZZLE' });
    expect(res.json().message).toMatch(
      new RegExp(`^2026-11-24: target_word: ${OUTSIDE} is not in MedWord's dictionary`),
    );
    expect(await stored('medword', ['2026-11-23', '2026-11-24'])).toEqual([]);
  });

  it('an answer stored before the rule stays winnable, and is a word on every day in every process', async () => {
    for (const app of [a, b]) {
      const player = await signUpAndConfirm(a.app, smtp);
      const today = play(app, player, 'medword', TODAY);
      await today.start();
      const miss = await today.move({ type: 'guess', word: OLD_ANSWER.toLowerCase() });
      expect(miss.statusCode, miss.body).toBe(200);
      expect(miss.json().play.status).toBe('playing');
      const old = play(app, player, 'medword', OLD_DAY);
      await old.start();
      const won = await old.move({ type: 'guess', word: OLD_ANSWER });
      expect(won.statusCode, won.body).toBe(200);
      expect(won.json().play.status).toBe('won');
    }
  });
});

describe(`A Medle guess is one name from the list (finding 6) on ${TEST_DB}`, () => {
  /** 100 characters of words, the diagnosis's among them or not. */
  const PACKED_WITH =
    'sheehan syndrome pituitary necrosis postpartum hemorrhage amenorrhea lactation failure hypotension';
  const PACKED_WITHOUT =
    'graves disease thyroid storm adenoma prolactinoma acromegaly cushing addison diabetes insipidus';

  it('the attack: a guess packed with words learned which of them the diagnosis holds; now it is refused with a message, no verdict and no guess used', async () => {
    expect(PACKED_WITH.length).toBeLessThanOrEqual(100);
    expect(PACKED_WITHOUT.length).toBeLessThanOrEqual(100);
    const player = await signUpAndConfirm(a.app, smtp);
    const p = play(a, player, 'medle', TODAY);
    await p.start();
    const before = (await p.state()).json().play.view;
    for (const text of [PACKED_WITH, PACKED_WITHOUT]) {
      const res = await p.move({ type: 'guess', text });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'NOT_A_DIAGNOSIS',
        message:
          'That is not a diagnosis on our list, so it was not counted. Type one diagnosis and pick it from the suggestions.',
      });
    }
    expect((await p.state()).json().play.view).toEqual(before);
    // a listed name is classed as before
    const listed = await p.move({ type: 'guess', text: 'hypopituitarism' });
    expect(listed.json().feedback).toEqual({
      type: 'guess',
      verdict: 'partial',
      clueReleased: false,
    });
  });

  it('takes the same names on every day and in every process: the list, every case name, names stored before the rule', async () => {
    const words = ['syndrome', 'pituitary', 'Sheehan'];
    for (const app of [a, b]) {
      const player = await signUpAndConfirm(a.app, smtp);
      for (const date of [TODAY, YESTERDAY]) {
        const p = play(app, player, 'medle', date);
        await p.start();
        // a word of a diagnosis is no name; a listed diagnosis, a built-in case's other name
        // (content/medle/001: Basedow disease) and an old case's name are, on every day
        for (const text of words)
          expect((await p.move({ type: 'guess', text })).statusCode, text).toBe(422);
        for (const text of ['Asthma', 'Basedow disease', OLD_NAME]) {
          const res = await p.move({ type: 'guess', text });
          expect(res.statusCode, `${text}: ${res.body}`).toBe(200);
          expect(res.json().feedback.verdict, text).toBe('incorrect');
        }
      }
      const old = play(app, player, 'medle', OLD_DAY);
      await old.start();
      const won = await old.move({ type: 'guess', text: OLD_NAME });
      expect(won.json().play.status).toBe('won');
    }
  });

  it('refuses a case whose names are not on the list, naming them and what to do; nothing is written', async () => {
    const unlisted = {
      ...SHEEHAN,
      diagnosis: 'Zebra syndrome',
      accepted_answers: ['ZS', 'Asthma'],
      partial_answers: ['stripes disease'],
    };
    const one = await upload(a, '/api/admin/puzzles/medle/2026-11-23', unlisted);
    expect(one.statusCode, one.body).toBe(400);
    expect(one.json()).toMatchObject({ code: 'INVALID_PUZZLE' });
    expect(one.json().message).toBe(
      "Not on Medle's list of diagnoses, so no player could guess them: diagnosis 'Zebra syndrome'; accepted_answers 'ZS'; partial_answers 'stripes disease'. Use a listed name, leave them out, or have them added to content/medle/diagnoses.txt in a release first.",
    );
    const many = await upload(a, '/api/admin/puzzles/medle', [
      { date: '2026-11-24', puzzle: SHEEHAN },
      { date: '2026-11-25', puzzle: unlisted },
    ]);
    expect(many.statusCode, many.body).toBe(400);
    expect(many.json().message).toMatch(/^2026-11-25: Not on Medle's list/);
    expect(await stored('medle', ['2026-11-23', '2026-11-24', '2026-11-25'])).toEqual([]);
  });
});
