import { validateUsername } from '../../shared/accounts/username.js';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { SmtpListener } from '../../../test-support/smtp-listener.js';

let ipCounter = 0;
/** A distinct client address per caller, so one test's rate-limit budget is not another's. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let userCounter = 0;
export function uniqueUser(prefix = 'u') {
  let id = '';
  // a base-36 time can spell a word the username rules refuse: take the next one then
  do {
    userCounter += 1;
    id = `${prefix}${Date.now().toString(36)}${userCounter}`.slice(0, 20);
  } while (!validateUsername(id).ok);
  return { username: id, email: `${id}@example.org`, password: 'correct-horse-42' };
}

export type Inject = (opts: InjectOptions & { cookie?: string }) => Promise<LightMyRequestResponse>;

/** inject() with a fixed client address and an optional session cookie. */
export function client(app: FastifyInstance, ip = nextIp()): Inject {
  return ({ cookie, headers, ...opts }) =>
    app.inject({
      remoteAddress: ip,
      ...opts,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
}

/** "name=value" pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieOf(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export function tokenFrom(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

export interface SignedUpUser {
  username: string;
  email: string;
  password: string;
  cookie: string;
  id: string;
}

/**
 * Signs up through the API (with the 18+ / Terms agreement ticked), confirms through the real
 * mail, and returns the signed-in session.
 */
export async function signUpAndConfirm(
  app: FastifyInstance,
  smtp: SmtpListener,
  user = uniqueUser(),
  school: Record<string, unknown> = { status: 'undisclosed' },
  extra: Record<string, unknown> = {},
): Promise<SignedUpUser> {
  const call = client(app);
  const res = await call({
    method: 'POST',
    url: '/api/account/sign-up',
    payload: { ...user, confirmPassword: user.password, school, acceptTerms: true, ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const mail = await smtp.waitFor(user.email, 'Confirm');
  const link = mail.links.find((l) => l.includes('/auth/callback?token='));
  if (!link) throw new Error('no confirmation link');
  const confirm = await call({
    method: 'POST',
    url: '/api/account/confirm',
    payload: { token: tokenFrom(link) },
  });
  if (confirm.statusCode !== 200)
    throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
  return {
    ...user,
    cookie: cookieOf(confirm),
    id: (confirm.json() as { user: { id: string } }).user.id,
  };
}
