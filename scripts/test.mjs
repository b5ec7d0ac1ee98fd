#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failure.
//   typecheck (server, client, shared without Node), lint, unused code (knip), format, unit + client tests, server integration tests on SQLite and on a
//   throwaway PostgreSQL cluster (both with a throwaway Redis for the REDIS_URL tests), build,
//   the cluster tests (nginx + 2 app processes + PostgreSQL + Redis: npm run test:cluster),
//   Playwright e2e in Debian's Chromium.
// Closes with one line `<passed> passed, <failed> failed` (read by CI).
// TEST_PG_URL=postgres://… uses that database instead of starting a cluster; TEST_REDIS_URL=redis://…
// uses that Redis (a throwaway one: the tests empty it) instead of starting one.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { stripVTControlCharacters } from 'node:util';
import { startCluster, stopCluster } from './pg-cluster.mjs';
import { startRedis, stopRedis } from './redis-server.mjs';
import { ensureNginx } from './nginx.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const TMP = join(ROOT, '.tmp');
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

const totals = { passed: 0, failed: 0, skipped: 0 };
let cluster = null;
let redis = null;
let child = null;
let interrupted = false;
let lastVitest = { passed: 0, failed: 0, skipped: 0 };
/** The failed tests, a line each (name and the start of the message), repeated at the end. */
const failures = [];

/** `name: message`, on one line and short enough for the tail of a CI log. */
function failureLine(name, message) {
  const text = stripVTControlCharacters(`${message ?? ''}`)
    .replace(/\s+/g, ' ')
    .trim();
  return `  ✗ ${name}: ${text.length > 600 ? `${text.slice(0, 600)}…` : text}`;
}

class StepFailure extends Error {}

function run(cmd, args, env = {}) {
  return new Promise((resolveRun, reject) => {
    child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      child = null;
      resolveRun(code ?? (signal ? 128 : 1));
    });
  });
}

let stepNo = 0;
async function step(title, fn) {
  if (interrupted) throw new StepFailure('interrupted');
  stepNo += 1;
  console.log(`\n=== ${stepNo}. ${title} ===`);
  const started = Date.now();
  const ok = await fn();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (interrupted) throw new StepFailure('interrupted');
  if (!ok) {
    console.log(`✗ ${title} failed (${seconds} s)`);
    throw new StepFailure(title);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}

const command = (cmd, args, env) => async () => (await run(cmd, args, env)) === 0;

/** Runs vitest with its JSON report beside the usual output; adds the counts to the totals. */
function vitest(projects, report, env = {}) {
  return async () => {
    const file = join(TMP, `${report}.json`);
    rmSync(file, { force: true });
    const args = ['run', ...projects.flatMap((p) => ['--project', p])];
    args.push('--reporter=default', '--reporter=json', `--outputFile.json=${file}`);
    const code = await run(bin('vitest'), args, env);
    const counts = { passed: 0, failed: 0, skipped: 0 };
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8'));
      counts.passed = json.numPassedTests ?? 0;
      counts.failed = json.numFailedTests ?? 0;
      counts.skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
      for (const file of json.testResults ?? [])
        for (const test of file.assertionResults ?? [])
          if (test.status === 'failed')
            failures.push(failureLine(test.fullName, test.failureMessages?.[0]));
    }
    add(counts);
    lastVitest = counts;
    return code === 0 && counts.failed === 0;
  };
}

/** Playwright's JSON reporter (configured in playwright.config.ts) writes .tmp/e2e-results.json. */
function playwright() {
  return async () => {
    const file = join(TMP, 'e2e-results.json');
    rmSync(file, { force: true });
    const code = await run(bin('playwright'), ['test']);
    if (existsSync(file)) {
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const { stats = {} } = report;
      collectPlaywrightFailures(report.suites ?? [], []);
      add({
        passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
        failed: stats.unexpected ?? 0,
        skipped: stats.skipped ?? 0,
      });
    }
    return code === 0;
  };
}

/** Playwright's JSON report nests suites; a test failed when its last result did not pass. */
function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const last = test.results?.at(-1);
          failures.push(failureLine([...path, spec.title].join(' › '), last?.error?.message));
        }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}

function add(counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

function stopPg() {
  if (!cluster) return;
  const stopping = cluster;
  cluster = null;
  console.log(`Stopping the PostgreSQL test cluster (${stopping.dataDir})`);
  stopCluster(stopping);
}

function stopRedisServer() {
  if (!redis) return;
  const stopping = redis;
  redis = null;
  console.log(`Stopping the test Redis (port ${stopping.port})`);
  stopRedis(stopping);
}

function closingLine(failedStep) {
  // A failed check that is not a counted test (typecheck, lint, build…) still counts as a failure.
  const failed = totals.failed + (failedStep && totals.failed === 0 ? 1 : 0);
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  return `${totals.passed} passed, ${failed} failed${skipped}`;
}

async function main() {
  mkdirSync(TMP, { recursive: true });
  const tsc = bin('tsc');

  // first, so that a machine without it stops at once: installs Debian's nginx when it is missing
  // and we may (root with apt), else stops with the command to run
  await step('find nginx for the cluster tests (scripts/nginx.mjs)', async () => {
    console.log(`nginx: ${ensureNginx()}`);
    return true;
  });

  await step('typecheck (tsc -p tsconfig.json)', command(tsc, ['-p', 'tsconfig.json']));
  await step(
    'typecheck (tsc -p tsconfig.client.json)',
    command(tsc, ['-p', 'tsconfig.client.json']),
  );
  await step(
    'typecheck src/shared without Node (tsc -p tsconfig.shared.json)',
    command(tsc, ['-p', 'tsconfig.shared.json']),
  );
  await step('lint (eslint . --max-warnings=0)', command(bin('eslint'), ['.', '--max-warnings=0']));
  await step('unused files, exports and dependencies (knip)', command(bin('knip'), []));
  await step('format (prettier --check .)', command(bin('prettier'), ['--check', '.']));
  await step(
    'unit and component tests (vitest: shared, client)',
    vitest(['shared', 'client'], 'vitest-unit'),
  );

  let redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl) {
    console.log(`\nUsing TEST_REDIS_URL=${redisUrl}`);
  } else {
    // installs Debian's redis-server first when it is missing and we may (root with apt)
    await step('start a Redis for the server tests (scripts/redis-server.mjs)', async () => {
      redis = await startRedis();
      redisUrl = redis.url;
      console.log(`Redis ready at ${redisUrl}`);
      return true;
    });
  }

  await step(
    'server tests on SQLite (vitest: server)',
    vitest(['server'], 'vitest-server-sqlite', { TEST_DB: 'sqlite', TEST_REDIS_URL: redisUrl }),
  );
  console.log(`server tests ran on SQLite: ${lastVitest.passed} passed`);

  let pgUrl = process.env.TEST_PG_URL;
  if (pgUrl) {
    console.log(`\nUsing TEST_PG_URL=${pgUrl}`);
  } else {
    await step('start a PostgreSQL test cluster', async () => {
      cluster = await startCluster();
      pgUrl = cluster.url;
      console.log(`PostgreSQL ready at ${pgUrl}`);
      return true;
    });
  }
  await step(
    'server tests on PostgreSQL (vitest: server)',
    vitest(['server'], 'vitest-server-postgres', {
      TEST_DB: 'postgres',
      TEST_PG_URL: pgUrl,
      TEST_REDIS_URL: redisUrl,
    }),
  );
  console.log(`server tests ran on PostgreSQL: ${lastVitest.passed} passed`);
  stopPg();
  stopRedisServer();

  await step('build (npm run build)', command('npm', ['run', 'build']));
  await step(
    'cluster tests: nginx, 2 app processes, PostgreSQL, Redis (vitest: cluster)',
    vitest(['cluster'], 'vitest-cluster'),
  );
  await step('end-to-end tests (playwright test, Chromium)', playwright());
}

function onSignal(signal) {
  if (interrupted) return;
  interrupted = true;
  console.log(`\n${signal}: stopping…`);
  child?.kill(signal);
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('exit', () => {
  // last resort; both stops are synchronous
  stopPg();
  stopRedisServer();
});

const started = Date.now();
let failedStep = null;
try {
  await main();
} catch (error) {
  failedStep =
    error instanceof StepFailure
      ? error.message
      : `${error instanceof Error ? error.message : error}`;
  if (!(error instanceof StepFailure)) console.error(error);
} finally {
  stopPg();
  stopRedisServer();
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.slice(0, 20).join('\n')}`);
console.log(
  failedStep
    ? `\nFAILED at: ${failedStep} (after ${minutes} min)`
    : `\nAll checks passed in ${minutes} min`,
);
console.log(closingLine(failedStep));
process.exitCode = failedStep ? (interrupted ? 130 : 1) : 0;
