import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.js';
import { signUpAndConfirm, type SignedUpUser } from '../test/accounts-helpers.js';
import { SHARED_SESSION_HEADER, shareSession } from './auth-context.js';

// A server render (page-render.ts) sends the page's API requests to itself with fastify.inject;
// they take the page request's session lookup by a key in a header instead of one lookup each.
// Only a request sent in this process may: the same header on a real connection is ignored.

const t = useTestApp();
let player: SignedUpUser;
let origin = '';

beforeAll(async () => {
  player = await signUpAndConfirm(t.app, t.smtp);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** The page request a render starts from: the player's cookie, as Fastify hands it over. */
const pageRequest = () =>
  ({ headers: { cookie: player.cookie }, ip: '127.0.0.1' }) as unknown as FastifyRequest;

const meInProcess = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/account/me', headers })).json<{
    user: { username: string } | null;
  }>().user;

describe('shareSession', () => {
  it('answers for a request sent in this process with its key, until it is released', async () => {
    const shared = shareSession(t.auth, pageRequest());
    expect((await meInProcess(shared.headers))?.username).toBe(player.username);
    shared.release();
    expect(await meInProcess(shared.headers)).toBeNull();
  });

  it('is ignored on a real connection, even with a live key', async () => {
    const shared = shareSession(t.auth, pageRequest());
    try {
      const res = await fetch(`${origin}/api/account/me`, { headers: shared.headers });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { user: unknown }).user).toBeNull();
      // the header names the key the server reads
      expect(Object.keys(shared.headers)).toEqual([SHARED_SESSION_HEADER]);
    } finally {
      shared.release();
    }
  });

  it('shares a visitor without a session as no one', async () => {
    const shared = shareSession(t.auth, {
      headers: {},
      ip: '127.0.0.1',
    } as unknown as FastifyRequest);
    expect(await meInProcess(shared.headers)).toBeNull();
    shared.release();
  });
});
