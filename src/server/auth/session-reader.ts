import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { Auth } from './auth.js';

/** Who a session cookie belongs to, as our handlers need it. */
export interface SessionUser {
  id: string;
  email: string;
  username: string;
}

/**
 * What the fast reader concluded: the session's user, no session at all (a forged or unknown
 * cookie), or "ask better-auth" for every case where better-auth does more than read (an expired
 * session it deletes, a session due for its daily refresh, a leftover session-data cookie).
 */
export type SessionRead = { user: SessionUser } | { user: null } | 'ask-better-auth';

/** What the reader takes from better-auth's own context, so that both read the same cookie. */
export interface SessionSettings {
  cookieName: string;
  secret: string;
  /** better-auth's session.expiresIn and session.updateAge, in seconds. */
  expiresIn: number;
  updateAge: number;
  /** The session-data cookie better-auth clears when it sees one (cookie cache is off here). */
  dataCookieName: string;
}

export async function sessionSettingsOf(auth: Auth): Promise<SessionSettings> {
  const ctx = await auth.$context;
  return {
    cookieName: ctx.authCookies.sessionToken.name,
    secret: ctx.secret,
    expiresIn: ctx.sessionConfig.expiresIn,
    updateAge: ctx.sessionConfig.updateAge,
    dataCookieName: ctx.authCookies.sessionData.name,
  };
}

/** The value of the cookie `name` in a Cookie header: undefined if absent, null if repeated. */
function cookieValue(header: string, name: string): string | null | undefined {
  let found: string | undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    if (found !== undefined) return null;
    found = part.slice(eq + 1).trim();
  }
  return found;
}

function hasCookie(header: string, name: string): boolean {
  return header.split(';').some((part) => part.split('=')[0]?.trim() === name);
}

/**
 * The session token in a signed cookie value (`token.base64(HMAC-SHA256(secret, token))`, URI-
 * encoded, as better-auth signs it), or null when the signature does not match.
 */
export function verifiedToken(rawValue: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(rawValue);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

const timeOf = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).getTime();

/**
 * Reads the session of a request in one indexed query (docs/decisions/015). better-auth's
 * getSession, on every move, imported the HMAC key through WebCrypto, ran its endpoint machinery
 * and read the session and the user in two queries: a sixth of a move's CPU. This reader does only
 * the common case — a validly signed cookie of a live session not due for refresh — with the same
 * cookie name, secret and rules taken from better-auth's context, and hands everything else back to
 * better-auth. Revocation stays immediate: the session row is read every time.
 */
export function createSessionReader(db: Db, settings: SessionSettings, now = () => Date.now()) {
  return {
    async read(cookieHeader: string | undefined): Promise<SessionRead> {
      if (!cookieHeader) return { user: null };
      if (hasCookie(cookieHeader, settings.dataCookieName)) return 'ask-better-auth';
      const raw = cookieValue(cookieHeader, settings.cookieName);
      if (raw === undefined) return { user: null };
      if (raw === null) return 'ask-better-auth';
      const token = verifiedToken(raw, settings.secret);
      if (token === null) return { user: null };
      const row = await db.kysely
        .selectFrom('session as s')
        .innerJoin('user as u', 'u.id', 's.userId')
        .select(['s.expiresAt', 'u.id', 'u.email', 'u.username', 'u.displayUsername'])
        .where('s.token', '=', token)
        .executeTakeFirst();
      if (!row) return { user: null };
      const expiresAt = timeOf(row.expiresAt);
      const t = now();
      if (!(expiresAt > t)) return 'ask-better-auth'; // better-auth deletes it and the cookie
      // better-auth extends a session once it is updateAge old (and re-sets the cookie)
      if (expiresAt - settings.expiresIn * 1000 + settings.updateAge * 1000 <= t)
        return 'ask-better-auth';
      return {
        user: { id: row.id, email: row.email, username: row.displayUsername ?? row.username ?? '' },
      };
    },
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
