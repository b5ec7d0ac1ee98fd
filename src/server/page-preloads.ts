import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bootScriptTag, type BootRequests } from './page-boot.js';

/**
 * The client's pages are one index.html; its routes' code loads lazily and asks the API for its
 * data once it runs. For each page the server fills in, in the page itself:
 * - the route's chunks (`<link rel="modulepreload">`) and stylesheets, for the pages players open
 *   most, so they download beside the entry script instead of after it has run; the files come
 *   from dist/client/route-preloads.json, written by the build (vite.config.ts routePreloads);
 * - the boot script (page-boot.ts) that starts the page's first API requests: the session and the
 *   configuration on every page, today's play on a game page.
 */
const LAYOUT = 'app/app-layout.tsx';
const CROSSWORD = 'app/routes/crossword-route.tsx';

/** What the root loader asks on every page (src/client/app/router.tsx). */
const SESSION = ['/api/account/me', '/api/config'];

interface Page {
  modules: readonly string[];
  boot: BootRequests;
}

const PAGES: readonly [RegExp, Page][] = [
  [
    /^\/mini\/?$/,
    {
      modules: [LAYOUT, CROSSWORD],
      boot: {
        get: [...SESSION, '/api/play/mini/{today}?mode=daily', '/api/daily-question/{today}'],
      },
    },
  ],
  [
    /^\/medical\/?$/,
    {
      modules: [LAYOUT, CROSSWORD],
      // the Medical Crossword is not played on phones (spec 02 §2)
      boot: { get: SESSION, desktop: ['/api/play/medical/{today}?mode=daily'] },
    },
  ],
  [
    /^\/archives\/(mini|medical)\/[^/]+\/?$/,
    { modules: [LAYOUT, CROSSWORD], boot: { get: SESSION } },
  ],
  [
    /^\/(landing|archives|help|privacy|terms|contact)\/?$/,
    { modules: [LAYOUT], boot: { get: SESSION } },
  ],
];

const OTHER_PAGE: Page = { modules: [], boot: { get: SESSION } };

export type PageRenderer = (urlPath: string) => string | null;

/** The page's HTML, or null to serve index.html as it is (no build, or an unexpected one). */
export function createPageRenderer(clientDir: string): PageRenderer {
  const manifest = path.join(clientDir, 'route-preloads.json');
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(manifest) || !existsSync(indexFile)) return () => null;
  const files = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string[]>;
  const html = readFileSync(indexFile, 'utf8');
  const entry = /<script type="module"/.exec(html);
  if (!html.includes('</head>') || !entry) return () => null;

  const render = ({ modules, boot }: Page): string => {
    const hrefs = [...new Set(modules.flatMap((m) => files[m] ?? []))];
    const asset = (ext: string) =>
      hrefs.filter((href) => new RegExp(`^/assets/[\\w.-]+\\.${ext}$`).test(href));
    const links =
      asset('css')
        .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
        .join('') +
      asset('js')
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join('');
    const withBoot = `${html.slice(0, entry.index)}${bootScriptTag(boot)}${html.slice(entry.index)}`;
    return withBoot.replace('</head>', `${links}</head>`);
  };
  const rendered = new Map<Page, string>(
    [...PAGES.map(([, page]) => page), OTHER_PAGE].map((page) => [page, render(page)]),
  );
  return (urlPath) => {
    const page = PAGES.find(([pattern]) => pattern.test(urlPath))?.[1] ?? OTHER_PAGE;
    return rendered.get(page) ?? null;
  };
}
