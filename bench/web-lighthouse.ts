// Lighthouse 12.8 on the signed-in page: Lighthouse's default mobile emulation and simulated
// throttling, categories performance and accessibility, a fresh Chromium (chrome-launcher) per run.
// The session cookie goes in as an extra header; Lighthouse drives a tab we opened (puppeteer-core,
// Lighthouse's own copy), so after the run that tab's DOM tells which screen was audited.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { ROOT } from './web-build.js';
import { CHROMIUM, CHROMIUM_FLAGS, pageStateScript, type PageState } from './web-page.js';

export interface FailedAudit {
  id: string;
  title: string;
  /** A few of the offending elements (selector or snippet). */
  nodes: string[];
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  finalUrl: string;
  /** Lighthouse's label of the LCP element. */
  lcpElement: string;
  state: PageState;
  failedA11y: FailedAudit[];
  warnings: string[];
  seconds: number;
  /** Lighthouse's CPU benchmark of this machine at the time (higher = faster). */
  benchmarkIndex: number;
  /** The 1-minute load average when the run ended. */
  load1: number;
}

let chrome: chromeLauncher.LaunchedChrome | null = null;
let runCount = 0;

export function killChrome(): void {
  chrome?.kill();
  chrome = null;
}

interface Item {
  node?: { selector?: string; snippet?: string; nodeLabel?: string };
}

function nodesOf(details: unknown): string[] {
  const items = (details as { items?: Item[] } | undefined)?.items ?? [];
  return items
    .slice(0, 3)
    .map((i) => i.node?.selector || i.node?.snippet || '')
    .filter(Boolean);
}

/** How long a warm-up visit waits for the service worker (registered 5 s after load). */
const WORKER_WAIT_MS = 30_000;

/** The repeat view's first visit: the page loads and its service worker becomes active. */
async function visitUntilWorkerReady(page: Page, url: string, cookie: string): Promise<void> {
  await page.setExtraHTTPHeaders({ Cookie: cookie });
  await page.goto(url, { waitUntil: 'load' });
  const ready = page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  const late = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error(`no service worker within ${WORKER_WAIT_MS / 1000} s`)),
      WORKER_WAIT_MS,
    ).unref(),
  );
  await Promise.race([ready, late]);
  await page.setExtraHTTPHeaders({});
}

/**
 * A Lighthouse run of `url`. `warm`: the repeat view — the tab visits the page first and waits
 * until the service worker is active, and Lighthouse keeps the cache and storage
 * (`disableStorageReset`), so the page loads as on a player's next visit.
 */
export async function runLighthouse(
  url: string,
  cookie: string,
  readySelector: string,
  { warm = false } = {},
): Promise<LighthouseRun> {
  const t0 = performance.now();
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    handleSIGINT: false, // bench/web.ts stops Chrome, the server and the mail listener together
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    if (warm) await visitUntilWorkerReady(page, url, cookie);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: { Cookie: cookie },
        disableStorageReset: warm,
      },
      undefined,
      page,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (process.env.BENCH_SAVE_REPORT) {
      runCount += 1;
      const file = path.join(ROOT, '.tmp', `lighthouse-${runCount}.json`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(lhr));
    }
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const state = (await page.evaluate(pageStateScript(readySelector))) as PageState;
    await browser.disconnect();

    const audit = (id: string) => lhr.audits[id];
    const num = (id: string) => audit(id)?.numericValue ?? NaN;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    const failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => audit(ref.id))
      .filter((a) => a && a.score !== null && a.score < 1)
      .map((a) => ({ id: a!.id, title: a!.title, nodes: nodesOf(a!.details) }));
    // details: a list whose first table holds the LCP element's node
    const lcpTable = (audit('largest-contentful-paint-element')?.details as { items?: unknown[] })
      ?.items?.[0] as { items?: Item[] } | undefined;
    const lcpNode = lcpTable?.items?.[0]?.node;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: num('first-contentful-paint'),
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      finalUrl: lhr.finalDisplayedUrl,
      lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} <${lcpNode.selector ?? '?'}>` : '(none)',
      state,
      failedA11y,
      warnings: lhr.runWarnings.map(String),
      seconds: (performance.now() - t0) / 1000,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      load1: os.loadavg()[0] ?? 0,
    };
  } finally {
    killChrome();
  }
}
