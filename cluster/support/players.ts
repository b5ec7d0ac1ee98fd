// Players of the cluster tests, made and played through the real HTTP API of the running
// processes: sign-up, the confirmation mail's token, and the day's Mini (the alphabet grid of
// src/server/test/play-helpers.ts, scheduled by the test).
import { validateUsername } from '../../src/shared/accounts/username.js';
import type { SmtpListener } from '../../test-support/smtp-listener.js';
import { MINI_ANSWERS } from '../../src/server/test/play-helpers.js';
import type { Leaderboard } from '../../src/shared/play/leaderboard.js';

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface CallOptions {
  cookie?: string;
  body?: unknown;
  /** X-Forwarded-For: the client address the app sees (it trusts 127.0.0.1 as its proxy). */
  ip?: string;
  signal?: AbortSignal;
}

/** One HTTP request to `base` (an app's port or nginx); never throws on an HTTP status. */
export async function call(
  base: string,
  method: string,
  path: string,
  { cookie, body, ip, signal }: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  if (ip) headers['x-forwarded-for'] = ip;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    ...(signal ? { signal } : {}),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (an nginx error page): keep the text
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export interface Player {
  username: string;
  email: string;
  password: string;
  id: string;
  cookie: string;
  /** The Mini's date once started (the player's today). */
  date: string;
}

let counter = 0;
/** A client address of its own per call, so one player's sign-up budget is not another's. */
export function nextIp(): string {
  counter += 1;
  return `10.21.${(counter >> 8) & 255}.${counter & 255}`;
}

/** Signs up through `base`, confirms with the mailed token (which signs in) and returns the session. */
export async function signUp(base: string, smtp: SmtpListener, prefix = 'c'): Promise<Player> {
  let username = '';
  // a base-36 time can spell a word the username rules refuse: take the next one then
  do {
    counter += 1;
    username = `${prefix}${Date.now().toString(36)}${counter}`.slice(0, 20);
  } while (!validateUsername(username).ok);
  const email = `${username}@example.org`;
  const password = 'cluster-pass-42';
  const ip = nextIp();
  const up = await call(base, 'POST', '/api/account/sign-up', {
    ip,
    body: {
      username,
      email,
      password,
      confirmPassword: password,
      school: { status: 'undisclosed' },
      acceptTerms: true,
    },
  });
  if (up.status !== 201) throw new Error(`sign-up: ${up.status} ${JSON.stringify(up.body)}`);
  const mail = await smtp.waitFor(email, 'Confirm', 15_000);
  const link = mail.links.find((l) => l.includes('/auth/callback?token='));
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no confirmation link in ${mail.links.join(' ')}`);
  const confirmed = await call(base, 'POST', '/api/account/confirm', { ip, body: { token } });
  if (confirmed.status !== 200)
    throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  const cookie = confirmed.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.includes('=') && !c.endsWith('='))
    .join('; ');
  const id = (confirmed.body as { user: { id: string } }).user.id;
  return { username, email, password, id, cookie, date: '' };
}

/** The signed-in user `base` sees for this cookie (null: signed out). */
export async function whoAmI(base: string, cookie: string): Promise<string | null> {
  const me = await call(base, 'GET', '/api/account/me', { cookie });
  if (me.status !== 200) throw new Error(`me: ${me.status} ${JSON.stringify(me.body)}`);
  return (me.body as { user: { username: string } | null }).user?.username ?? null;
}

/** Starts the player's daily Mini through `base`; remembers its date. */
export async function startMini(base: string, player: Player): Promise<void> {
  const res = await call(base, 'POST', '/api/play/mini/today/start', {
    cookie: player.cookie,
    body: { mode: 'daily' },
  });
  if (res.status !== 200) throw new Error(`start: ${res.status} ${JSON.stringify(res.body)}`);
  player.date = (res.body as { puzzleDate: string }).puzzleDate;
}

export interface FillCell {
  row: number;
  col: number;
  letter: string;
}

/** One fill move through `base`. */
export function fill(base: string, player: Player, cells: FillCell[], signal?: AbortSignal) {
  return call(base, 'POST', `/api/play/mini/${player.date}/moves`, {
    cookie: player.cookie,
    body: { mode: 'daily', move: { type: 'fill', cells } },
    ...(signal ? { signal } : {}),
  });
}

/** The whole grid, right: finishes the play (slow enough to rank, 6.25 s after its start). */
export async function finishMini(base: string, player: Player): Promise<void> {
  const cells = MINI_ANSWERS.flatMap((row, r) =>
    row.split('').map((letter, c) => ({ row: r, col: c, letter })),
  );
  const res = await fill(base, player, cells);
  const body = res.body as { play?: { status: string }; result?: { eligible: boolean } | null };
  if (res.status !== 200 || body.play?.status !== 'won' || !body.result?.eligible)
    throw new Error(`finish: ${res.status} ${JSON.stringify(res.body)}`);
}

/** The letters of the player's play as `base` returns them. */
export async function lettersOf(base: string, player: Player): Promise<string[][]> {
  const res = await call(base, 'GET', `/api/play/mini/${player.date}?mode=daily`, {
    cookie: player.cookie,
  });
  const body = res.body as { play?: { view?: { letters: string[][] } | null } | null };
  const letters = body.play?.view?.letters;
  if (res.status !== 200 || !letters)
    throw new Error(`state: ${res.status} ${JSON.stringify(res.body)}`);
  return letters;
}

/** The global board of the player's day through `base`. */
export async function board(base: string, viewer: Player): Promise<Leaderboard> {
  const res = await call(base, 'GET', `/api/leaderboards/mini/${viewer.date}?scope=global`, {
    cookie: viewer.cookie,
  });
  if (res.status !== 200) throw new Error(`board: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Leaderboard;
}
