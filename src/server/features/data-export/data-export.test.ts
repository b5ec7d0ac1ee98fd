import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  client,
  signUpAndConfirm,
  uniqueUser,
  type SignedUpUser,
} from '../../test/accounts-helpers.js';
import { befriend } from '../../test/fixtures.js';
import { nowIso } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { TABLES } from './repository.js';

/**
 * The player's data export (issue 33): every table of the database is either exported or left
 * out for a stated reason; a player with rows everywhere finds each of them in the file; no
 * secret (password hash, session token) and no other player's email is in it.
 */
const TODAY = '2026-11-21';
const now = Date.parse(`${TODAY}T12:00:00Z`);
const t = useTestApp({ deps: { clock: () => new Date(now) } });

const MINI = {
  title: 'Export test',
  answerGrid: ['ABCDE', 'FGHIJ', 'KLMNO', 'PQRST', 'UVWXY'].map((r) => r.split('')),
  acrossClues: [1, 6, 7, 8, 9].map((number) => ({ number, clue: `Across ${number}` })),
  downClues: [1, 2, 3, 4, 5].map((number) => ({ number, clue: `Down ${number}` })),
};

let me: SignedUpUser;
let friend: SignedUpUser;
const call = (u: SignedUpUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  client(t.app)({
    method,
    url,
    cookie: u.cookie,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  me = await signUpAndConfirm(t.app, t.smtp, uniqueUser('exp'));
  friend = await signUpAndConfirm(t.app, t.smtp, uniqueUser('exf'));
  await befriend(t.db, me.id, friend.id);
  await t.accounts.grantAdmin(me.id);
  const saved = await call(me, 'PUT', '/api/account/settings', { skipFilled: true });
  expect(saved.statusCode, saved.body).toBe(200);
  // a finished daily Mini: a play and its result
  await t.puzzles.upsert('mini', TODAY, MINI.title, MINI);
  await call(me, 'POST', '/api/play/mini/today/start', { mode: 'daily' });
  const cells = MINI.answerGrid.flatMap((row, r) =>
    row.map((letter, c) => ({ row: r, col: c, letter })),
  );
  const won = await call(me, 'POST', '/api/play/mini/today/moves', {
    mode: 'daily',
    move: { type: 'fill', cells },
  });
  expect(won.json().play.status).toBe('won');
  // the daily question's rows and the security row, as the server writes them
  await t.db.kysely
    .insertInto('question_answers')
    .values({
      user_id: me.id,
      question_date: TODAY,
      selected: 'B',
      is_correct: 1,
      skipped: 0,
      answered_at: nowIso(),
    })
    .execute();
  await t.db.kysely
    .insertInto('question_streaks')
    .values({
      user_id: me.id,
      current_streak: 1,
      longest_streak: 1,
      last_question_date: TODAY,
      updated_at: nowIso(),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await t.db.kysely
    .insertInto('account_security')
    .values({
      user_id: me.id,
      failed_sign_ins: 1,
      failures_since: nowIso(),
      tokens_not_before: null,
      updated_at: nowIso(),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  // a deck, a crossword from it shared with the friend, and a play of it
  const deck = await client(t.app)({
    method: 'POST',
    url: '/api/decks?name=Export%20deck&format=text',
    cookie: me.cookie,
    headers: { 'content-type': 'application/octet-stream' },
    payload: Buffer.from(
      'Aorta\tLargest artery\nVagus\tCranial nerve X\nOsteoclast\tBone resorber\n',
    ),
  });
  expect(deck.statusCode, deck.body).toBe(201);
  const made = await call(me, 'POST', `/api/decks/${deck.json().id}/crosswords`, { name: 'X' });
  const crosswordId = made.json().id as string;
  await call(me, 'PUT', `/api/decks/crosswords/${crosswordId}/shares`, { friendIds: [friend.id] });
  await call(me, 'POST', `/api/decks/crosswords/${crosswordId}/play/start`, {});
});

describe(`the data export on ${TEST_DB}`, () => {
  it('names every table of the database: exported, or left out with a reason', async () => {
    const tables = (await t.db.kysely.introspection.getTables()).map((x) => x.name).sort();
    expect(tables.filter((name) => !(name in TABLES))).toEqual([]);
    expect(Object.keys(TABLES).filter((name) => !tables.includes(name))).toEqual([]);
  });

  it("holds the player's rows of every exported table, and no secret or other player's email", async () => {
    const res = await call(me, 'GET', '/api/account/export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="medgrid-${me.username}-${TODAY}.json"`,
    );
    const data = res.json() as Record<string, unknown>;
    for (const [table, rule] of Object.entries(TABLES) as [
      keyof Database,
      (typeof TABLES)[keyof Database],
    ][]) {
      if (!('key' in rule)) continue;
      const value = data[rule.key];
      expect(value, `${table} → ${rule.key}`).not.toBeNull();
      if (Array.isArray(value)) expect(value.length, `${table} → ${rule.key}`).toBeGreaterThan(0);
    }
    expect(data).toMatchObject({
      account: { email: me.email, username: me.username },
      solverSettings: { skipFilled: true },
      friends: [{ username: friend.username, status: 'accepted' }],
      results: [{ game: 'mini', puzzle_date: TODAY }],
      deckShares: [{ owner: me.username, friend: friend.username }],
    });
    const text = res.body;
    expect(text).not.toContain(friend.email);
    expect(text).not.toMatch(/"token"|"password"/);
    const tokens = await t.db.kysely.selectFrom('session').select('token').execute();
    for (const { token } of tokens) expect(text).not.toContain(token);
  });

  it('needs a session, and gives each player only their own rows', async () => {
    expect((await client(t.app)({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(
      401,
    );
    const theirs = (await call(friend, 'GET', '/api/account/export')).json();
    expect(theirs.account.email).toBe(friend.email);
    expect(theirs.results).toEqual([]);
    expect(theirs.decks).toEqual([]);
    // the crossword shared with them is theirs to know of
    expect(theirs.deckShares).toEqual([
      expect.objectContaining({ owner: me.username, friend: friend.username }),
    ]);
    expect(JSON.stringify(theirs)).not.toContain(me.email);
  });
});
