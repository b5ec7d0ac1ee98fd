import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';
import { client, signUpAndConfirm, type SignedUpUser } from '../test/accounts-helpers.js';

// Issue 27, finding 12: the client errors Fastify makes itself (a body too large, an unsupported
// content type, a body that is not JSON, a malformed address) went out with Fastify's internal
// code (FST_ERR_CTP_BODY_TOO_LARGE…) and its terse wording ('Unsupported Media Type'), or, for
// a bad address, in Fastify's own shape. They now answer in ours: { statusCode, error, message,
// code } with our code and a message that says what to send instead.

const t = useTestApp();
let admin: SignedUpUser;

beforeAll(async () => {
  admin = await signUpAndConfirm(t.app, t.smtp);
  await t.accounts.grantAdmin(admin.id);
});

/** Our error shape, exactly: no other keys, our code, and no Fastify internals in the text. */
function expectOurError(res: LightMyRequestResponse, status: number, code: string): string {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
  expect(body).toMatchObject({ statusCode: status, code });
  expect(body.error).not.toBe('Error');
  expect(res.body).not.toMatch(/FST_|fastify/i);
  return body.message as string;
}

const json = { 'content-type': 'application/json' };

describe(`Fastify's own client errors answer in our shape on ${TEST_DB}`, () => {
  it('413: a body over the limit names the limit of the address', async () => {
    const player = await client(t.app)({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { identifier: 'x'.repeat(300_000), password: 'a' },
    });
    expect(expectOurError(player, 413, 'BODY_TOO_LARGE')).toBe(
      'The request body is too large: this address takes at most 256 KB.',
    );
    const upload = await client(t.app)({
      method: 'PUT',
      url: '/api/admin/puzzles/mini/2030-01-01',
      cookie: admin.cookie,
      payload: JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) }),
      headers: json,
    });
    expect(expectOurError(upload, 413, 'BODY_TOO_LARGE')).toBe(
      'The request body is too large: this address takes at most 1 MB.',
    );
  });

  it('415: a body of a type no parser takes, or of no type at all, says to send JSON', async () => {
    const xml = await client(t.app)({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: '<identifier>a</identifier>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(expectOurError(xml, 415, 'UNSUPPORTED_MEDIA_TYPE')).toBe(
      'This address does not take a body of type application/xml. Send JSON with the header Content-Type: application/json.',
    );
    const form = await client(t.app)({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: 'identifier=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    });
    expect(expectOurError(form, 415, 'UNSUPPORTED_MEDIA_TYPE')).toMatch(
      /^This address does not take a body of type application\/x-www-form-urlencoded\. /,
    );
    const untyped = await client(t.app)({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: 'identifier=a',
    });
    expect(expectOurError(untyped, 415, 'UNSUPPORTED_MEDIA_TYPE')).toBe(
      'The request has a body but no Content-Type. Send JSON with the header Content-Type: application/json.',
    );
    // a type that is not a media type at all is not repeated back
    const odd = await client(t.app)({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: 'a',
      headers: { 'content-type': '<script>' },
    });
    expect(expectOurError(odd, 415, 'UNSUPPORTED_MEDIA_TYPE')).toBe(
      'This address does not take a body of that type. Send JSON with the header Content-Type: application/json.',
    );
  });

  it('400: a body that is not JSON, an empty JSON body, a wrong Content-Length', async () => {
    const broken = await client(t.app)({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: '{"identifier":',
      headers: json,
    });
    expect(expectOurError(broken, 400, 'INVALID_JSON')).toMatch(
      /^The request body is not valid JSON/,
    );
    const empty = await client(t.app)({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: '',
      headers: json,
    });
    expect(expectOurError(empty, 400, 'INVALID_JSON')).toBe(
      'The request body is empty, but its Content-Type says JSON: send a JSON value, or no body and no Content-Type.',
    );
    const length = await client(t.app)({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: '{}',
      headers: { ...json, 'content-length': '10' },
    });
    expect(expectOurError(length, 400, 'BAD_CONTENT_LENGTH')).toBe(
      'The request body is not as long as its Content-Length header says.',
    );
  });

  it('400: an address with a broken percent escape', async () => {
    for (const url of ['/api/play/mini/%zz', '/%']) {
      const res = await client(t.app)({ method: 'GET', url });
      expect(expectOurError(res, 400, 'BAD_URL'), url).toBe(
        'The address is not valid: a % must be followed by two hexadecimal digits.',
      );
    }
  });
});
