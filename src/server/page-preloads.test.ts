import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BOOT_SCRIPT } from './page-boot.js';
import { createPageRenderer } from './page-preloads.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'medgrid-preloads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  path.join(dir, 'index.html'),
  '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>',
);
writeFileSync(
  path.join(dir, 'route-preloads.json'),
  JSON.stringify({
    'app/app-layout.tsx': ['/assets/shell-1.css', '/assets/app-layout-1.js', '/assets/shared-1.js'],
    'app/routes/crossword-route.tsx': [
      '/assets/crossword-route-1.css',
      '/assets/crossword-route-1.js',
      '/assets/shared-1.js',
    ],
  }),
);
const render = createPageRenderer(dir);

describe('page preloads', () => {
  it('names the route chunks of game pages in the page, and of other app pages the layout only', () => {
    const links = (html: string | null) =>
      [...(html ?? '').matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    const game = ['/assets/app-layout-1.js', '/assets/shared-1.js', '/assets/crossword-route-1.js'];
    expect(links(render('/mini'))).toEqual(game);
    expect(links(render('/archives/medical/2026-11-20'))).toEqual(game);
    expect(links(render('/landing'))).toEqual(['/assets/app-layout-1.js', '/assets/shared-1.js']);
    expect(links(render('/reset-password'))).toEqual([]);
    expect(links(render('/mini/../etc'))).toEqual([]);
    const sheets = (html: string | null) =>
      [...(html ?? '').matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    expect(sheets(render('/mini'))).toEqual([
      '/assets/shell-1.css',
      '/assets/crossword-route-1.css',
    ]);
    expect(sheets(render('/help'))).toEqual(['/assets/shell-1.css']);
  });

  it("starts each page's first API requests from a boot script before the module script", () => {
    const boot = (html: string | null) => {
      const tag = /<script data-get="([^"]*)"(?: data-get-desktop="([^"]*)")?>/.exec(html ?? '');
      return tag ? { get: tag[1]!.split(' '), desktop: tag[2]?.split(' ') ?? [] } : null;
    };
    const session = ['/api/account/me', '/api/config'];
    expect(boot(render('/mini'))).toEqual({
      get: [...session, '/api/play/mini/{today}?mode=daily', '/api/daily-question/{today}'],
      desktop: [],
    });
    expect(boot(render('/medical'))).toEqual({
      get: session,
      desktop: ['/api/play/medical/{today}?mode=daily'],
    });
    expect(boot(render('/archives'))).toEqual({ get: session, desktop: [] });
    expect(boot(render('/reset-password'))).toEqual({ get: session, desktop: [] });
    const html = render('/mini') ?? '';
    expect(html.indexOf(BOOT_SCRIPT)).toBeGreaterThan(0);
    expect(html.indexOf(BOOT_SCRIPT)).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('serves the page as it is without the build file', () => {
    expect(createPageRenderer(path.join(dir, 'missing'))('/mini')).toBeNull();
  });
});
