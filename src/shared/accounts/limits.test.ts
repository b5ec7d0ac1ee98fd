import { describe, expect, it } from 'vitest';
import * as schemas from './schemas.js';
import * as limits from './limits.js';

describe('account limits', () => {
  it('match the zod schemas exactly', () => {
    expect(limits.PASSWORD_MIN).toBe(schemas.PASSWORD_MIN);
    expect(limits.PASSWORD_MAX).toBe(schemas.PASSWORD_MAX);
    expect(limits.PASSWORD_SHORT_MESSAGE).toBe(schemas.PASSWORD_SHORT_MESSAGE);
    expect(limits.PASSWORD_LONG_MESSAGE).toBe(schemas.PASSWORD_LONG_MESSAGE);
    expect(limits.CUSTOM_SCHOOL_MAX).toBe(schemas.CUSTOM_SCHOOL_MAX);
  });

  it('gives the same password-length verdict as the sign-up schema', () => {
    for (const length of [0, 1, 7, 8, 9, 127, 128, 129, 300]) {
      const password = 'x'.repeat(length);
      const parsed = schemas.resetPasswordBodySchema.safeParse({ token: 't', password });
      const schemaMessage = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
      expect(limits.passwordLengthError(password)).toBe(schemaMessage);
    }
  });
});
