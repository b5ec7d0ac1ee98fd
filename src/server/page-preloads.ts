import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The client's pages are one index.html; its routes' code loads lazily. For the pages players
 * open most, the server names the route chunks in the page itself (`<link rel="modulepreload">`),
 * so they download beside the entry script instead of after it has run. The chunk files come
 * from dist/client/route-preloads.json, written by the build (vite.config.ts routePreloads).
 */
const LAYOUT = 'app/app-layout.tsx';
const CROSSWORD = 'app/routes/crossword-route.tsx';

const PAGES: readonly [RegExp, readonly string[]][] = [
  [/^\/(mini|medical|archives\/(mini|medical)\/[^/]+)\/?$/, [LAYOUT, CROSSWORD]],
  [/^\/(landing|archives|help|privacy|terms|contact)\/?$/, [LAYOUT]],
];

export type PageRenderer = (urlPath: string) => string | null;

/** The page's HTML with its preloads, or null to serve index.html as it is. */
export function createPageRenderer(clientDir: string): PageRenderer {
  const manifest = path.join(clientDir, 'route-preloads.json');
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(manifest) || !existsSync(indexFile)) return () => null;
  const files = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string[]>;
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes('</head>')) return () => null;

  const rendered = new Map<readonly string[], string>();
  for (const [, modules] of PAGES) {
    const hrefs = [...new Set(modules.flatMap((m) => files[m] ?? []))];
    const links = hrefs
      .filter((href) => /^\/assets\/[\w.-]+\.js$/.test(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('');
    rendered.set(modules, html.replace('</head>', `${links}</head>`));
  }
  return (urlPath) => {
    const page = PAGES.find(([pattern]) => pattern.test(urlPath));
    return page ? (rendered.get(page[1]) ?? null) : null;
  };
}
