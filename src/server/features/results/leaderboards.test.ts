import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { client, signUpAndConfirm, type SignedUpUser } from '../../test/accounts-helpers.js';
import { befriend, insertUsers } from '../../test/fixtures.js';
import { createResultsRepository } from './repository.js';
import type { GameId } from '../../../shared/play/games.js';
import type { ResultFields } from '../../../shared/play/result.js';
import type { Leaderboard } from '../../../shared/play/leaderboard.js';

const t = useTestApp();
let viewer: SignedUpUser;

beforeAll(async () => {
  viewer = await signUpAndConfirm(t.app, t.smtp);
});

const DATE = '2026-11-21';
const fields = (f: Partial<ResultFields>): ResultFields => ({
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
});

/**
 * Writes a result straight through the repository, then drops the day's cached board as every
 * writer of results does after its commit (the play service; the test below goes through it).
 */
async function record(userId: string, game: GameId, f: Partial<ResultFields>, date = DATE) {
  const results = createResultsRepository(t.db);
  const written = await t.db.kysely
    .transaction()
    .execute((trx) => results.recordOnce(trx, userId, game, date, fields(f)));
  await t.leaderboardCache.invalidate([{ game, date }]);
  return written;
}

async function board(
  game: GameId,
  query = '',
  date = DATE,
  cookie = viewer.cookie,
): Promise<Leaderboard> {
  const res = await client(t.app)({
    method: 'GET',
    url: `/api/leaderboards/${game}/${date}${query}`,
    cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Leaderboard;
}

/** [rank, username] pairs; rows that share a rank may come in any order, so they are sorted. */
const names = (b: Leaderboard) =>
  b.entries
    .map((e) => [e.rank, e.username] as const)
    .sort((x, y) => x[0] - y[0] || x[1].localeCompare(y[1]));

describe(`leaderboards on ${TEST_DB}`, () => {
  it('ranks crosswords by time, equal times sharing a rank (1, 2, 2, 4)', async () => {
    const [a, b, c, d] = await insertUsers(t.db, 'mini', 4);
    await record(a!.id, 'mini', { timeSeconds: 40 });
    await record(b!.id, 'mini', { timeSeconds: 50 });
    await record(c!.id, 'mini', { timeSeconds: 50 });
    await record(d!.id, 'mini', { timeSeconds: 61 });
    const lb = await board('mini');
    expect(names(lb)).toEqual([
      [1, 'mini0'],
      [2, 'mini1'],
      [2, 'mini2'],
      [4, 'mini3'],
    ]);
    expect(lb.total).toBe(4);
    expect(lb.entries[3]).toMatchObject({ timeSeconds: 61, score: null });
  });

  it('ranks MedWord by time, then fewer guesses', async () => {
    const [a, b, c] = await insertUsers(t.db, 'word', 3);
    await record(a!.id, 'medword', { timeSeconds: 60, guesses: 3, score: 730 });
    await record(b!.id, 'medword', { timeSeconds: 60, guesses: 2, score: 780 });
    await record(c!.id, 'medword', { timeSeconds: 59, guesses: 6, score: 582 });
    expect(names(await board('medword'))).toEqual([
      [1, 'word2'],
      [2, 'word1'],
      [3, 'word0'],
    ]);
  });

  it('ranks Medle and MedMatch by score, then faster time', async () => {
    for (const game of ['medle', 'medmatch'] as const) {
      const [a, b, c, d] = await insertUsers(t.db, `${game}x`, 4);
      await record(a!.id, game, { score: 900, timeSeconds: 30 });
      await record(b!.id, game, { score: 900, timeSeconds: 20 });
      await record(c!.id, game, { score: 950, timeSeconds: 100 });
      await record(d!.id, game, { score: 900, timeSeconds: 20 });
      const lb = await board(game);
      expect(names(lb)).toEqual([
        [1, `${game}x2`],
        [2, `${game}x1`],
        [2, `${game}x3`],
        [4, `${game}x0`],
      ]);
      expect(lb.entries[0]).toMatchObject({ score: 950, timeSeconds: 100 });
    }
  });

  it('keeps assisted and ineligible results off the board, and records one result per user and day', async () => {
    const [a, b, c] = await insertUsers(t.db, 'elig', 3);
    await record(a!.id, 'medical', { timeSeconds: 500 });
    await record(b!.id, 'medical', { timeSeconds: 100, assisted: true, eligible: false });
    await record(c!.id, 'medical', { timeSeconds: 90, eligible: false });
    expect(await record(a!.id, 'medical', { timeSeconds: 1 })).toBe(false);
    const lb = await board('medical');
    expect(names(lb)).toEqual([[1, 'elig0']]);
    expect(lb.total).toBe(1);
    expect(lb.entries[0]?.timeSeconds).toBe(500);
  });

  it('shows the top 10, the viewer ranked lower with their rank, the total, and pages the rest with correct ranks', async () => {
    const others = await insertUsers(t.db, 'page', 14);
    // times 100, 110, 110, 130 ... ties across the page boundary at ranks 10 and 11
    const times = [100, 110, 110, 130, 140, 150, 160, 170, 180, 190, 190, 200, 210, 220];
    for (const [i, u] of others.entries())
      await record(u.id, 'medle', { score: 1000 - times[i]!, timeSeconds: times[i]! });
    await record(viewer.id, 'medle', { score: 1000 - 205, timeSeconds: 205 });
    const date = DATE;
    const top = await board('medle', '', date);
    // earlier tests put 4 medle results ahead (scores 900–950)
    expect(top.total).toBe(4 + 15);
    expect(top.entries).toHaveLength(10);
    expect(top.me).toMatchObject({ username: viewer.username, rank: 4 + 13, score: 795 });

    const rest = await board('medle', '?offset=10&limit=10', date);
    expect(rest.offset).toBe(10);
    expect(rest.entries).toHaveLength(9);
    const all = [...top.entries, ...rest.entries];
    expect(all.map((e) => e.rank)).toEqual([
      1, 2, 2, 4, 5, 6, 6, 8, 9, 10, 11, 12, 13, 14, 14, 16, 17, 18, 19,
    ]);
    expect(rest.entries.find((e) => e.username === viewer.username)?.rank).toBe(17);
  });

  it('shows a new result to every viewer at once', async () => {
    const [a] = await insertUsers(t.db, 'fresh', 1);
    expect((await board('mini', '', '2026-11-20')).total).toBe(0);
    await record(a!.id, 'mini', { timeSeconds: 33 }, '2026-11-20');
    expect(names(await board('mini', '', '2026-11-20'))).toEqual([[1, 'fresh0']]);
  });

  it('limits the Med Schools tab to the viewer’s listed school, with abbreviations on every tab', async () => {
    const date = '2026-11-19';
    const same = await insertUsers(t.db, 'uab', 2, 'uab-heersink');
    const [other] = await insertUsers(t.db, 'awsom', 1, 'alice-walton');
    await record(same[0]!.id, 'mini', { timeSeconds: 70 }, date);
    await record(same[1]!.id, 'mini', { timeSeconds: 80 }, date);
    await record(other!.id, 'mini', { timeSeconds: 10 }, date);

    const noSchool = await board('mini', '?scope=school', date);
    expect(noSchool).toMatchObject({ notice: 'NO_SCHOOL', entries: [], total: 0 });

    const put = (body: object) =>
      client(t.app)({
        method: 'PUT',
        url: '/api/account/school',
        cookie: viewer.cookie,
        payload: body,
      });
    await put({ schoolId: null, customName: 'Some Custom School' });
    expect((await board('mini', '?scope=school', date)).notice).toBe('NO_SCHOOL');

    await put({ schoolId: 'uab-heersink', customName: null });
    const school = await board('mini', '?scope=school', date);
    expect(names(school)).toEqual([
      [1, 'uab0'],
      [2, 'uab1'],
    ]);
    // the abbreviation shows on every tab, as on Global (issue 29)
    expect(school.entries.map((e) => e.school)).toEqual(['UAB Heersink', 'UAB Heersink']);
    expect(school.me).toBeNull();

    const global = await board('mini', '', date);
    expect(global.entries.map((e) => e.school)).toEqual(['AWSOM', 'UAB Heersink', 'UAB Heersink']);

    // a school change moves the player's results to the new school's boards at once
    await record(viewer.id, 'mini', { timeSeconds: 75 }, date);
    expect(names(await board('mini', '?scope=school', date))).toEqual([
      [1, 'uab0'],
      [2, viewer.username],
      [3, 'uab1'],
    ]);
    await put({ schoolId: 'alice-walton', customName: null });
    expect(names(await board('mini', '?scope=school', date))).toEqual([
      [1, 'awsom0'],
      [2, viewer.username],
    ]);
    await put({ schoolId: null, customName: null });
  });

  it('limits the Friends tab to accepted friends plus the viewer', async () => {
    const date = '2026-11-18';
    const noFriends = await board('mini', '?scope=friends', date);
    expect(noFriends).toMatchObject({ notice: 'NO_FRIENDS', entries: [] });

    const [friend, pending, stranger] = await insertUsers(t.db, 'fr', 3);
    const [schooled] = await insertUsers(t.db, 'frs', 1, 'uab-heersink');
    await befriend(t.db, viewer.id, friend!.id);
    await befriend(t.db, schooled!.id, viewer.id);
    await record(schooled!.id, 'mini', { timeSeconds: 60 }, date);
    await befriend(t.db, pending!.id, viewer.id, 'pending');
    for (const [u, time] of [
      [friend!, 50],
      [pending!, 40],
      [stranger!, 30],
    ] as const)
      await record(u.id, 'mini', { timeSeconds: time }, date);
    await record(viewer.id, 'mini', { timeSeconds: 45 }, date);
    const friends = await board('mini', '?scope=friends', date);
    expect(names(friends)).toEqual([
      [1, viewer.username],
      [2, 'fr0'],
      [3, 'frs0'],
    ]);
    // a friend's school abbreviation shows as on Global (issue 29)
    expect(friends.entries.map((e) => e.school)).toEqual([null, null, 'UAB Heersink']);
    expect(friends.me).toMatchObject({ rank: 1 });
    expect((await board('mini', '', date)).me).toMatchObject({ rank: 3 });
  });

  it('keys the Medical Crossword board by its weekly puzzle date', async () => {
    await t.puzzles.upsert('medical', '2026-11-16', 'Week', { any: 'payload' });
    const [u] = await insertUsers(t.db, 'weekly', 1);
    await record(u!.id, 'medical', { timeSeconds: 900 }, '2026-11-16');
    const lb = await board('medical', '', '2026-11-19');
    expect(lb.puzzleDate).toBe('2026-11-16');
    expect(names(lb)).toEqual([[1, 'weekly0']]);
  });

  it('answers bad queries with a 4xx and a reason, and requires a session', async () => {
    const call = client(t.app);
    for (const url of [
      '/api/leaderboards/mini/2026-11-21?scope=everyone',
      '/api/leaderboards/mini/2026-11-21?limit=1000',
      '/api/leaderboards/mini/2026-11-21?offset=-1',
      '/api/leaderboards/mini/2026-13-01',
      '/api/leaderboards/chess/2026-11-21',
    ]) {
      const res = await call({ method: 'GET', url, cookie: viewer.cookie });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBeTruthy();
    }
    expect(
      (await call({ method: 'GET', url: '/api/leaderboards/mini/2026-11-21' })).statusCode,
    ).toBe(401);
  });
});
