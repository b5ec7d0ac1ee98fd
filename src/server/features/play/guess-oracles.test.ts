import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApps, TEST_DB, type TestApps } from '../../test/test-app.js';
import { startSmtpListener, type SmtpListener } from '../../../../test-support/smtp-listener.js';
import { client, signUpAndConfirm, type SignedUpUser } from '../../test/accounts-helpers.js';
import { createPuzzlesRepository } from './puzzles-repository.js';
import type { MedGridApp } from '../../app.js';

/**
 * Issue 27's guess oracles, each performed as it was found and shown closed, on two app processes
 * sharing one database (the cluster) and their default games: MedWord's 'Not in word list' named
 * the one answer outside the dictionary (finding 4). The words a guess may be are the same for
 * every day and in every process (docs/decisions/010); puzzles stored before that rule stay
 * winnable.
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
function play(app: MedGridApp, user: SignedUpUser, game: 'medword', date: string) {
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
