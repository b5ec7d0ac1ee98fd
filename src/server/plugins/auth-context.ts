import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth.js';
import { CLIENT_IP_HEADER } from '../auth/auth.js';
import { unauthorized } from '../http-error.js';
import type { SessionReader, SessionUser } from '../auth/session-reader.js';

/**
 * Headers handed to better-auth for a request: the client's cookies and user agent, and the client
 * IP as Fastify determined it (socket, or trusted proxy). Client-sent forwarding headers are dropped.
 */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const name of ['cookie', 'user-agent', 'origin', 'referer']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Copies better-auth's Set-Cookie headers onto our reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers | null | undefined): void {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export type { SessionUser };

/** The fast session reader of each auth instance (app.ts attaches it; docs/decisions/015). */
const readers = new WeakMap<Auth, SessionReader>();

/** Lets requests of `auth` read their session with `reader`, better-auth taking what it leaves. */
export function attachSessionReader(auth: Auth, reader: SessionReader): void {
  readers.set(auth, reader);
}

/** Session lookups of requests in flight: the rate limiter and the handler share one. */
const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

async function lookUp(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  if (!request.headers.cookie) return null;
  const fast = await readers.get(auth)?.read(request.headers.cookie);
  if (fast && fast !== 'ask-better-auth') return fast.user;
  const session = await auth.api.getSession({ headers: authHeaders(request) });
  if (!session) return null;
  const u = session.user as {
    id: string;
    email: string;
    username?: string | null;
    displayUsername?: string | null;
  };
  return { id: u.id, email: u.email, username: u.displayUsername ?? u.username ?? '' };
}

/**
 * Session lookups a page request shares with the API requests its server render sends itself
 * (page-render.ts, fastify.inject), by a random key in SHARED_SESSION_HEADER: the page's own
 * lookup answers for them, instead of one lookup each.
 */
const shared = new Map<string, Promise<SessionUser | null>>();
export const SHARED_SESSION_HEADER = 'x-medgrid-shared-session';

/**
 * Lets requests sent from this process with `headers` (its key) take `request`'s session lookup
 * until `release()`. A request from outside cannot: it comes on a real socket, and it would have
 * to guess a 128-bit key that lives for one render.
 */
export function shareSession(
  auth: Auth,
  request: FastifyRequest,
): { headers: Record<string, string>; release(): void } {
  const key = randomBytes(16).toString('base64url');
  shared.set(key, currentUser(auth, request));
  return { headers: { [SHARED_SESSION_HEADER]: key }, release: () => shared.delete(key) };
}

function sharedLookUp(request: FastifyRequest): Promise<SessionUser | null> | undefined {
  const key = request.headers[SHARED_SESSION_HEADER];
  if (typeof key !== 'string' || request.raw.socket instanceof Socket) return undefined;
  return shared.get(key);
}

/** The signed-in user of this request, or null (looked up once per request). */
export function currentUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  let user = resolved.get(request);
  if (!user) {
    user = sharedLookUp(request) ?? lookUp(auth, request);
    resolved.set(request, user);
  }
  return user;
}

/** Names of the session cookie, plain and as sent over https. */
const SESSION_COOKIE = /^(?:__Secure-|__Host-)?medgrid\.session_token$/;

/** How many session cookies a Cookie header carries (a browser sends one). */
export function sessionCookieCount(cookieHeader: string | undefined): number {
  if (!cookieHeader) return 0;
  return cookieHeader
    .split(';')
    .filter((part) => SESSION_COOKIE.test(part.split('=')[0]?.trim() ?? '')).length;
}

/** The signed-in user, or a 401. Every handler that acts as a user calls this on the server. */
export async function requireUser(
  auth: Auth,
  request: FastifyRequest,
  message?: string,
): Promise<SessionUser> {
  const user = await currentUser(auth, request);
  if (!user) throw unauthorized(message);
  return user;
}

/** Set-Cookie values that expire every MedGrid auth cookie named in a Cookie header. */
export function expiredAuthCookies(cookieHeader: string | undefined): string[] {
  const names = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => /^(__Secure-|__Host-)?medgrid\./.test(name));
  return names.map(
    (name) =>
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__') ? '; Secure' : ''}`,
  );
}
