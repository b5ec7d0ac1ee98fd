import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  client,
  signUpAndConfirm,
  uniqueUser,
  type SignedUpUser,
} from '../../test/accounts-helpers.js';
import { FRIENDS_MESSAGES as M } from '../../../shared/friends/messages.js';

const t = useTestApp();

const newUser = (prefix: string) => signUpAndConfirm(t.app, t.smtp, uniqueUser(prefix));
const as = (u: SignedUpUser) => {
  const call = client(t.app);
  return {
    get: (url: string) => call({ method: 'GET', url, cookie: u.cookie }),
    post: (url: string, payload?: object) =>
      call({ method: 'POST', url, cookie: u.cookie, ...(payload ? { payload } : {}) }),
    del: (url: string) => call({ method: 'DELETE', url, cookie: u.cookie }),
  };
};
const overview = async (u: SignedUpUser) => (await as(u).get('/api/friends')).json();

describe(`friends on ${TEST_DB}`, () => {
  it('requires a session on every route', async () => {
    const call = client(t.app);
    for (const [method, url] of [
      ['GET', '/api/friends'],
      ['GET', '/api/friends/search?q=a'],
      ['POST', '/api/friends/requests'],
      ['POST', '/api/friends/requests/x/accept'],
      ['POST', '/api/friends/requests/x/reject'],
      ['POST', '/api/friends/requests/reject-all'],
      ['DELETE', '/api/friends/requests/x'],
      ['DELETE', '/api/friends/requests'],
      ['DELETE', '/api/friends/x'],
      ['DELETE', '/api/friends'],
    ] as const) {
      const res = await call({
        method,
        url,
        ...(method === 'POST' ? { payload: { userId: 'x' } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('searches confirmed usernames by trimmed, case-insensitive substring, without the viewer, at most 5', async () => {
    // digits only: a base-36 stem can spell a word the username rules refuse
    const stem = `sr${String(Date.now()).slice(-6)}`;
    const viewer = await signUpAndConfirm(t.app, t.smtp, {
      ...uniqueUser(),
      username: `${stem}_me`,
    });
    const others: SignedUpUser[] = [];
    for (let i = 0; i < 6; i++)
      others.push(
        await signUpAndConfirm(t.app, t.smtp, { ...uniqueUser(), username: `${stem}_${i}` }),
      );
    const unconfirmed = { ...uniqueUser(), username: `${stem}_x` };
    await client(t.app)({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: {
        ...unconfirmed,
        confirmPassword: unconfirmed.password,
        school: { status: 'none' },
        acceptTerms: true,
      },
    });

    const res = await as(viewer).get(
      `/api/friends/search?q=${encodeURIComponent(`  ${stem.toUpperCase()} `)}`,
    );
    expect(res.statusCode).toBe(200);
    const users = res.json().users as Array<{ userId: string; username: string; relation: string }>;
    expect(users).toHaveLength(5);
    expect(users.map((u) => u.username)).not.toContain(viewer.username);
    expect(users.map((u) => u.username)).not.toContain(unconfirmed.username);
    expect(users.every((u) => u.relation === 'none')).toBe(true);
    expect(res.body).not.toContain('@');

    expect((await as(viewer).get('/api/friends/search?q=%20%20')).json().users).toEqual([]);
    expect((await as(viewer).get(`/api/friends/search?q=${stem}_0`)).json().users).toHaveLength(1);
    // "_" is a literal character, not a LIKE wildcard
    expect((await as(viewer).get(`/api/friends/search?q=${stem}x0`)).json().users).toEqual([]);
    expect(
      (await as(viewer).get(`/api/friends/search?q=<b>${stem}_0</b>`)).json().users,
    ).toHaveLength(1);
    expect((await as(viewer).get('/api/friends/search?q=' + 'x'.repeat(101))).statusCode).toBe(400);
  });

  it('runs a request from sent to accepted to removed, each step only by the right party', async () => {
    const [a, b, c] = [await newUser('fa'), await newUser('fb'), await newUser('fc')];
    const sent = await as(a).post('/api/friends/requests', { userId: b.id });
    expect(sent.statusCode).toBe(201);
    const linkId = sent.json().id as string;

    expect((await overview(a)).sent).toEqual([{ id: linkId, userId: b.id, username: b.username }]);
    expect((await overview(b)).incoming).toEqual([
      { id: linkId, userId: a.id, username: a.username },
    ]);
    expect((await as(b).get(`/api/friends/search?q=${a.username}`)).json().users[0].relation).toBe(
      'incoming',
    );
    expect((await as(a).get(`/api/friends/search?q=${b.username}`)).json().users[0].relation).toBe(
      'sent',
    );

    // no second link in either direction
    const again = await as(a).post('/api/friends/requests', { userId: b.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.requestExists);
    expect((await as(b).post('/api/friends/requests', { userId: a.id })).json().message).toBe(
      M.requestExists,
    );

    // only the receiver accepts
    expect((await as(a).post(`/api/friends/requests/${linkId}/accept`)).statusCode).toBe(404);
    expect((await as(c).post(`/api/friends/requests/${linkId}/accept`)).statusCode).toBe(404);
    expect((await as(b).post(`/api/friends/requests/${linkId}/accept`)).statusCode).toBe(200);
    expect((await overview(a)).friends).toEqual([
      { id: linkId, userId: b.id, username: b.username },
    ]);
    expect((await overview(b)).friends).toEqual([
      { id: linkId, userId: a.id, username: a.username },
    ]);

    // only a party removes
    expect((await as(c).del(`/api/friends/${linkId}`)).statusCode).toBe(404);
    expect((await as(b).del(`/api/friends/${linkId}`)).statusCode).toBe(200);
    expect(await overview(a)).toEqual({ friends: [], incoming: [], sent: [] });
  });

  it('lets only the receiver reject and only the sender remove a pending request', async () => {
    const [a, b] = [await newUser('ra'), await newUser('rb')];
    const id = (await as(a).post('/api/friends/requests', { userId: b.id })).json().id as string;
    expect((await as(a).post(`/api/friends/requests/${id}/reject`)).statusCode).toBe(404);
    expect((await as(b).del(`/api/friends/requests/${id}`)).statusCode).toBe(404);
    expect((await as(b).post(`/api/friends/requests/${id}/reject`)).statusCode).toBe(200);
    expect((await overview(a)).sent).toEqual([]);

    const id2 = (await as(a).post('/api/friends/requests', { userId: b.id })).json().id as string;
    expect((await as(a).del(`/api/friends/requests/${id2}`)).statusCode).toBe(200);
    expect((await overview(b)).incoming).toEqual([]);
  });

  it('refuses requests to oneself, to unknown users, and with bad bodies', async () => {
    const a = await newUser('sa');
    expect((await as(a).post('/api/friends/requests', { userId: a.id })).statusCode).toBe(400);
    expect((await as(a).post('/api/friends/requests', { userId: 'no-such-user' })).statusCode).toBe(
      404,
    );
    for (const payload of [{}, { userId: 5 }, { userId: 'x'.repeat(500) }]) {
      const res = await as(a).post('/api/friends/requests', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('keeps one link per pair when both ask each other at the same moment', async () => {
    const [a, b] = [await newUser('ca'), await newUser('cb')];
    const results = await Promise.all([
      as(a).post('/api/friends/requests', { userId: b.id }),
      as(b).post('/api/friends/requests', { userId: a.id }),
      as(a).post('/api/friends/requests', { userId: b.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const links = await t.db.kysely
      .selectFrom('friendships')
      .select('id')
      .where((eb) => eb.or([eb('requester_id', '=', a.id), eb('addressee_id', '=', a.id)]))
      .execute();
    expect(links).toHaveLength(1);
  });

  it('rejects all incoming, removes all sent, and removes all friends and requests', async () => {
    const me = await newUser('bm');
    const [x, y, z, w] = [
      await newUser('bx'),
      await newUser('by'),
      await newUser('bz'),
      await newUser('bw'),
    ];
    await as(x).post('/api/friends/requests', { userId: me.id });
    await as(y).post('/api/friends/requests', { userId: me.id });
    await as(me).post('/api/friends/requests', { userId: z.id });
    expect((await as(me).post('/api/friends/requests/reject-all')).json()).toEqual({ removed: 2 });
    expect((await overview(me)).incoming).toEqual([]);
    expect((await overview(me)).sent).toHaveLength(1);
    expect((await as(me).del('/api/friends/requests')).json()).toEqual({ removed: 1 });
    expect((await overview(z)).incoming).toEqual([]);

    const f = (await as(me).post('/api/friends/requests', { userId: w.id })).json().id as string;
    await as(w).post(`/api/friends/requests/${f}/accept`);
    await as(x).post('/api/friends/requests', { userId: me.id });
    expect((await as(me).del('/api/friends')).json()).toEqual({ removed: 2 });
    expect(await overview(me)).toEqual({ friends: [], incoming: [], sent: [] });
  });

  it('blocks account deletion while a link exists and allows it once all are gone', async () => {
    const [a, b] = [await newUser('da'), await newUser('db')];
    await as(b).post('/api/friends/requests', { userId: a.id });
    const blocked = await as(a).del('/api/account');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('FRIEND_LINKS_EXIST');
    await as(a).post('/api/friends/requests/reject-all');
    expect((await as(a).del('/api/account')).statusCode).toBe(200);
  });
});
