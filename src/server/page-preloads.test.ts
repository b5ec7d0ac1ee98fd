import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, MODULE_LOADER } from './page-boot.js';
import { createPageRenderer } from './page-preloads.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'medgrid-preloads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(path.join(dir, 'assets'));
writeFileSync(
  path.join(dir, 'index.html'),
  '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body></body></html>',
);
writeFileSync(path.join(dir, 'assets', 'index-1.css'), '.site{color:red}');
writeFileSync(
  path.join(dir, 'route-preloads.json'),
  JSON.stringify({
    'app/routes/crossword-route.tsx': [
      '/assets/crossword-route-1.css',
      '/assets/crossword-route-1.js',
      '/assets/shared-1.js',
    ],
    'app/routes/medword-route.tsx': ['/assets/medword-route-1.js', '/assets/shared-1.js'],
    'app/routes/medle-route.tsx': ['/assets/medle-route-1.css', '/assets/medle-route-1.js'],
    'app/routes/medmatch-route.tsx': [
      '/assets/medmatch-route-1.css',
      '/assets/medmatch-route-1.js',
    ],
    'app/routes/landing-route.tsx': ['/assets/landing-route-1.css', '/assets/landing-route-1.js'],
    'features/auth/sign-in-screen.tsx': ['/assets/sign-in-1.css', '/assets/sign-in-1.js'],
  }),
);
const config = {
  appName: 'MedGrid',
  socialUrl: 'https://example.org/</script>',
  contactEmail: 'hello@example.org',
  outbox: true,
};
const renderer = createPageRenderer(dir, config);
/** A page as served to a browser that sends a session cookie (`signedIn`) or none. */
const render = (url: string, signedIn = true) => renderer(url, signedIn)?.html ?? null;

describe('page preloads', () => {
  it('names the route chunks of the pages it knows in the page, and none on other pages', () => {
    const links = (html: string | null) =>
      [...(html ?? '').matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    const game = ['/assets/crossword-route-1.js', '/assets/shared-1.js'];
    expect(links(render('/mini'))).toEqual(game);
    expect(links(render('/medical/'))).toEqual(game);
    expect(links(render('/archives/medical/2026-11-20'))).toEqual(game);
    expect(links(render('/medword'))).toEqual([
      '/assets/medword-route-1.js',
      '/assets/shared-1.js',
    ]);
    expect(links(render('/archives/medword/2026-11-20'))).toEqual([
      '/assets/medword-route-1.js',
      '/assets/shared-1.js',
    ]);
    expect(links(render('/medle'))).toEqual(['/assets/medle-route-1.js']);
    expect(links(render('/archives/medle/2026-11-20'))).toEqual(['/assets/medle-route-1.js']);
    expect(links(render('/medmatch'))).toEqual(['/assets/medmatch-route-1.js']);
    expect(links(render('/archives/medmatch/2026-11-20'))).toEqual(['/assets/medmatch-route-1.js']);
    // every page the server renders names its own chunks (docs/decisions/023)
    expect(links(render('/landing'))).toEqual(['/assets/landing-route-1.js']);
    expect(links(render('/reset-password'))).toEqual([]);
    expect(links(render('/mini/../etc'))).toEqual([]);
    const sheets = (html: string | null) =>
      [...(html ?? '').matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    expect(sheets(render('/mini'))).toEqual(['/assets/crossword-route-1.css']);
    expect(sheets(render('/landing'))).toEqual(['/assets/landing-route-1.css']);
    expect(sheets(render('/reset-password'))).toEqual([]);
  });

  it('writes the site stylesheet and the public configuration into every page', () => {
    for (const url of ['/mini', '/help', '/reset-password']) {
      const html = render(url) ?? '';
      expect(html).toContain('<style>.site{color:red}</style>');
      expect(html).not.toContain('href="/assets/index-1.css"');
      const json = /<script type="application\/json" id="mg-config">(.*?)<\/script>/.exec(html);
      expect(json?.[1]).not.toContain('</script>');
      expect(JSON.parse(json?.[1] ?? 'null')).toEqual(config);
    }
  });

  it("starts each page's first API requests from a boot script before the module script", () => {
    const boot = (html: string | null) => {
      const tag = /<script data-get="([^"]*)"(?: data-get-desktop="([^"]*)")?>/.exec(html ?? '');
      return tag ? { get: tag[1]!.split(' '), desktop: tag[2]?.split(' ') ?? [] } : null;
    };
    const session = ['/api/account/me'];
    expect(boot(render('/mini'))).toEqual({
      get: [...session, '/api/play/mini/today?mode=daily', '/api/daily-question/today'],
      desktop: [],
    });
    expect(boot(render('/medical'))).toEqual({
      get: session,
      desktop: ['/api/play/medical/today?mode=daily'],
    });
    expect(boot(render('/medword'))).toEqual({
      get: [...session, '/api/play/medword/today?mode=daily', '/api/daily-question/today'],
      desktop: [],
    });
    expect(boot(render('/medle/'))).toEqual({
      get: [...session, '/api/play/medle/today?mode=daily', '/api/daily-question/today'],
      desktop: [],
    });
    expect(boot(render('/medmatch'))).toEqual({
      get: [...session, '/api/play/medmatch/today?mode=daily', '/api/daily-question/today'],
      desktop: [],
    });
    // the archives open on the Mini's list; the landing page on today's status
    expect(boot(render('/archives'))).toEqual({
      get: [...session, '/api/archives/mini'],
      desktop: [],
    });
    expect(boot(render('/landing'))).toEqual({ get: [...session, '/api/today'], desktop: [] });
    expect(boot(render('/reset-password'))).toEqual({ get: session, desktop: [] });
    const html = render('/mini') ?? '';
    expect(html.indexOf(BOOT_SCRIPT)).toBeGreaterThan(0);
    expect(html.indexOf(BOOT_SCRIPT)).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('a visitor without a session asks only for the session: nothing that would answer 401 (issue 29)', () => {
    const boot = (html: string | null) =>
      /<script data-get="([^"]*)"( data-get-desktop)?/.exec(html ?? '')?.slice(1) ?? null;
    for (const url of ['/mini', '/medical', '/medword', '/medle', '/medmatch', '/landing'])
      expect(boot(render(url, false)), url).toEqual(['/api/account/me', undefined]);
    // the same page with a session still starts its data at once (docs/decisions/007)
    expect(boot(render('/mini', true))?.[0]).toContain('/api/play/mini/today?mode=daily');
  });

  it('compresses each page once, with brotli or gzip', () => {
    const page = renderer('/mini', true);
    expect(page).not.toBeNull();
    if (!page) return;
    expect(brotliDecompressSync(page.body('br')).toString()).toBe(page.html);
    expect(gunzipSync(page.body('gzip')).toString()).toBe(page.html);
    expect(page.body('identity').toString()).toBe(page.html);
    expect(page.body('br')).toBe(page.body('br'));
  });

  it('serves the page as it is without the build file', () => {
    expect(createPageRenderer(path.join(dir, 'missing'), config)('/mini', true)).toBeNull();
  });

  it('gives a server render the page without its boot script, and says which pages are its own', () => {
    const mini = renderer.shell('/mini', true);
    expect(mini?.html).not.toContain(BOOT_SCRIPT);
    expect(mini?.html).toContain('/assets/crossword-route-1.js');
    expect(mini?.boot.get).toContain('/api/play/mini/today?mode=daily');
    expect(mini?.known).toBe(true);
    // drawn by its HTML: its script and chunks started after the first frame, by the loader
    expect(mini?.html).not.toContain('<script type="module"');
    expect(mini?.html).not.toContain('rel="modulepreload"');
    expect(mini?.html).toMatch(
      new RegExp(
        `<script data-src="/assets/index-1.js" data-preload="[^"]*/assets/crossword-route-1.js[^"]*">${MODULE_LOADER.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</script>`,
      ),
    );
    expect(renderer.shell('/landing', true)?.boot.get).toEqual(['/api/account/me', '/api/today']);
    expect(renderer.shell('/admin/upload', true)?.known).toBe(false);
    // a visitor gets the sign-in screen's stylesheet and code, the page's own only on open pages
    const visitorMini = renderer.shell('/mini', false)?.html ?? '';
    expect(visitorMini).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/sign-in-1.css">',
    );
    expect(visitorMini).not.toContain('crossword-route-1');
    expect(renderer.shell('/landing', true)?.html).toContain('/assets/landing-route-1.css');
    expect(renderer.shell('/no-such-page', true)?.known).toBe(false);
  });
});
