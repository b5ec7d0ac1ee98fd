// `BENCH_PATHS=all npm run bench:web`: every page players open first, first view and repeat view
// (the service worker warm), side by side in one table against the budgets of server-rendered
// pages (docs/architecture.md#testing-and-benchmarks).
// Each page: its initial JS (gzip), then BENCH_RUNS Lighthouse runs of each view; the medians.
import { measureInitialJs } from './web-js.js';
import { runLighthouse, type LighthouseRun } from './web-lighthouse.js';
import { describeState } from './web-page.js';
import { lpad, pad, say } from './support.js';

/** The pages the server renders (src/server/page-preloads.ts PAGES), as a signed-in player. */
export const RENDERED_PAGES = [
  '/landing',
  '/mini',
  '/medical',
  '/medword',
  '/medle',
  '/medmatch',
  '/archives',
  '/help',
  '/privacy',
  '/terms',
  '/contact',
];

/** docs/architecture.md#testing-and-benchmarks: first view of every page, the repeat view's LCP. */
const PAGE_BUDGETS = {
  lcpMs: 1_000,
  fcpMs: 900,
  cls: 0,
  tbtMs: 50,
  performance: 100,
  accessibility: 100,
  jsKb: 60,
  repeatLcpMs: 800,
};

/** Any page: the client has taken the page over (src/client/main.tsx markReady). */
const READY = 'html[data-app="ready"]';

interface PageRow {
  page: string;
  jsKb: number;
  first: LighthouseRun[];
  repeat: LighthouseRun[];
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Lighthouse now and then loses a run's trace (NO_NAVSTART), most often on a repeat view: such a
 * run is made again, twice at most; any other failure stops the bench.
 */
async function again(run: () => Promise<LighthouseRun>): Promise<LighthouseRun> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 2 || !String(error).includes('NO_NAVSTART')) throw error;
      say(`  (Lighthouse lost the trace, ${String(error).slice(0, 60)}…: measuring again)`);
    }
  }
}

export async function measurePages(
  pages: string[],
  origin: string,
  cookie: string,
  cookies: Array<{ name: string; value: string }>,
  runs: number,
): Promise<PageRow[]> {
  const rows: PageRow[] = [];
  for (const page of pages) {
    const js = await measureInitialJs(origin, page, cookies, READY);
    const jsKb = js.scripts.reduce((t, s) => t + s.gzip, 0) / 1024;
    say(`${page}: ${describeState(js.state, page)}; initial JS ${jsKb.toFixed(1)} KB gzip`);
    const first: LighthouseRun[] = [];
    const repeat: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) {
      first.push(await again(() => runLighthouse(`${origin}${page}`, cookie, READY)));
      repeat.push(
        await again(() => runLighthouse(`${origin}${page}`, cookie, READY, { warm: true })),
      );
      say(
        `  run ${i + 1}/${runs}: first view LCP ${first.at(-1)!.lcpMs.toFixed(0)} ms, repeat view LCP ${repeat.at(-1)!.lcpMs.toFixed(0)} ms`,
      );
    }
    rows.push({ page, jsKb, first, repeat });
  }
  return rows;
}

export function printPageTable(rows: PageRow[], runs: number): number {
  const b = PAGE_BUDGETS;
  const cols = ['page', 'perf', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS', 'JS KB', 'repeat LCP', 'over'];
  const widths = [10, 5, 5, 6, 6, 6, 6, 6, 11, 0];
  const row = (cells: string[]) =>
    '  ' +
    cells.map((c, i) => (i === 0 || i === 9 ? pad(c, widths[i]!) : lpad(c, widths[i]!))).join(' ');
  say();
  say(
    `── Every rendered page, signed in: first view and repeat view (worker warm), Lighthouse mobile, median of ${runs} ──`,
  );
  say(row(cols));
  let over = 0;
  for (const r of rows) {
    const m = (runsOf: LighthouseRun[], f: (x: LighthouseRun) => number) => median(runsOf.map(f));
    const perf = m(r.first, (x) => x.performance);
    const a11y = m(r.first, (x) => x.accessibility);
    const fcp = m(r.first, (x) => x.fcpMs);
    const lcp = m(r.first, (x) => x.lcpMs);
    const tbt = m(r.first, (x) => x.tbtMs);
    const cls = m(r.first, (x) => x.cls);
    const repeatLcp = m(r.repeat, (x) => x.lcpMs);
    const misses = [
      perf < b.performance && 'perf',
      a11y < b.accessibility && 'a11y',
      fcp > b.fcpMs && 'FCP',
      lcp > b.lcpMs && 'LCP',
      tbt > b.tbtMs && 'TBT',
      cls > b.cls && 'CLS',
      r.jsKb > b.jsKb && 'JS',
      repeatLcp > b.repeatLcpMs && 'repeat LCP',
    ].filter(Boolean);
    over += misses.length;
    say(
      row([
        r.page,
        String(perf),
        String(a11y),
        fcp.toFixed(0),
        lcp.toFixed(0),
        tbt.toFixed(0),
        cls.toFixed(3),
        r.jsKb.toFixed(1),
        repeatLcp.toFixed(0),
        misses.join(', ') || '-',
      ]),
    );
  }
  say(
    `  budgets (docs/architecture.md): first view LCP ≤ ${b.lcpMs} ms, FCP ≤ ${b.fcpMs} ms, CLS ${b.cls}, TBT ≤ ${b.tbtMs} ms, perf ${b.performance}, a11y ${b.accessibility}, initial JS ≤ ${b.jsKb} KB gzip; repeat view LCP ≤ ${b.repeatLcpMs} ms. ms = milliseconds; 'over' names each figure past its budget.`,
  );
  return over;
}
