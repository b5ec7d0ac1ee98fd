import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB } from '../../test/test-app.js';
import { loggerOptions } from '../../app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { client, signUpAndConfirm, uniqueUser } from '../../test/accounts-helpers.js';
import { RATE_LIMITS } from '../../plugins/rate-limit.js';
import { BOOT_SCRIPT_CSP, MODULE_LOADER_CSP } from '../../page-boot.js';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, cb) {
    logLines.push(chunk.toString());
    cb();
  },
});
const t = useTestApp({ logger: { ...(loggerOptions('info') as object), stream: logStream } });

const huge = 'x'.repeat(100_000);

describe(`account API against bad input on ${TEST_DB}`, () => {
  const routes: Array<[string, string]> = [
    ['POST', '/api/account/sign-up'],
    ['POST', '/api/account/sign-in'],
    ['POST', '/api/account/resend-confirmation'],
    ['POST', '/api/account/confirm'],
    ['POST', '/api/account/forgot-password'],
    ['POST', '/api/account/reset-password'],
    ['PUT', '/api/account/school'],
  ];
  const bodies: Array<[string, unknown]> = [
    ['missing fields', {}],
    [
      'wrong types',
      {
        email: 42,
        password: true,
        identifier: ['a'],
        token: { a: 1 },
        username: null,
        school: 'x',
        schoolId: 5,
        customName: 7,
      },
    ],
    [
      'huge strings',
      {
        email: `${huge}@x.co`,
        password: huge,
        confirmPassword: huge,
        identifier: huge,
        token: huge,
        username: huge,
        schoolId: huge,
        customName: huge,
        school: { status: 'custom', customName: huge },
      },
    ],
    ['an array', [1, 2, 3]],
    ['a string', 'hello'],
    ['null', null],
  ];

  it.each(routes)(
    '%s %s answers every malformed body with a 4xx and a reason',
    async (method, url) => {
      const u = await signUpAndConfirm(t.app, t.smtp);
      for (const [label, payload] of bodies) {
        const res = await client(t.app)({
          method: method as 'POST',
          url,
          payload: payload as object,
          cookie: u.cookie,
        });
        expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, label).toBeLessThan(500);
        expect(typeof res.json().message, label).toBe('string');
        expect(res.json().message.length, label).toBeGreaterThan(0);
        expect(res.body, label).not.toMatch(/at .*\.(ts|js):\d+/); // no stack traces
      }
    },
  );

  it('answers invalid JSON, a wrong content type and an oversized body with a 4xx', async () => {
    const call = client(t.app);
    const invalid = await call({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: '{"identifier":',
      headers: { 'content-type': 'application/json' },
    });
    expect(invalid.statusCode).toBe(400);
    const type = await call({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: 'identifier=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toBe(
      'The request body must be a JSON object with the expected fields.',
    );
    const big = await call({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { identifier: 'x'.repeat(400_000), password: 'a' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBeTruthy();
  });

  it('gives readable validation messages', async () => {
    const call = client(t.app);
    const res = await call({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: {
        email: 'not-an-email',
        password: 'longenough1',
        confirmPassword: 'longenough1',
        username: 'okname',
        school: { status: 'none' },
        acceptTerms: true,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address');
    const short = await call({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: {
        email: 'a@b.co',
        password: 'short',
        confirmPassword: 'short',
        username: 'okname',
        school: { status: 'none' },
        acceptTerms: true,
      },
    });
    expect(short.json().message).toBe('Password must be at least 8 characters long');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await client(t.app)({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'No route for GET /api/nope' });
  });
});

describe(`rate limits, origins, headers and logs on ${TEST_DB}`, () => {
  it('limits sign-in attempts per client address, whatever X-Forwarded-For says', async () => {
    const call = client(t.app);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.signIn.max; i++) {
      const res = await call({
        method: 'POST',
        url: '/api/account/sign-in',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { identifier: 'nobody@example.org', password: 'wrong-password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, RATE_LIMITS.signIn.max).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // another address is unaffected
    const other = await client(t.app)({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { identifier: 'nobody@example.org', password: 'wrong-password' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('limits sign-ups and reset requests per client address', async () => {
    const call = client(t.app);
    let last = 0;
    for (let i = 0; i <= RATE_LIMITS.signUp.max; i++) {
      const res = await call({
        method: 'POST',
        url: '/api/account/sign-up',
        payload: {
          email: 'bad',
          password: 'x',
          confirmPassword: 'x',
          username: 'x',
          school: { status: 'none' },
        },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);

    const resets: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.mailRequest.max; i++) {
      resets.push(
        (
          await call({
            method: 'POST',
            url: '/api/account/forgot-password',
            payload: { identifier: 'ghost@example.org' },
          })
        ).statusCode,
      );
    }
    expect(resets.at(-1)).toBe(429);
    const body = (
      await call({
        method: 'POST',
        url: '/api/account/forgot-password',
        payload: { identifier: 'ghost@example.org' },
      })
    ).json();
    expect(body.message).toMatch(/^Too many attempts/);
  });

  it('refuses state-changing requests from another site', async () => {
    const call = client(t.app);
    const payload = { identifier: 'nobody@example.org', password: 'wrong-password' };
    const foreign = await call({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { origin: 'https://evil.example' },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await call({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload,
    });
    expect(crossSite.statusCode).toBe(403);
    const own = await call({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { origin: 'http://medgrid.test', 'sec-fetch-site': 'same-origin' },
      payload,
    });
    expect(own.statusCode).toBe(401);
  });

  it('sends security headers', async () => {
    const res = await client(t.app)({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: TEST_DB });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // scripts: our own files, and the pages' boot script and module loader by their hashes only
    // (no 'unsafe-inline')
    expect(res.headers['content-security-policy']).toContain(
      `script-src 'self' ${BOOT_SCRIPT_CSP} ${MODULE_LOADER_CSP};`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('never writes passwords, tokens or cookies to the log', async () => {
    const u = await signUpAndConfirm(t.app, t.smtp, uniqueUser('log'));
    await client(t.app)({
      method: 'GET',
      url: `/auth/callback?token=secret-token-value`,
      cookie: u.cookie,
    });
    await client(t.app)({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { identifier: u.username, password: u.password },
    });
    const log = logLines.join('');
    expect(log).toContain('/api/account/sign-in');
    expect(log).not.toContain(u.password);
    expect(log).not.toContain('secret-token-value');
    expect(log).not.toContain(u.cookie.split('=')[1]!);
    const mail = await t.smtp.waitFor(u.email);
    const token = new URL(mail.links[0]!).searchParams.get('token')!;
    expect(log).not.toContain(token);
  });
});

describe('secure cookies under https', () => {
  it('marks the session cookie Secure when BASE_URL is https', async () => {
    const https = await createTestApp({
      smtpUrl: t.smtp.url,
      baseUrl: 'https://medgrid.example',
      trustedOrigins: ['https://medgrid.example'],
    });
    try {
      const u = await signUpAndConfirm(https.app, t.smtp);
      expect(u.cookie).toContain('__Secure-medgrid.session_token');
      const res = await client(https.app)({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await https.close();
    }
  });
});
