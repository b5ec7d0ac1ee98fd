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
import { DECK_MESSAGES as M } from '../../../shared/decks/messages.js';
import { CROSSWORDS_PER_HOUR, DECKS_PER_PLAYER } from '../../../shared/decks/schemas.js';

/**
 * Study decks on the real server and database (issue 32): upload, preview, generate, play in
 * practice mode on the one engine, share with a friend; owners and friends only, a stranger gets
 * 404; deleting a deck or an account removes what hangs from it.
 */
let now = Date.parse('2026-11-21T12:00:00Z');
const t = useTestApp({
  // every player here uploads and generates more than an hour's budget allows a person
  config: { rateLimitMultiplier: 10 },
  deps: { clock: () => new Date(now) },
});

const CARDS: [string, string][] = [
  ['Bone cell that resorbs bone', 'Osteoclast'],
  ['Largest artery of the body', 'Aorta'],
  ['Muscle layer of the heart wall', 'Myocardium'],
  ['Pacemaker of the heart (abbr. SA)', 'Sinoatrial node'],
  ['Hormone made by beta cells', 'Insulin'],
  ['Valve between left atrium and left ventricle', 'Mitral'],
  ['Cranial nerve X', 'Vagus'],
  ['Protein that carries oxygen in red cells', 'Hemoglobin'],
];
const csv = (rows: readonly (readonly [string, string])[]) =>
  'term,definition\n' + rows.map(([d, t]) => `"${t}","${d}"`).join('\n') + '\n';

function as(u: SignedUpUser | null) {
  const call = client(t.app);
  const cookie = u?.cookie;
  return {
    get: (url: string) => call({ method: 'GET', url, ...(cookie ? { cookie } : {}) }),
    post: (url: string, payload: object = {}) =>
      call({ method: 'POST', url, payload, ...(cookie ? { cookie } : {}) }),
    patch: (url: string, payload: object) =>
      call({ method: 'PATCH', url, payload, ...(cookie ? { cookie } : {}) }),
    put: (url: string, payload: object) =>
      call({ method: 'PUT', url, payload, ...(cookie ? { cookie } : {}) }),
    del: (url: string) => call({ method: 'DELETE', url, ...(cookie ? { cookie } : {}) }),
    upload: (query: string, body: string | Uint8Array) =>
      call({
        method: 'POST',
        url: `/api/decks?${query}`,
        headers: { 'content-type': 'application/octet-stream' },
        payload: typeof body === 'string' ? Buffer.from(body) : Buffer.from(body),
        ...(cookie ? { cookie } : {}),
      }),
  };
}

const newUser = (prefix: string) => signUpAndConfirm(t.app, t.smtp, uniqueUser(prefix));
const count = async (table: 'decks' | 'deck_crosswords' | 'deck_plays' | 'deck_shares') =>
  Number(
    (
      await t.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function deckWithCrossword(owner: SignedUpUser) {
  const up = await as(owner).upload('name=Cardio&format=csv', csv(CARDS));
  expect(up.statusCode, up.body).toBe(201);
  const deck = up.json();
  const made = await as(owner).post(`/api/decks/${deck.id}/crosswords`, { name: 'Heart words' });
  expect(made.statusCode, made.body).toBe(201);
  return { deck, crossword: made.json() };
}

let owner: SignedUpUser;
let friend: SignedUpUser;
let stranger: SignedUpUser;
beforeAll(async () => {
  owner = await newUser('dko');
  friend = await newUser('dkf');
  stranger = await newUser('dks');
  await befriend(t.db, owner.id, friend.id);
});

describe(`study decks on ${TEST_DB}`, () => {
  it('needs a session on every route', async () => {
    const anon = as(null);
    for (const res of await Promise.all([
      anon.get('/api/decks'),
      anon.upload('name=x&format=csv', csv(CARDS)),
      anon.get('/api/decks/x'),
      anon.patch('/api/decks/x', { name: 'y' }),
      anon.del('/api/decks/x'),
      anon.post('/api/decks/x/crosswords', { name: 'y' }),
      anon.get('/api/decks/crosswords/x'),
      anon.put('/api/decks/crosswords/x/shares', { friendIds: [] }),
      anon.get('/api/decks/crosswords/x/play'),
      anon.post('/api/decks/crosswords/x/play/start'),
    ]))
      expect(res.statusCode).toBe(401);
  });

  it('reads a CSV deck, marks the cards a crossword cannot use and why, and keeps it', async () => {
    const u = await newUser('dkc');
    const rows: [string, string][] = [
      ...CARDS.slice(0, 3),
      ['A number', '42'],
      ['Too long', 'Pneumonoultramicroscopic silicovolcanoconiosis'],
      ['Again', 'Aorta'],
    ];
    const res = await as(u).upload('name=Mixed&format=csv&direction=back-clue', csv(rows));
    expect(res.statusCode, res.body).toBe(201);
    const deck = res.json();
    expect(deck).toMatchObject({ name: 'Mixed', source: 'csv', cardCount: 6, usableCount: 3 });
    expect(deck.cards[0]).toMatchObject({ number: 1, answer: 'OSTEOCLAST', problem: null });
    expect(deck.cards[3].problem).toMatch(/letters/);
    expect(deck.cards[4].problem).toBe('The answer is longer than 15 letters');
    expect(deck.cards[5].problem).toBe('Same answer as card 2');
    const list = (await as(u).get('/api/decks')).json();
    expect(list.decks.map((d: { id: string }) => d.id)).toEqual([deck.id]);
  });

  it('refuses a file it cannot read, or one with no usable card, and stores nothing', async () => {
    const u = await newUser('dkb');
    const before = await count('decks');
    const zip = await as(u).upload('name=x&format=apkg', new Uint8Array([1, 2, 3, 4, 5]));
    expect(zip.statusCode).toBe(422);
    expect(zip.json().message).toMatch(/Anki/);
    const none = await as(u).upload('name=x&format=csv', csv([['A number', '42']]));
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(M.noUsableCard);
    const empty = await as(u).upload('name=x&format=csv', '');
    expect(empty.statusCode).toBe(422);
    const badName = await as(u).upload('name=&format=csv', csv(CARDS));
    expect(badName.statusCode).toBe(400);
    const badFormat = await as(u).upload('name=x&format=doc', csv(CARDS));
    expect(badFormat.statusCode).toBe(400);
    expect(await count('decks')).toBe(before);
  });

  it('lays chosen cards out into a crossword whose play sends no answer before it is earned', async () => {
    const { deck, crossword } = await deckWithCrossword(owner);
    expect(crossword).toMatchObject({ name: 'Heart words', words: CARDS.length, leftOut: [] });
    const state = await as(owner).get(`/api/decks/crosswords/${crossword.id}/play`);
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toMatchObject({ mode: 'practice', play: null, result: null });
    // before the start: the grid's shape, no letter and no clue
    for (const [, answer] of CARDS)
      expect(state.body).not.toContain(answer.toUpperCase().replace(/ /g, ''));
    for (const [clue] of CARDS) expect(state.body).not.toContain(clue);

    const chosen = await as(owner).post(`/api/decks/${deck.id}/crosswords`, {
      name: 'Two',
      cards: [1, 2],
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json().words).toBe(2);
    const unknown = await as(owner).post(`/api/decks/${deck.id}/crosswords`, {
      name: 'x',
      cards: [1, 99],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(M.unknownCards([99]));
  });

  it('plays a deck crossword on the engine: timed by the server, kept, never ranked', async () => {
    const { crossword } = await deckWithCrossword(owner);
    const base = `/api/decks/crosswords/${crossword.id}/play`;
    const started = await as(owner).post(`${base}/start`);
    expect(started.statusCode, started.body).toBe(200);
    const view = started.json().play.view;
    expect(view).not.toBeNull();
    now += 30_000;
    const again = (await as(owner).get(base)).json();
    expect(again.play.timer.activeMs).toBe(30_000);
    // fill every answer from the stored crossword (the test reads the database, as an admin could)
    const row = await t.db.kysely
      .selectFrom('deck_crosswords')
      .select('payload')
      .where('id', '=', crossword.id)
      .executeTakeFirstOrThrow();
    const grid = (JSON.parse(row.payload) as { answerGrid: string[][] }).answerGrid;
    const cells = grid.flatMap((r, row) =>
      r.flatMap((letter, col) => (letter ? [{ row, col, letter }] : [])),
    );
    const moved = await as(owner).post(`${base}/moves`, { move: { type: 'fill', cells } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().play.status).toBe('won');
    const results = await t.db.kysely
      .selectFrom('results')
      .select('id')
      .where('user_id', '=', owner.id)
      .execute();
    expect(results).toEqual([]);
    const info = (await as(owner).get(`/api/decks/crosswords/${crossword.id}`)).json();
    expect(info.finishers).toEqual([
      expect.objectContaining({ username: owner.username, timeSeconds: 30 }),
    ]);
    const daily = await as(owner).get(`/api/play/medical/${crossword.id}?mode=daily`);
    expect(daily.statusCode).toBe(400);
  });

  it('shares with accepted friends only; a stranger, and a friend no longer, get 404', async () => {
    const { deck, crossword } = await deckWithCrossword(owner);
    const path = `/api/decks/crosswords/${crossword.id}`;
    expect((await as(friend).get(`${path}/play`)).statusCode).toBe(404);
    const notFriend = await as(owner).put(`${path}/shares`, { friendIds: [stranger.id] });
    expect(notFriend.statusCode).toBe(400);
    expect(notFriend.json().message).toBe(M.notFriends);
    const shared = await as(owner).put(`${path}/shares`, { friendIds: [friend.id] });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().sharedWith).toEqual([{ userId: friend.id, username: friend.username }]);

    const list = (await as(friend).get('/api/decks')).json();
    expect(list.shared).toContainEqual(
      expect.objectContaining({ id: crossword.id, owner: owner.username, status: null }),
    );
    expect(list.decks).toEqual([]);
    const play = await as(friend).post(`${path}/play/start`);
    expect(play.statusCode, play.body).toBe(200);
    // a friend plays it but cannot change, share or delete it, nor read the deck
    expect((await as(friend).patch(path, { name: 'Mine' })).statusCode).toBe(403);
    expect((await as(friend).del(path)).statusCode).toBe(403);
    expect((await as(friend).get(`/api/decks/${deck.id}`)).statusCode).toBe(404);
    // the owner cannot lay it out again once a friend has started
    const relayout = await as(owner).post(`${path}/layout`, {});
    expect(relayout.statusCode).toBe(409);

    for (const url of [path, `${path}/play`])
      expect((await as(stranger).get(url)).statusCode).toBe(404);
    expect((await as(stranger).post(`${path}/play/start`)).statusCode).toBe(404);

    await t.db.kysely.deleteFrom('friendships').where('requester_id', '=', owner.id).execute();
    expect((await as(friend).get(`${path}/play`)).statusCode).toBe(404);
    expect((await as(friend).get('/api/decks')).json().shared).toEqual([]);
    await befriend(t.db, owner.id, friend.id);
    expect((await as(friend).get(`${path}/play`)).statusCode).toBe(200);
  });

  it("deleting a deck removes its crosswords, shares and plays, for friends too; a stranger's delete is 404", async () => {
    const { deck, crossword } = await deckWithCrossword(owner);
    const path = `/api/decks/crosswords/${crossword.id}`;
    await as(owner).put(`${path}/shares`, { friendIds: [friend.id] });
    await as(friend).post(`${path}/play/start`);
    expect((await as(stranger).del(`/api/decks/${deck.id}`)).statusCode).toBe(404);
    expect((await as(owner).del(`/api/decks/${deck.id}`)).statusCode).toBe(204);
    expect((await as(owner).get(`/api/decks/${deck.id}`)).statusCode).toBe(404);
    expect((await as(friend).get(`${path}/play`)).statusCode).toBe(404);
    for (const table of ['deck_crosswords', 'deck_plays', 'deck_shares'] as const) {
      const left = await t.db.kysely
        .selectFrom(table)
        .selectAll()
        .where(table === 'deck_crosswords' ? 'id' : 'crossword_id', '=', crossword.id)
        .execute();
      expect(left, table).toEqual([]);
    }
  });

  it('renames a deck and a crossword, and turns the cards around', async () => {
    const { deck, crossword } = await deckWithCrossword(owner);
    expect(deck.direction).toBe('back-clue'); // a CSV's definition is the clue by default
    const renamed = await as(owner).patch(`/api/decks/${deck.id}`, {
      name: 'Cardiology',
      direction: 'front-clue',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Cardiology', direction: 'front-clue' });
    // turned around, the answers are the definitions: too long for a crossword
    expect(renamed.json().cards[0]).toMatchObject({
      clue: 'Osteoclast',
      problem: 'The answer is longer than 15 letters',
    });
    const cw = await as(owner).patch(`/api/decks/crosswords/${crossword.id}`, { name: 'Heart 2' });
    expect(cw.json().name).toBe('Heart 2');
    const bad = await as(owner).patch(`/api/decks/${deck.id}`, {});
    expect(bad.statusCode).toBe(400);
  });

  it(`keeps at most ${DECKS_PER_PLAYER} decks and ${CROSSWORDS_PER_HOUR} crosswords an hour`, async () => {
    const u = await newUser('dkl');
    let deckId = '';
    for (let i = 0; i < DECKS_PER_PLAYER; i++) {
      const r = await as(u).upload(`name=D${i}&format=csv`, csv(CARDS.slice(0, 3)));
      expect(r.statusCode, r.body).toBe(201);
      deckId = r.json().id;
    }
    const over = await as(u).upload('name=more&format=csv', csv(CARDS.slice(0, 3)));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(M.tooManyDecks(DECKS_PER_PLAYER));
    for (let i = 0; i < CROSSWORDS_PER_HOUR; i++) {
      const r = await as(u).post(`/api/decks/${deckId}/crosswords`, { name: `C${i}` });
      expect(r.statusCode, r.body).toBe(201);
    }
    const tooMany = await as(u).post(`/api/decks/${deckId}/crosswords`, { name: 'one more' });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toBe(M.tooManyCrosswords(CROSSWORDS_PER_HOUR));
    now += 3_600_000 + 1000;
    const later = await as(u).post(`/api/decks/${deckId}/crosswords`, { name: 'an hour on' });
    expect(later.statusCode).toBe(201);
  });

  it('deleting an account deletes its decks and crosswords', async () => {
    const u = await newUser('dkd');
    await deckWithCrossword(u);
    const mine = () =>
      t.db.kysely.selectFrom('decks').select('id').where('user_id', '=', u.id).execute();
    expect(await mine()).toHaveLength(1);
    const del = await client(t.app)({ method: 'DELETE', url: '/api/account', cookie: u.cookie });
    expect(del.statusCode, del.body).toBe(200);
    expect(await mine()).toEqual([]);
    const cws = await t.db.kysely
      .selectFrom('deck_crosswords')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    expect(cws).toEqual([]);
  });
});
