import { describe, expect, it } from 'vitest';
import { inspectJwt } from './token.js';

const b64 = (o: unknown) =>
  btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (payload: unknown) => `${b64({ alg: 'HS256' })}.${b64(payload)}.c2ln`;
const now = Date.UTC(2026, 10, 21);

describe('inspectJwt', () => {
  it('accepts a well-formed, unexpired token and returns its claims', () => {
    expect(inspectJwt(jwt({ email: 'a@b.co', exp: now / 1000 + 60 }), now)).toMatchObject({
      ok: true,
      payload: { email: 'a@b.co' },
    });
  });
  it('gives the product reason (docs/product.md#email-confirmation) for each malformed token', () => {
    expect(inspectJwt('abc', now)).toEqual({ ok: false, error: 'Invalid JWT structure' });
    expect(inspectJwt('a.b.c.d', now)).toEqual({ ok: false, error: 'Invalid JWT structure' });
    expect(inspectJwt('a.b+/.c', now)).toEqual({ ok: false, error: 'JWT not in base64url format' });
    expect(inspectJwt(`${b64({})}.${b64([1])}.x`, now)).toEqual({
      ok: false,
      error: 'Invalid JWT structure',
    });
    expect(inspectJwt(jwt({ email: 'a@b.co' }), now)).toEqual({
      ok: false,
      error: 'Missing exp claim',
    });
    expect(inspectJwt(jwt({ exp: now / 1000 - 1 }), now)).toEqual({
      ok: false,
      error: 'JWT has expired',
    });
  });
});
