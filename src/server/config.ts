import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Configuration from environment variables, with documented defaults (README "Configuration").
 * Parsed once at start; a bad value stops the process with a readable message.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || /^rediss?:\/\/[^/]/.test(v), {
      message: 'REDIS_URL must start with redis:// or rediss:// (unset it for one process)',
    })
    .optional(),
  BASE_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('MedGrid <no-reply@medgrid.local>'),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  CONTACT_EMAIL: z.email().default('hello@medgrid.local'),
  SOCIAL_URL: z.url().default('https://www.instagram.com/medgrid'),
  TRUST_PROXY: z.string().optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  SAMPLE_CONTENT: z.enum(['0', '1', 'false', 'true']).default('1'),
  SERVER_RENDERING: z
    .enum(['0', '1'], {
      error: "SERVER_RENDERING must be '1' (render pages on the server) or '0' (static pages)",
    })
    .default('1'),
  SOURCE_MAPS: z
    .enum(['0', '1'], { error: "SOURCE_MAPS must be '1' (serve the client's source maps) or '0'" })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
});

export const PRODUCTION_NEEDS_SMTP =
  'NODE_ENV=production needs SMTP_URL: without an SMTP server mail would go to the local outbox, which a production server never serves (see README "Configuration").';

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /**
   * Redis for what several processes share (rate-limit counts, the leaderboard read cache);
   * null: each process keeps them in memory (one process).
   */
  redisUrl: string | null;
  baseUrl: string;
  /** Origins allowed to make state-changing requests (the site's own, plus TRUSTED_ORIGINS). */
  trustedOrigins: string[];
  smtpUrl: string | null;
  mailFrom: string;
  authSecret: string;
  contactEmail: string;
  socialUrl: string;
  /** Fastify trustProxy: false = the client IP is the socket's; else the proxies to trust. */
  trustProxy: false | string[];
  logLevel: string;
  /** Multiplies every rate-limit budget (1 in production; raised by the e2e run, which signs in often from one address). */
  rateLimitMultiplier: number;
  /** Schedule the puzzles in content/ from the install day (SAMPLE_CONTENT, default on). */
  sampleContent: boolean;
  /** Served static client build (dist/client); null to serve none (API-only tests). */
  clientDir: string | null;
  /**
   * Serve the client's source maps (SOURCE_MAPS=1, which also makes `npm run build` write them);
   * otherwise a .map file is never served, even if a build left one behind.
   */
  sourceMaps: boolean;
  /**
   * Render the pages players open first on the server (SERVER_RENDERING, default on; needs the
   * build's dist/ssr), docs/decisions/023-server-rendering.md. Off, every page is the static one.
   */
  serverRendering: boolean;
}

function parseDatabase(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { kind: 'sqlite', file: path.join(dataDir, 'medgrid.db') };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  if (url.startsWith('sqlite:')) return { kind: 'sqlite', file: url.slice('sqlite:'.length) };
  throw new Error(
    'DATABASE_URL must start with postgres:// (or sqlite:<path>); unset it for SQLite',
  );
}

/** The auth secret: AUTH_SECRET, else one generated at first start and kept in DATA_DIR. */
function loadOrCreateSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const smtpUrl = e.SMTP_URL?.trim() || null;
  if (production && !smtpUrl) throw new Error(`Invalid configuration:\n  ${PRODUCTION_NEEDS_SMTP}`);
  const dataDir = path.resolve(e.DATA_DIR);
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const extraOrigins = (e.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => new URL(s).origin);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: parseDatabase(e.DATABASE_URL, dataDir),
    redisUrl: e.REDIS_URL || null,
    baseUrl,
    trustedOrigins: [new URL(baseUrl).origin, ...extraOrigins],
    smtpUrl,
    mailFrom: e.MAIL_FROM,
    authSecret: loadOrCreateSecret(dataDir, e.AUTH_SECRET),
    contactEmail: e.CONTACT_EMAIL,
    socialUrl: e.SOCIAL_URL,
    trustProxy: e.TRUST_PROXY
      ? e.TRUST_PROXY.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : false,
    logLevel: e.LOG_LEVEL,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    sampleContent: e.SAMPLE_CONTENT === '1' || e.SAMPLE_CONTENT === 'true',
    // src/server (tsx) and dist/server (built) both sit two levels below the project root
    clientDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client'),
    sourceMaps: e.SOURCE_MAPS === '1',
    serverRendering: e.SERVER_RENDERING === '1',
  };
}
