import { isAPIError } from 'better-auth/api';
import type { FastifyRequest } from 'fastify';
import type { Auth } from '../../auth/auth.js';
import { nowIso } from '../../db/database.js';
import { authHeaders } from '../../plugins/auth-context.js';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../http-error.js';
import { MailDeliveryError } from '../../mail/mailer.js';
import type { SchoolsRepository } from '../schools/repository.js';
import type { AccountsRepository } from './repository.js';
import type { BoardInvalidation } from '../results/leaderboard-cache.js';
import { ACCOUNT_SIGN_IN_LIMIT, type AccountSecurityRepository } from './security-repository.js';
import { ACCOUNT_MESSAGES as M } from '../../../shared/accounts/messages.js';
import type { Me, SignUpBody, UpdateSchoolBody } from '../../../shared/accounts/schemas.js';
import { validateUsername } from '../../../shared/accounts/username.js';
import {
  emailDomain,
  emailMatchesSchoolDomains,
  isEmailIdentifier,
} from '../../../shared/accounts/email-domain.js';
import { SCHOOL_NAME_MESSAGES } from '../../../shared/accounts/school-name.js';
import { inspectJwt } from '../../../shared/accounts/token.js';
import { passwordProblem, type PasswordIdentity } from '../../../shared/accounts/password-rules.js';
import { isCommonPassword } from '../../auth/common-passwords.js';
import { passwordWeakness, userWords } from '../../auth/password-strength.js';

/** What a service call hands back to its route: a body and the auth cookies to set, if any. */
export interface WithCookies<T> {
  body: T;
  cookies: Headers | null;
}

/** Codes of better-auth errors, by the `code` of its error body. */
function authErrorCode(err: unknown): string | null {
  if (!isAPIError(err)) return null;
  const body = err.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : String(err.status);
}

/** Mail failures inside better-auth's callbacks reach us wrapped or as-is; unwrap them. */
function rethrowMail(err: unknown): void {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    if (e instanceof MailDeliveryError) throw e;
    e = (e as { cause?: unknown }).cause;
  }
}

/**
 * The password rules beyond length (docs/product.md#passwords), wherever a password is set
 * (sign-up, reset): not the account's name or email, not one of the most common, and not quickly
 * guessed by zxcvbn against its dictionaries, the site's words and the account's own. A 400 naming
 * what is wrong, before any hashing.
 */
function assertAcceptablePassword(password: string, identity: PasswordIdentity): void {
  const problem = passwordProblem(password, identity, isCommonPassword);
  if (problem === M.passwordIsIdentity) throw badRequest('PASSWORD_IS_IDENTITY', problem);
  if (problem) throw badRequest('PASSWORD_TOO_COMMON', problem);
  const weakness = passwordWeakness(password, userWords(identity));
  if (weakness.weak) throw badRequest('PASSWORD_TOO_WEAK', M.passwordTooWeak(weakness.reason));
}

/**
 * Runs one of sign-up's availability lookups; a failure of the lookup itself (not a negative
 * answer) becomes a 503 with the product's text for that check (docs/product.md#sign-up).
 */
async function lookup<T>(
  request: FastifyRequest,
  message: string,
  fn: () => Promise<T>,
): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    request.log.error({ err }, `sign-up lookup failed: ${message}`);
    throw new HttpError(503, 'LOOKUP_FAILED', message);
  }
}

/** The 429 of the per-account sign-in throttle, with the minutes left in the window. */
function tooManyFailedSignIns(windowStart: string, now: number): HttpError {
  const left = Date.parse(windowStart) + ACCOUNT_SIGN_IN_LIMIT.windowMs - now;
  const minutes = Math.max(1, Math.ceil(left / 60_000));
  return new HttpError(429, 'ACCOUNT_THROTTLED', M.tooManyFailedSignIns(minutes));
}

/** Keeps a new account's time zone (features/player-day): its 'today' from the first day. */
export interface InitialTimeZone {
  initial(userId: string, timeZone: string | undefined): Promise<void>;
}

export function createAccountsService(
  auth: Auth,
  accounts: AccountsRepository,
  schools: SchoolsRepository,
  security: AccountSecurityRepository,
  zones: InitialTimeZone,
  boards: BoardInvalidation,
) {
  async function resolveSchool(choice: SignUpBody['school']) {
    switch (choice.status) {
      case 'school': {
        const school = await schools.byId(choice.schoolId);
        if (!school)
          throw badRequest('UNKNOWN_SCHOOL', 'Please choose a medical school from the list.');
        return { schoolId: school.id, customName: null, school };
      }
      case 'custom': {
        // the schema has checked and normalized it (src/shared/accounts/school-name.ts)
        if (!choice.customName) throw badRequest('VALIDATION', SCHOOL_NAME_MESSAGES.required);
        return { schoolId: null, customName: choice.customName, school: null };
      }
      default:
        return { schoolId: null, customName: null, school: null };
    }
  }

  /** The user a live reset token belongs to, or null (unknown, used or expired token). */
  async function resetTokenUser(token: string) {
    const { internalAdapter } = await auth.$context;
    const row = await internalAdapter.findVerificationValue(`reset-password:${token}`);
    if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return null;
    return accounts.findById(row.value);
  }

  /**
   * Confirmation links are stateless JWTs: one issued at or before the account's last password
   * reset (`iat` in whole seconds) is refused before better-auth could verify it or sign anyone in.
   */
  async function refuseIfIssuedBeforeReset(email: string, iat: unknown): Promise<void> {
    const notBefore = email ? await security.tokensNotBefore(email) : null;
    if (notBefore === null) return;
    if (typeof iat === 'number' && iat * 1000 > Date.parse(notBefore)) return;
    const user = await accounts.findByEmail(email);
    if (user?.emailVerified) throw conflict('ALREADY_CONFIRMED', M.alreadyConfirmed);
    throw badRequest('INVALID_TOKEN', M.confirmLinkInvalid);
  }

  async function me(userId: string): Promise<Me> {
    const user = await accounts.getMe(userId);
    if (!user) throw unauthorized();
    return user;
  }

  return {
    me,

    /**
     * The checks of docs/product.md#sign-up, in their order, then the account is created and the
     * confirmation mailed.
     */
    async signUp(body: SignUpBody, request: FastifyRequest): Promise<void> {
      const username = validateUsername(body.username);
      if (!username.ok) throw badRequest('INVALID_USERNAME', username.message);
      if (body.password !== body.confirmPassword)
        throw badRequest('PASSWORD_MISMATCH', M.passwordsMismatch);
      assertAcceptablePassword(body.password, { username: username.username, email: body.email });
      if (
        await lookup(request, M.usernameCheckFailed, () =>
          accounts.findByUsername(username.username),
        )
      )
        throw conflict('USERNAME_TAKEN', M.usernameTaken);
      const { schoolId, customName, school } = await lookup(request, M.emailDomainCheckFailed, () =>
        resolveSchool(body.school),
      );
      const email = body.email.toLowerCase();
      if (school && !emailMatchesSchoolDomains(email, school.emailDomains)) {
        throw badRequest(
          'EMAIL_DOMAIN_MISMATCH',
          M.emailDomainMismatch(emailDomain(email) ?? '', school.name),
        );
      }
      if (await lookup(request, M.emailCheckFailed, () => accounts.findByEmail(email)))
        throw conflict('EMAIL_REGISTERED', M.emailRegistered);

      let userId: string;
      try {
        const result = await auth.api.signUpEmail({
          body: {
            email,
            password: body.password,
            name: username.username,
            username: username.username,
          },
          headers: authHeaders(request),
        });
        userId = result.user.id;
      } catch (err) {
        rethrowMail(err);
        // Lost a race with a concurrent sign-up for the same name or address: say which.
        if (await accounts.findByUsername(username.username))
          throw conflict('USERNAME_TAKEN', M.usernameTaken);
        if (await accounts.findByEmail(email))
          throw conflict('EMAIL_REGISTERED', M.emailRegistered);
        const code = authErrorCode(err);
        if (
          code === 'PASSWORD_TOO_SHORT' ||
          code === 'PASSWORD_TOO_LONG' ||
          code === 'INVALID_EMAIL'
        ) {
          throw badRequest(code, (err as { message: string }).message);
        }
        throw err;
      }
      // the schema let the request through only with the agreement ticked: when, on the profile
      await accounts.saveSchool(userId, schoolId, customName, nowIso());
      await zones.initial(userId, body.timeZone);
    },

    async resendConfirmation(identifier: string, request: FastifyRequest): Promise<void> {
      const user = isEmailIdentifier(identifier)
        ? await accounts.findByEmail(identifier)
        : await accounts.findByUsername(identifier);
      if (!user) {
        if (isEmailIdentifier(identifier)) return; // no enumeration of addresses
        throw notFound('USER_NOT_FOUND', M.noUserWithUsername);
      }
      if (user.emailVerified) return;
      try {
        await auth.api.sendVerificationEmail({
          body: { email: user.email },
          headers: authHeaders(request),
        });
      } catch (err) {
        rethrowMail(err);
        throw err;
      }
    },

    async confirm(token: string, request: FastifyRequest): Promise<WithCookies<{ user: Me }>> {
      const shape = inspectJwt(token, Date.now());
      if (!shape.ok) throw badRequest('INVALID_TOKEN', `${M.confirmLinkInvalid} (${shape.error})`);
      const email = typeof shape.payload['email'] === 'string' ? shape.payload['email'] : '';
      await refuseIfIssuedBeforeReset(email, shape.payload['iat']);
      let result;
      try {
        result = await auth.api.verifyEmail({
          query: { token },
          headers: authHeaders(request),
          returnHeaders: true,
        });
      } catch (err) {
        if (authErrorCode(err) === 'TOKEN_EXPIRED')
          throw badRequest('INVALID_TOKEN', `${M.confirmLinkInvalid} (JWT has expired)`);
        throw badRequest('INVALID_TOKEN', M.confirmLinkInvalid);
      }
      // better-auth signs the user in (a session cookie) only on the first use of the link.
      const user = await accounts.findByEmail(email);
      if (!user) throw badRequest('INVALID_TOKEN', M.confirmLinkInvalid);
      if (result.headers.getSetCookie().length === 0) {
        throw conflict('ALREADY_CONFIRMED', M.alreadyConfirmed);
      }
      return { body: { user: await me(user.id) }, cookies: result.headers };
    },

    async signIn(
      identifier: string,
      password: string,
      request: FastifyRequest,
    ): Promise<WithCookies<{ user: Me }>> {
      const byEmail = isEmailIdentifier(identifier);
      const account = byEmail
        ? await accounts.findByEmail(identifier)
        : await accounts.findByUsername(identifier);
      if (!byEmail && !account) throw notFound('USER_NOT_FOUND', M.noUserWithUsername);
      // Per-account throttle: the attempt is counted before the password is checked, so no more
      // than the limit are ever checked in a window, however many arrive at once.
      if (account) {
        const now = Date.now();
        const attempt = await security.countAttempt(account.id, new Date(now));
        if (attempt.attempts > ACCOUNT_SIGN_IN_LIMIT.max)
          throw tooManyFailedSignIns(attempt.since, now);
      }
      try {
        const headers = authHeaders(request);
        const result = byEmail
          ? await auth.api.signInEmail({
              body: { email: identifier.toLowerCase(), password },
              headers,
              returnHeaders: true,
            })
          : await auth.api.signInUsername({
              body: { username: identifier, password },
              headers,
              returnHeaders: true,
            });
        const userId = (result.response as { user: { id: string } }).user.id;
        await security.clearFailures(userId);
        return { body: { user: await me(userId) }, cookies: result.headers };
      } catch (err) {
        const code = authErrorCode(err);
        if (code === 'EMAIL_NOT_VERIFIED') {
          if (account) await security.clearFailures(account.id); // the password was right
          throw new HttpError(403, 'EMAIL_NOT_VERIFIED', M.emailNotConfirmed);
        }
        if (code && /INVALID|UNAUTHORIZED|CREDENTIAL|PASSWORD/.test(code)) {
          throw new HttpError(401, 'INVALID_CREDENTIALS', M.invalidCredentials);
        }
        throw err;
      }
    },

    async signOut(request: FastifyRequest): Promise<WithCookies<{ ok: true }>> {
      try {
        const result = await auth.api.signOut({
          headers: authHeaders(request),
          returnHeaders: true,
        });
        return { body: { ok: true }, cookies: result.headers };
      } catch {
        return { body: { ok: true }, cookies: null }; // already signed out
      }
    },

    async forgotPassword(identifier: string, request: FastifyRequest): Promise<void> {
      const user = isEmailIdentifier(identifier)
        ? await accounts.findByEmail(identifier)
        : await accounts.findByUsername(identifier);
      if (!user) {
        if (isEmailIdentifier(identifier)) return; // same answer for unknown addresses
        throw notFound('USER_NOT_FOUND', M.noUserWithUsername);
      }
      try {
        await auth.api.requestPasswordReset({
          body: { email: user.email },
          headers: authHeaders(request),
        });
      } catch (err) {
        rethrowMail(err);
        throw err;
      }
    },

    async resetPassword(token: string, password: string, request: FastifyRequest): Promise<void> {
      // The rules need the account's name and address: read the token's user without using the
      // token up (better-auth consumes it only when the reset goes through).
      const user = await resetTokenUser(token);
      if (!user) throw badRequest('INVALID_TOKEN', M.resetLinkInvalid);
      assertAcceptablePassword(password, user);
      try {
        await auth.api.resetPassword({
          body: { token, newPassword: password },
          headers: authHeaders(request),
        });
      } catch (err) {
        const code = authErrorCode(err);
        if (code === null) throw err; // not better-auth's answer (e.g. our onPasswordReset failed)
        if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') {
          throw badRequest(code, (err as { message: string }).message);
        }
        throw badRequest('INVALID_TOKEN', M.resetLinkInvalid);
      }
    },

    async updateSchool(userId: string, body: UpdateSchoolBody): Promise<Me> {
      if (body.schoolId !== null) {
        const school = await schools.byId(body.schoolId);
        if (!school)
          throw badRequest('UNKNOWN_SCHOOL', 'Please choose a medical school from the list.');
        await boards.invalidate(await accounts.saveSchool(userId, school.id, null));
      } else {
        // checked and normalized by the schema; blank saves no name
        await boards.invalidate(await accounts.saveSchool(userId, null, body.customName || null));
      }
      return me(userId);
    },

    async deleteAccount(userId: string, email: string): Promise<void> {
      const outcome = await accounts.deleteUser(userId, email);
      if (!outcome.deleted) throw conflict('FRIEND_LINKS_EXIST', M.deleteBlockedByFriends);
      await boards.invalidate(outcome.boards);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
