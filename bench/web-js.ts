// Initial JavaScript of a page's first view: open it signed in (Chromium through playwright-core,
// 390×844 mobile viewport, empty cache), wait until it has settled, and add up every script it
// loaded, raw and gzip-compressed (node:zlib level 9, as the server sends them uncompressed).
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, pageStateScript, settled, type PageState } from './web-page.js';

export interface Script {
  /** Path on the server, e.g. /assets/index-abc.js. */
  path: string;
  raw: number;
  gzip: number;
  /** The content-encoding the server used ('' = none) and the body's size on the wire. */
  encoding: string;
  wire: number;
  /** Named by index.html (module script or modulepreload) rather than loaded later. */
  entry: boolean;
}

export interface InitialJs {
  scripts: Script[];
  state: PageState;
  /** Milliseconds from navigation start to settled. */
  settledMs: number;
}

const SETTLE_TIMEOUT_MS = 20_000;

/**
 * The files index.html loads up front: its module script and modulepreload links, or on a page
 * rendered on the server the same named by its module loader (src/server/page-boot.ts).
 */
async function entryFiles(origin: string): Promise<Set<string>> {
  const html = await (await fetch(`${origin}/`)).text();
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = new Set<string>();
  for (const tag of tags) {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url) files.add(new URL(url, origin).pathname);
  }
  for (const tag of html.match(/<script data-src="[^"]*" data-preload="[^"]*">/g) ?? []) {
    const [, src = '', preload = ''] = /data-src="([^"]*)" data-preload="([^"]*)"/.exec(tag) ?? [];
    for (const url of [src, ...preload.split(' ')].filter(Boolean))
      files.add(new URL(url, origin).pathname);
  }
  if (files.size === 0) throw new Error('index.html names no module script');
  return files;
}

const isJs = (r: Response) =>
  r.request().resourceType() === 'script' ||
  /javascript|ecmascript/.test(r.headers()['content-type'] ?? '');

let browser: Browser | null = null;

export async function closeBrowser(): Promise<void> {
  await browser?.close().catch(() => undefined);
  browser = null;
}

export async function measureInitialJs(
  origin: string,
  pagePath: string,
  cookies: Array<{ name: string; value: string }>,
  readySelector: string,
): Promise<InitialJs> {
  const entries = await entryFiles(origin);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
    const page = await context.newPage();
    const loaded: Response[] = [];
    page.on('response', (r) => void (isJs(r) && loaded.push(r)));

    const t0 = performance.now();
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    const script = pageStateScript(readySelector);
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    let state = (await page.evaluate(script)) as PageState;
    while (!settled(state, pagePath) && Date.now() < deadline) {
      await page.waitForTimeout(100);
      state = (await page.evaluate(script)) as PageState;
    }
    await page.waitForLoadState('networkidle'); // chunks the settled screen pulled in
    const settledMs = performance.now() - t0;
    state = (await page.evaluate(script)) as PageState;

    const scripts: Script[] = [];
    for (const r of loaded) {
      const body = await r.body();
      const encoding = r.headers()['content-encoding'] ?? '';
      const url = new URL(r.url());
      scripts.push({
        path: url.origin === origin ? url.pathname : r.url(),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        encoding,
        wire: (await r.request().sizes()).responseBodySize,
        entry: entries.has(url.pathname),
      });
    }
    await context.close();
    return { scripts, state, settledMs };
  } finally {
    await closeBrowser();
  }
}
