import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  client,
  signUpAndConfirm,
  uniqueUser,
  type SignedUpUser,
} from '../../test/accounts-helpers.js';
import { createResultsRepository } from '../results/repository.js';
import type { GameId } from '../../../shared/play/games.js';
import type { ResultFields } from '../../../shared/play/result.js';
import type { Leaderboard } from '../../../shared/play/leaderboard.js';

// Issue 13, finding 5: deleting an account left its results in the rank counts; afterwards a
// board showed total 5 with 4 entries, and a player's rank differed between the list and `me`.

const t = useTestApp();

const DATE = '2026-11-21';

async function record(userId: string, game: GameId, f: Partial<ResultFields>) {
  const results = createResultsRepository(t.db);
  const fields: ResultFields = {
    timeSeconds: 60,
    penaltySeconds: 0,
    inputs: 0,
    score: null,
    guesses: null,
    cluesRevealed: null,
    livesRemaining: null,
    assisted: false,
    eligible: true,
    ...f,
  };
  await t.db.kysely
    .transaction()
    .execute((trx) => results.recordOnce(trx, userId, game, DATE, fields));
}

async function board(game: GameId, viewer: SignedUpUser, query = ''): Promise<Leaderboard> {
  const res = await client(t.app)({
    method: 'GET',
    url: `/api/leaderboards/${game}/${DATE}${query}`,
    cookie: viewer.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Leaderboard;
}

describe(`deleting an account takes its results off the boards on ${TEST_DB}`, () => {
  it('keeps total equal to the entries and every `me` rank equal to the list rank', async () => {
    const players: SignedUpUser[] = [];
    for (let i = 0; i < 5; i++)
      players.push(await signUpAndConfirm(t.app, t.smtp, uniqueUser('lb')));
    const [leaving, a, b, c, d] = players as [
      SignedUpUser,
      SignedUpUser,
      SignedUpUser,
      SignedUpUser,
      SignedUpUser,
    ];
    // the leaving player ranks first on the Mini, first on Medle, and has an assisted MedWord
    await record(leaving.id, 'mini', { timeSeconds: 30 });
    await record(a.id, 'mini', { timeSeconds: 40 });
    await record(b.id, 'mini', { timeSeconds: 50 });
    await record(c.id, 'mini', { timeSeconds: 50 });
    await record(d.id, 'mini', { timeSeconds: 61 });
    await record(leaving.id, 'medle', { score: 990, timeSeconds: 20 });
    await record(a.id, 'medle', { score: 900, timeSeconds: 30 });
    await record(leaving.id, 'medword', { timeSeconds: 10, assisted: true, eligible: false });
    await record(b.id, 'medword', { timeSeconds: 70, guesses: 4 });
    expect((await board('mini', a)).total).toBe(5);

    const del = await client(t.app)({
      method: 'DELETE',
      url: '/api/account',
      cookie: leaving.cookie,
    });
    expect(del.statusCode).toBe(200);

    const remaining = [a, b, c, d];
    const full = await board('mini', a, '?limit=50');
    // rows that share a rank may come in any order: compare them sorted
    const ranked = (rows: Array<[string, number]>) =>
      rows.sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0]));
    expect(ranked(full.entries.map((e) => [e.username, e.rank]))).toEqual(
      ranked([
        [a.username, 1],
        [b.username, 2],
        [c.username, 2],
        [d.username, 4],
      ]),
    );
    expect(full.total).toBe(full.entries.length);
    expect((await board('mini', a)).total).toBe(4);
    for (const p of remaining) {
      const listed = full.entries.find((e) => e.username === p.username)!;
      // a one-row page leaves most viewers off the list, so `me` is ranked from the counts
      const page = await board('mini', p, '?limit=1');
      expect(page.total, p.username).toBe(4);
      expect(page.me?.rank, p.username).toBe(listed.rank);
    }

    const medle = await board('medle', a, '?limit=1');
    expect(medle).toMatchObject({ total: 1, me: { rank: 1 } });
    expect(medle.entries).toHaveLength(1);
    // the assisted result never counted, so nothing was taken from MedWord's count
    const medword = await board('medword', b);
    expect(medword).toMatchObject({ total: 1, me: { rank: 1 } });
  });

  it('leaves the counts alone when the deletion is refused (a friend link exists)', async () => {
    const u = await signUpAndConfirm(t.app, t.smtp, uniqueUser('kept'));
    const friend = await signUpAndConfirm(t.app, t.smtp, uniqueUser('fr'));
    await record(u.id, 'medical', { timeSeconds: 300 });
    const send = await client(t.app)({
      method: 'POST',
      url: '/api/friends/requests',
      cookie: friend.cookie,
      payload: { userId: u.id },
    });
    expect(send.statusCode).toBe(201);
    const del = await client(t.app)({ method: 'DELETE', url: '/api/account', cookie: u.cookie });
    expect(del.statusCode).toBe(409);
    const lb = await board('medical', u);
    expect(lb).toMatchObject({ total: 1, me: { rank: 1 } });
    expect(lb.entries).toHaveLength(1);
  });
});
