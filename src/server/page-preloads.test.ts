import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageRenderer } from './page-preloads.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'medgrid-preloads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('page preloads', () => {
  it('names the route chunks of game pages in the page, and of other app pages the layout only', () => {
    writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>',
    );
    writeFileSync(
      path.join(dir, 'route-preloads.json'),
      JSON.stringify({
        'app/app-layout.tsx': ['/assets/app-layout-1.js', '/assets/shared-1.js'],
        'app/routes/crossword-route.tsx': ['/assets/crossword-route-1.js', '/assets/shared-1.js'],
      }),
    );
    const render = createPageRenderer(dir);
    const links = (html: string | null) =>
      [...(html ?? '').matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    const game = ['/assets/app-layout-1.js', '/assets/shared-1.js', '/assets/crossword-route-1.js'];
    expect(links(render('/mini'))).toEqual(game);
    expect(links(render('/archives/medical/2026-11-20'))).toEqual(game);
    expect(links(render('/landing'))).toEqual(['/assets/app-layout-1.js', '/assets/shared-1.js']);
    expect(render('/reset-password')).toBeNull();
    expect(render('/mini/../etc')).toBeNull();
    expect(render('/mini')).toContain('</head>');
  });

  it('serves the page as it is without the build file', () => {
    expect(createPageRenderer(path.join(dir, 'missing'))('/mini')).toBeNull();
  });
});
