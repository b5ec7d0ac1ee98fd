import { betterAuth } from 'better-auth';
import { username as usernamePlugin } from 'better-auth/plugins/username';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { confirmationMail, resetPasswordMail } from '../mail/templates.js';
import { validateUsername, USERNAME_MAX, USERNAME_MIN } from '../../shared/accounts/username.js';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/accounts/schemas.js';
import { hashPassword, verifyPassword } from './password-hash.js';

/** The header our server sets from the socket address; better-auth reads the client IP from it only. */
export const CLIENT_IP_HEADER = 'x-medgrid-client-ip';
export const CONFIRMATION_TTL_SECONDS = 24 * 60 * 60;
export const RESET_TTL_SECONDS = 60 * 60;

function displayName(user: { name: string; [k: string]: unknown }): string {
  const u = user['displayUsername'] ?? user['username'];
  return typeof u === 'string' && u ? u : user.name;
}

/**
 * better-auth, configured per docs/architecture.md#accounts-and-security. Its HTTP handler is not
 * mounted: our own Fastify routes (features/accounts) validate every request and call `auth.api.*`
 * on the server.
 */
export interface AuthEvents {
  /** After a password reset went through (the password changed), before sessions are revoked. */
  onPasswordReset(userId: string): Promise<void>;
}

export function createAuth(
  config: AppConfig,
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  events: AuthEvents,
) {
  const secure = config.baseUrl.startsWith('https:');
  return betterAuth({
    appName: 'MedGrid',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: { db: db.kysely, type: db.dialect },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        const fn = level === 'error' ? log.error : level === 'warn' ? log.warn : log.debug;
        fn.call(log, { args }, `auth: ${message}`);
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }) => events.onPasswordReset(user.id),
      resetPasswordTokenExpiresIn: RESET_TTL_SECONDS,
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordMail(user.email, displayName(user), link));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        const link = `${config.baseUrl}/auth/callback?token=${encodeURIComponent(token)}`;
        await mailer.send(confirmationMail(user.email, displayName(user), link));
      },
    },
    verification: { storeIdentifier: 'hashed' },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Limits are enforced on our Fastify routes (plugins/rate-limit), which are the only way in.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'medgrid',
      useSecureCookies: secure,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      usernamePlugin({
        minUsernameLength: USERNAME_MIN,
        maxUsernameLength: USERNAME_MAX,
        usernameValidator: (name) => validateUsername(name).ok,
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
