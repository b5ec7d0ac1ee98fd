/**
 * `npm run bench:web`: the web budgets of a game page (docs/architecture.md#testing-and-benchmarks:
 * initial JS of a game route ≤ 90 KB gzip; Lighthouse mobile performance ≥ 98 and accessibility
 * 100), measured on the built app. Builds when dist/ is missing or older than src/, copies the
 * build to a temporary directory (others may rebuild the shared checkout meanwhile), starts its
 * `node dist/server/main.js` (production, fresh SQLite DATA_DIR, mail to a real SMTP listener),
 * creates a confirmed user through the real API and signs in, then, signed in:
 *   1. opens the page in Chromium (playwright-core, 390×844) and sums the JavaScript of its first
 *      view, raw and gzip (entry files from index.html vs lazily loaded chunks);
 *   2. runs Lighthouse 12.8 (mobile, simulated throttling; performance + accessibility)
 *      BENCH_RUNS times and prints each run and the medians.
 * Both say which screen they measured (the game, its no-puzzle text, a redirect, sign-in).
 *
 * With BENCH_PATHS (a comma list of pages, or `all`: every page the server renders) it measures
 * those pages instead, first view and repeat view (service worker warm), into one table against
 * the server-rendered pages' budgets (docs/architecture.md#testing-and-benchmarks;
 * bench/web-table.ts).
 *
 * Environment: BENCH_PATH (/mini), BENCH_PATHS, BENCH_RUNS (5), BENCH_BUILD (auto; 1 = always
 * build, 0 = never), BENCH_READY_SELECTOR (the game's ready marker, default: the crossword grid,
 * or on a phone the daily question that opens over the Mini before the grid is drawn), CHROMIUM_PATH
 * (/usr/bin/chromium). The server's log goes to .tmp/bench-web-server.log.
 *
 * Exits 0 when the benchmark ran (also when over budget: it is a report); 1 on any error,
 * including a measurement that landed on the sign-in screen.
 */
import { answerTodaysQuestion, giveMiniProgress, measureServerRender } from './web-render.js';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isGameId } from '../src/shared/play/games.js';
import { ensureBuilt, ROOT, snapshotApp } from './web-build.js';
import { measurePages, printPageTable, RENDERED_PAGES } from './web-table.js';
import { closeBrowser, measureInitialJs, type InitialJs, type Script } from './web-js.js';
import { killChrome, runLighthouse, type LighthouseRun } from './web-lighthouse.js';
import { CHROMIUM, describeState, type PageState } from './web-page.js';
import { logTail } from '../scripts/lib/process.mjs';
import { envInt, errorsNote, fail, lpad, onCleanup, pad, runBench, say, secs } from './support.js';
import {
  createSignedInUser,
  SERVER_LOG,
  startStack,
  todaysPuzzle,
  type Stack,
} from './web-stack.js';

// ---------------------------------------------------------------- settings

const PAGE = process.env.BENCH_PATH || '/mini';
const RUNS = envInt('BENCH_RUNS', 5, 1);
const BUILD = process.env.BENCH_BUILD || 'auto';
const READY = process.env.BENCH_READY_SELECTOR || '[role="grid"], dialog[open] .dq-question';
const JS_BUDGET_KB = 90;
const PERF_BUDGET = 98;
const A11Y_BUDGET = 100;
if (!['auto', '0', '1'].includes(BUILD)) throw new Error('BENCH_BUILD must be auto, 0 or 1');
if (!PAGE.startsWith('/')) throw new Error('BENCH_PATH must start with /');

// ---------------------------------------------------------------- small helpers

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER');

const warnings: string[] = [];
function warn(message: string): void {
  warnings.push(message);
  say(`WARNING: ${message}`);
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function quiet(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '?';
  }
}

function header(): void {
  say(`MedGrid web benchmark (bench:web) — ${new Date().toISOString()}`);
  const load = os.loadavg().map((l) => l.toFixed(1));
  const dirty = quiet('git', ['status', '--porcelain']) ? ' + uncommitted changes' : '';
  const lhVersion = (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  say(
    `Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${load.join(' ')} at start; commit ${quiet('git', ['rev-parse', '--short', 'HEAD'])}${dirty}`,
  );
  say(
    `${quiet(CHROMIUM, ['--version'])}; Lighthouse ${lhVersion}; playwright-core for the JS count`,
  );
  say(`Page ${PAGE}, ready marker ${READY}, ${RUNS} Lighthouse run${RUNS > 1 ? 's' : ''}`);
}

/** A measurement on the sign-in screen is void; a redirect away from the page is reported. */
function judgeState(what: string, state: PageState): void {
  if (state.signIn) fail(`${what} measured the sign-in screen, not ${PAGE}`);
  else if (state.path !== PAGE)
    warn(
      `${what}: ${PAGE} redirected to ${state.path} — the figures are for ${state.path}, not ${PAGE} (is the route in this build?)`,
    );
  else if (!state.ready && !state.noPuzzle)
    warn(`${what}: ${PAGE} showed neither ${READY} nor the no-puzzle text`);
}

// ---------------------------------------------------------------- reports

function printInitialJs({ scripts, state, settledMs }: InitialJs): number {
  say();
  say(`── Initial JS of ${PAGE}: first view, signed in, empty cache, 390×844 mobile viewport ──`);
  say(`Page showed: ${describeState(state, PAGE)} (settled after ${secs(settledMs / 1000)})`);
  judgeState('the JS count', state);
  const width = Math.max(36, ...scripts.map((s) => s.path.length + 2));
  const row = (cells: string[]) =>
    `  ${pad(cells[0]!, width)} ${pad(cells[1]!, 6)} ${pad(cells[2]!, 7)} ${cells
      .slice(3)
      .map((c) => lpad(c, 8))
      .join(' ')}`;
  const sum = (list: Script[], key: 'raw' | 'gzip' | 'wire') =>
    list.reduce((t, s) => t + s[key], 0);
  say(row(['file', 'loaded', 'sent as', 'raw KB', 'gzip KB', 'sent KB']));
  const sorted = [...scripts].sort((a, b) => Number(b.entry) - Number(a.entry) || b.gzip - a.gzip);
  for (const s of sorted)
    say(
      row([
        s.path,
        s.entry ? 'entry' : 'lazy',
        s.encoding || 'raw',
        kb(s.raw),
        kb(s.gzip),
        kb(s.wire),
      ]),
    );
  const entry = scripts.filter((s) => s.entry);
  const lazy = scripts.filter((s) => !s.entry);
  for (const [label, list] of [
    [`total (${scripts.length} files)`, scripts],
    [`  entry files (${entry.length})`, entry],
    [`  lazy chunks (${lazy.length})`, lazy],
  ] as const)
    say(row([label, '', '', kb(sum(list, 'raw')), kb(sum(list, 'gzip')), kb(sum(list, 'wire'))]));
  say(
    "  entry = index.html's module script and modulepreload links; lazy = chunks the router and features imported while the page rendered.",
  );
  say(
    "  gzip KB = each body compressed with node:zlib level 9 (the budget's measure); sent KB = the body as the server sent it. 1 KB = 1024 bytes.",
  );
  const total = sum(scripts, 'gzip');
  say(
    `Initial JS of ${state.path} (gzip): ${kb(total)} KB — budget ≤ ${JS_BUDGET_KB} KB: ${verdict(total <= JS_BUDGET_KB * 1024)}`,
  );
  return total;
}

type Figures = Pick<
  LighthouseRun,
  | 'performance'
  | 'fcpMs'
  | 'lcpMs'
  | 'tbtMs'
  | 'cls'
  | 'accessibility'
  | 'seconds'
  | 'benchmarkIndex'
  | 'load1'
>;

function printLighthouse(runs: LighthouseRun[]): void {
  const cols = [
    'run',
    'perf',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'a11y',
    'time',
    'bench idx',
    'load',
  ];
  const widths = [6, 5, 8, 8, 8, 7, 5, 8, 10, 5];
  const row = (cells: string[]) =>
    '  ' + cells.map((c, i) => (i === 0 ? pad(c, widths[i]!) : lpad(c, widths[i]!))).join(' ');
  const line = (label: string, r: Figures) =>
    row([
      label,
      String(r.performance),
      r.fcpMs.toFixed(0),
      r.lcpMs.toFixed(0),
      r.tbtMs.toFixed(0),
      r.cls.toFixed(3),
      String(r.accessibility),
      secs(r.seconds),
      r.benchmarkIndex.toFixed(0),
      r.load1.toFixed(1),
    ]);
  say(row(cols));
  runs.forEach((r, i) => say(line(String(i + 1), r)));
  const m = (f: (r: LighthouseRun) => number) => median(runs.map(f));
  say(
    line('median', {
      performance: m((r) => r.performance),
      fcpMs: m((r) => r.fcpMs),
      lcpMs: m((r) => r.lcpMs),
      tbtMs: m((r) => r.tbtMs),
      cls: m((r) => r.cls),
      accessibility: m((r) => r.accessibility),
      seconds: m((r) => r.seconds),
      benchmarkIndex: m((r) => r.benchmarkIndex),
      load1: m((r) => r.load1),
    }),
  );
  say(
    "  perf/a11y = category scores ×100; bench idx = Lighthouse's CPU benchmark of this machine during the run (simulated throttling scales by it; lower = busier machine); load = 1-min load average after the run.",
  );
  say(`  LCP element: ${[...new Set(runs.map((r) => r.lcpElement))].join(' | ')}`);
  for (const w of new Set(runs.flatMap((r) => r.warnings))) say(`  Lighthouse warning: ${w}`);
  printFailedA11y(runs);
}

/** Accessibility audits that failed in any run, with a few offending elements each. */
function printFailedA11y(runs: LighthouseRun[]): void {
  const failed = new Map<string, { title: string; nodes: string[]; runs: number }>();
  for (const a of runs.flatMap((r) => r.failedA11y)) {
    const seen = failed.get(a.id);
    failed.set(a.id, { title: a.title, nodes: a.nodes, runs: (seen?.runs ?? 0) + 1 });
  }
  if (failed.size === 0) return;
  say('  Failing accessibility audits (id — title, then up to 3 elements):');
  for (const [id, a] of failed) {
    say(`    ${id} — ${a.title} (in ${a.runs} of ${runs.length} runs)`);
    for (const n of a.nodes) say(`        ${n}`);
  }
}

// ---------------------------------------------------------------- main

const LH_ATTEMPTS = 3;

/**
 * A Lighthouse run, tried again (up to LH_ATTEMPTS times in all) when it fails, e.g. with
 * NO_FCP on a machine too busy to paint in time; every retry is printed as a warning.
 */
async function lighthouseWithRetries(
  url: string,
  cookie: string,
  n: number,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, cookie, READY);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= LH_ATTEMPTS) throw error;
      warn(`run ${n}, attempt ${attempt}: ${message} — trying again`);
    }
  }
}

/** Rendering /mini mid-play costs ≤ 2 ms (docs/architecture.md#testing-and-benchmarks). */
const RENDER_BUDGET_MS = 2;

/** BENCH_PATHS: a list of pages (or `all`) measured into one table instead of PAGE's report. */
const TABLE_PAGES =
  process.env.BENCH_PATHS === 'all'
    ? RENDERED_PAGES
    : (process.env.BENCH_PATHS ?? '').split(',').filter(Boolean);

async function tableMain(): Promise<void> {
  const started = performance.now();
  say(
    `MedGrid web benchmark (bench:web), pages ${TABLE_PAGES.join(' ')}, ${RUNS} run(s) each view`,
  );
  await ensureBuilt(BUILD, say, warn);
  const app = await snapshotApp();
  onCleanup(app.remove);
  const stack: Stack = await startStack(app.root);
  onCleanup(() => stack.stop());
  const signedIn = await createSignedInUser(stack);
  await answerTodaysQuestion(stack.origin, signedIn.cookie);
  say(`Server at ${stack.origin}; ${signedIn.user.username} signed in, today's question answered`);
  const rows = await measurePages(
    TABLE_PAGES,
    stack.origin,
    signedIn.cookie,
    signedIn.cookies,
    RUNS,
  );
  const over = printPageTable(rows, RUNS);
  say(`${over} figure(s) over budget.`);
  if (warnings.length) say(`${warnings.length} warning(s) above.`);
  say(`Total run time ${secs((performance.now() - started) / 1000)}${errorsNote()}`);
}

async function main(): Promise<void> {
  if (TABLE_PAGES.length > 0) return tableMain();
  const started = performance.now();
  header();
  await ensureBuilt(BUILD, say, warn);
  const app = await snapshotApp();
  onCleanup(app.remove);
  say(`App: this build copied to ${app.root} (dist/, content/), safe from builds elsewhere`);

  const t = performance.now();
  const stack: Stack = await startStack(app.root);
  onCleanup(() => stack.stop());
  say(
    `Server: node dist/server/main.js there, at ${stack.origin} (NODE_ENV=production, SQLite in ${stack.dataDir}, mail to an SMTP listener on 127.0.0.1:${stack.mail.port}; log ${path.relative(ROOT, SERVER_LOG)}) — healthy after ${secs((performance.now() - t) / 1000)}`,
  );
  const signedIn = await createSignedInUser(stack);
  say(
    `User: ${signedIn.user.username} signed up, confirmed with the mailed link's token, signed in (cookies ${signedIn.cookies.map((c) => c.name).join(', ')})`,
  );
  await answerTodaysQuestion(stack.origin, signedIn.cookie);
  say(
    "Today's question: skipped through the API (the pages open on the game, as issue 31 measured)",
  );
  const game = PAGE.slice(1).split('/')[0] ?? '';
  if (isGameId(game))
    say(`Today's puzzle per the API: ${await todaysPuzzle(stack.origin, game, signedIn.cookie)}`);

  const js = await measureInitialJs(stack.origin, PAGE, signedIn.cookies, READY);
  const jsTotal = printInitialJs(js);
  say();
  say(
    `── Lighthouse, mobile (default emulation, simulated throttling), ${stack.origin}${PAGE} signed in, ${RUNS} run${RUNS > 1 ? 's' : ''} ──`,
  );
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await lighthouseWithRetries(`${stack.origin}${PAGE}`, signedIn.cookie, i + 1);
    runs.push(run);
    say(
      `  run ${i + 1}/${RUNS} (${secs(run.seconds)}): final URL ${new URL(run.finalUrl).pathname}; the tab showed ${describeState(run.state, PAGE)}`,
    );
  }
  say();
  printLighthouse(runs);
  const states = new Map(runs.map((r) => [describeState(r.state, PAGE), r.state]));
  for (const state of states.values()) judgeState('Lighthouse', state);

  // after Lighthouse (the player's rate limits: each render asks the API for the play): the
  // first 10 renders warm the server up, the median of the next 20 is the figure.
  // the Mini as a player has it mid-play (the budget's case); another page as it opened
  if (PAGE === '/mini') await giveMiniProgress(stack.origin, signedIn.cookie);
  const render = await measureServerRender(stack.origin, PAGE, signedIn.cookie);
  const renderSamples = render.samples.slice(10);
  const renderMs = renderSamples.length ? median(renderSamples) : NaN;
  say(
    `Server render of ${PAGE} (Server-Timing, median of ${renderSamples.length} after 10 warm-up renders): ${renderMs.toFixed(2)} ms${render.unrendered ? `; ${render.unrendered} answer(s) were the static page` : ''}`,
  );

  const perf = median(runs.map((r) => r.performance));
  const a11y = median(runs.map((r) => r.accessibility));
  say();
  say(`════ Summary: ${PAGE} ════`);
  say(`Page showed (JS count): ${describeState(js.state, PAGE)}`);
  for (const described of states.keys()) say(`Page showed (Lighthouse): ${described}`);
  say(
    `Initial JS of ${js.state.path} (gzip): ${kb(jsTotal)} KB — budget ≤ ${JS_BUDGET_KB} KB: ${verdict(jsTotal <= JS_BUDGET_KB * 1024)}`,
  );
  say(
    `Server render (median): ${renderMs.toFixed(2)} ms — budget ≤ ${RENDER_BUDGET_MS} ms: ${verdict(renderMs <= RENDER_BUDGET_MS)}`,
  );
  say(
    `Lighthouse performance (median of ${RUNS}): ${perf} — budget ≥ ${PERF_BUDGET}: ${verdict(perf >= PERF_BUDGET)}  (LCP ${median(runs.map((r) => r.lcpMs)).toFixed(0)} ms, TBT ${median(runs.map((r) => r.tbtMs)).toFixed(0)} ms; Lighthouse CPU benchmark index ${median(runs.map((r) => r.benchmarkIndex)).toFixed(0)}, load average ${median(runs.map((r) => r.load1)).toFixed(1)})`,
  );
  say(
    `Lighthouse accessibility (median of ${RUNS}): ${a11y} — budget ${A11Y_BUDGET}: ${a11y >= A11Y_BUDGET ? 'OK' : 'FAIL'}`,
  );
  if (warnings.length) say(`${warnings.length} warning(s) above.`);
  say(`Total run time ${secs((performance.now() - started) / 1000)}${errorsNote()}`);
}

runBench(main, {
  first: async () => {
    killChrome();
    await closeBrowser();
  },
  stopping: 'stopping Chrome and the server',
  onError: () => {
    const tail = logTail(SERVER_LOG, 15);
    if (tail) console.error(`\nLast lines of ${path.relative(ROOT, SERVER_LOG)}:\n${tail}`);
  },
});
