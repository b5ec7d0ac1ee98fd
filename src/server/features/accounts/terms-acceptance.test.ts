import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { client, signUpAndConfirm, uniqueUser } from '../../test/accounts-helpers.js';
import { ACCOUNT_MESSAGES as M } from '../../../shared/accounts/messages.js';

// Sign-up requires 'I am 18 or older and agree to the Terms of Service and Privacy Policy'
// (docs/product.md#sign-up): the server refuses a sign-up without it and keeps when it
// was ticked on the new account's profile.

const t = useTestApp();

const body = (user: ReturnType<typeof uniqueUser>) => ({
  ...user,
  confirmPassword: user.password,
  school: { status: 'none' },
});

const accountsWithEmail = async (email: string) =>
  (await t.db.kysely.selectFrom('user').select('id').where('email', '=', email).execute()).length;

const acceptedAt = async (userId: string) =>
  (
    await t.db.kysely
      .selectFrom('profiles')
      .select('terms_accepted_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).terms_accepted_at;

describe(`the 18+ and Terms agreement at sign-up on ${TEST_DB}`, () => {
  it('refuses a sign-up without the agreement ticked, saying so, and creates no account', async () => {
    const call = client(t.app);
    for (const agreement of [
      {},
      { acceptTerms: false },
      { acceptTerms: 'true' },
      { acceptTerms: 1 },
    ]) {
      const user = uniqueUser('nt');
      const res = await call({
        method: 'POST',
        url: '/api/account/sign-up',
        payload: { ...body(user), ...agreement },
      });
      expect(res.statusCode, JSON.stringify(agreement)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: M.termsRequired });
      expect(await accountsWithEmail(user.email)).toBe(0);
      expect(t.smtp.count(user.email)).toBe(0);
    }
  });

  it('keeps when the agreement was ticked on the new profile, and a later school change keeps it', async () => {
    const before = new Date().toISOString();
    const user = await signUpAndConfirm(t.app, t.smtp, uniqueUser('ta'));
    const after = new Date().toISOString();

    const stamp = await acceptedAt(user.id);
    expect(stamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(stamp! >= before && stamp! <= after, `${before} <= ${stamp} <= ${after}`).toBe(true);

    const change = await client(t.app)({
      method: 'PUT',
      url: '/api/account/school',
      payload: { schoolId: null, customName: 'Somewhere Medical College' },
      cookie: user.cookie,
    });
    expect(change.statusCode).toBe(200);
    expect(await acceptedAt(user.id)).toBe(stamp);
  });
});
