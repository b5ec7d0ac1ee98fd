import { defineConfig } from '@playwright/test';
import { BASE_URL_VAR } from './e2e/support/env.js';

// E2E runs in Debian's Chromium (never a downloaded browser) against the built server, started
// with a real SMTP listener by e2e/support/global-setup.ts. Build first: `npm run build`.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox', // we run as root on CI
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking', // the machines have no network but the registries
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1, // 2 cores: one browser beside the server
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: 'playwright-report', open: 'never' }],
    // read by scripts/test.mjs for the closing count
    ['json', { outputFile: '.tmp/e2e-results.json' }],
  ],
  use: {
    // Set by global setup; Playwright's worker processes inherit it and load this file again.
    baseURL: process.env[BASE_URL_VAR],
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // the service worker would answer requests page.route() is meant to see: only
    // e2e/service-worker.spec.ts lets it run
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testMatch: /\.mobile\.spec\.ts$/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      },
    },
  ],
});
