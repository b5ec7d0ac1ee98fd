// useTestApp(): the app and mail setup that nearly every server test file needs, in one place.
import { afterAll, beforeAll } from 'vitest';
import { startSmtpListener, type SmtpListener } from '../../../test-support/smtp-listener.js';
import type { AppDeps, MedGridApp } from '../app.js';
import type { AppConfig } from '../config.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface UsedTestApp extends MedGridApp {
  /** The real SMTP listener the app sends its mail to. */
  readonly smtp: SmtpListener;
}

export interface UseTestAppOptions {
  /** Added to the test configuration (smtpUrl is the listener's). */
  config?: Partial<AppConfig>;
  logger?: unknown;
  deps?: Pick<AppDeps, 'games' | 'clock'>;
}

/**
 * The real app on a fresh real database, sending its mail to a real SMTP listener, for the test
 * file (or the describe block) that calls it: both start in beforeAll and close in afterAll. Its
 * fields are read when a test or a hook runs (before the app starts, reading one throws).
 */
export function useTestApp(options: UseTestAppOptions = {}): UsedTestApp {
  let smtp: SmtpListener | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    const config = { ...options.config, smtpUrl: smtp.url };
    app = await createTestApp(config, options.logger, options.deps);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
  const started = (): TestApp => {
    if (!app) throw new Error('useTestApp: the app starts in beforeAll; read it in a test or hook');
    return app;
  };
  return {
    get smtp() {
      if (!smtp) throw new Error('useTestApp: the SMTP listener starts in beforeAll');
      return smtp;
    },
    get app() {
      return started().app;
    },
    get puzzles() {
      return started().puzzles;
    },
    get db() {
      return started().db;
    },
    get auth() {
      return started().auth;
    },
    get mailer() {
      return started().mailer;
    },
    get accounts() {
      return started().accounts;
    },
    get leaderboardCache() {
      return started().leaderboardCache;
    },
    get redis() {
      return started().redis;
    },
    get drain() {
      return started().drain;
    },
  };
}
