import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PublicConfig } from '../shared/public-config.js';
import { bootScriptTag, moduleLoaderTag, type BootRequests } from './page-boot.js';

/**
 * The client's pages are one index.html; its routes' code loads lazily and asks the API for its
 * data once it runs. For each page the server fills in, in the page itself:
 * - the route's chunks (`<link rel="modulepreload">`) and stylesheets, for the pages players open
 *   most, so they download beside the entry script instead of after it has run; the files come
 *   from dist/client/route-preloads.json, written by the build (vite.config.ts routePreloads);
 * - the boot script (page-boot.ts) that starts the page's first API requests: the session on
 *   every page, today's play (and the Mini's daily question) on a game page. A browser that sends
 *   no session cookie gets the page that asks for the session alone: the rest would answer 401
 *   and never be read (issue 29), and the sign-in screen needs none of it;
 * - the site's stylesheet itself, in a `<style>` instead of a `<link>` (it is small, ~7 KB
 *   compressed, and the page cannot paint without it: one request fewer before the first paint),
 *   and the public configuration (GET /api/config) as JSON, read by the client's app/config.ts.
 * The pages are rendered once, and compressed (brotli, gzip) on first use.
 */
const CROSSWORD = 'app/routes/crossword-route.tsx';
const MEDWORD = 'app/routes/medword-route.tsx';
const MEDLE = 'app/routes/medle-route.tsx';
const MEDMATCH = 'app/routes/medmatch-route.tsx';
const LANDING = 'app/routes/landing-route.tsx';
const ARCHIVES = 'features/archives/archives-page.tsx';
const HELP = 'features/info/help-page.tsx';
const PRIVACY = 'app/routes/privacy-route.tsx';
const TERMS = 'features/info/terms-page.tsx';
const CONTACT = 'app/routes/contact-route.tsx';
/** What a visitor without a session sees on every page but the open ones. */
const SIGN_IN = 'features/auth/sign-in-screen.tsx';

/** What the first view asks on every page (prepareFirstView in src/client/app/router.tsx). */
const SESSION = ['/api/account/me'];

interface Page {
  modules: readonly string[];
  boot: BootRequests;
  /** A visitor without a session reads the page itself (not the sign-in screen). */
  open?: boolean;
}

const PAGES: readonly [RegExp, Page][] = [
  [
    /^\/mini\/?$/,
    {
      modules: [CROSSWORD],
      boot: {
        get: [...SESSION, '/api/play/mini/today?mode=daily', '/api/daily-question/today'],
      },
    },
  ],
  [
    /^\/medical\/?$/,
    {
      modules: [CROSSWORD],
      // the Medical Crossword is not played on phones (docs/product.md#crossword-rules)
      boot: { get: SESSION, desktop: ['/api/play/medical/today?mode=daily'] },
    },
  ],
  [/^\/archives\/(mini|medical)\/[^/]+\/?$/, { modules: [CROSSWORD], boot: { get: SESSION } }],
  [
    /^\/medword\/?$/,
    {
      modules: [MEDWORD],
      boot: {
        get: [...SESSION, '/api/play/medword/today?mode=daily', '/api/daily-question/today'],
      },
    },
  ],
  [/^\/archives\/medword\/[^/]+\/?$/, { modules: [MEDWORD], boot: { get: SESSION } }],
  [
    /^\/medle\/?$/,
    {
      modules: [MEDLE],
      boot: {
        get: [...SESSION, '/api/play/medle/today?mode=daily', '/api/daily-question/today'],
      },
    },
  ],
  [/^\/archives\/medle\/[^/]+\/?$/, { modules: [MEDLE], boot: { get: SESSION } }],
  [
    /^\/medmatch\/?$/,
    {
      modules: [MEDMATCH],
      boot: {
        get: [...SESSION, '/api/play/medmatch/today?mode=daily', '/api/daily-question/today'],
      },
    },
  ],
  [/^\/archives\/medmatch\/[^/]+\/?$/, { modules: [MEDMATCH], boot: { get: SESSION } }],
  // the landing page's status of today's games (its first paint)
  [/^\/landing\/?$/, { modules: [LANDING], boot: { get: [...SESSION, '/api/today'] } }],
  // the archives open on the Mini's tab
  [/^\/archives\/?$/, { modules: [ARCHIVES], boot: { get: [...SESSION, '/api/archives/mini'] } }],
  [/^\/help\/?$/, { modules: [HELP], boot: { get: SESSION } }],
  [/^\/privacy\/?$/, { modules: [PRIVACY], boot: { get: SESSION }, open: true }],
  [/^\/terms\/?$/, { modules: [TERMS], boot: { get: SESSION }, open: true }],
  [/^\/contact\/?$/, { modules: [CONTACT], boot: { get: SESSION } }],
];

const OTHER_PAGE: Page = { modules: [], boot: { get: SESSION } };

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** A rendered page: its HTML, and the same compressed (computed once, on first use). */
export interface RenderedPage {
  html: string;
  body(encoding: PageEncoding): Buffer;
  /** The encodings to send it in when the browser takes them, best first (else brotli, gzip). */
  prefers?: readonly PageEncoding[];
}

/** A page before it holds the app: its HTML without the boot script, and what that script asks. */
export interface PageShell {
  html: string;
  boot: BootRequests;
  /** One of the pages above (not an unknown path, nor an admin tool's). */
  known: boolean;
}

/**
 * The page for a path, as a browser with a session cookie (`signedIn`) or without one gets it;
 * `shell` is the page a server render fills in (page-render.ts).
 */
export type PageRenderer = ((urlPath: string, signedIn: boolean) => RenderedPage | null) & {
  shell(urlPath: string, signedIn: boolean): PageShell | null;
};

const noPages: PageRenderer = Object.assign(() => null, { shell: () => null });

/** A visitor without a session asks for nothing but the session. */
const VISITOR_BOOT: BootRequests = { get: SESSION };

/** JSON that is safe inside a `<script>` element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** A page served to many: compressed at the best level, once. */
function compressible(html: string): RenderedPage {
  const bodies = new Map<string, Buffer>();
  return {
    html,
    body(encoding) {
      let body = bodies.get(encoding);
      if (!body) {
        const raw = Buffer.from(html);
        body =
          encoding === 'br'
            ? brotliCompressSync(raw, {
                params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
              })
            : encoding === 'gzip'
              ? gzipSync(raw, { level: 9 })
              : raw;
        bodies.set(encoding, body);
      }
      return body;
    },
  };
}

/**
 * index.html with its stylesheet links replaced by the stylesheets themselves (when the file is
 * there and holds nothing that would end the element early), and the configuration added.
 */
function inlineHead(html: string, clientDir: string, config: PublicConfig): string {
  const inlined = html.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g,
    (link, href: string) => {
      const file = path.join(clientDir, href);
      if (!existsSync(file)) return link;
      const css = readFileSync(file, 'utf8');
      return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
    },
  );
  const configTag = `<script type="application/json" id="mg-config">${scriptJson(config)}</script>`;
  return inlined.replace('</head>', `${configTag}</head>`);
}

/** The page's HTML, or null to serve index.html as it is (no build, or an unexpected one). */
export function createPageRenderer(clientDir: string, config: PublicConfig): PageRenderer {
  const manifest = path.join(clientDir, 'route-preloads.json');
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(manifest) || !existsSync(indexFile)) return noPages;
  const files = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string[]>;
  const original = readFileSync(indexFile, 'utf8');
  if (!original.includes('</head>') || !/<script type="module"/.test(original)) return noPages;
  const html = inlineHead(original, clientDir, config);
  const entry = /<script type="module"/.exec(html);
  if (!entry) return noPages;

  const render = ({ modules, boot }: Page, withBoot = true): string => {
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
    if (withBoot)
      return `${html.slice(0, entry.index)}${bootScriptTag(boot)}${html.slice(entry.index)}`.replace(
        '</head>',
        `${links}</head>`,
      );
    // a page the server renders is drawn by its HTML: its scripts (which make it live) and
    // their chunks start after its first frame (page-boot.ts MODULE_LOADER;
    // docs/decisions/023-server-rendering.md)
    const preload: string[] = [];
    return html
      .replace('</head>', `${links}</head>`)
      .replace(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g, (_, href: string) => {
        preload.push(href);
        return '';
      })
      .replace(/<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g, (_, src: string) =>
        moduleLoaderTag(src, preload),
      );
  };
  const pages = [...PAGES.map(([, page]) => page), OTHER_PAGE];
  /** The page as a visitor without a session has it: the sign-in screen, but on open pages. */
  const forVisitor = (page: Page): Page => ({
    modules: page.open ? page.modules : [SIGN_IN],
    boot: VISITOR_BOOT,
  });
  const signedIn = new Map(pages.map((page) => [page, compressible(render(page))]));
  const visitor = new Map(pages.map((page) => [page, compressible(render(forVisitor(page)))]));
  const shells = new Map(pages.map((page) => [page, render(page, false)]));
  const visitorShells = new Map(pages.map((page) => [page, render(forVisitor(page), false)]));
  const pageOf = (urlPath: string) =>
    PAGES.find(([pattern]) => pattern.test(urlPath))?.[1] ?? OTHER_PAGE;
  return Object.assign(
    (urlPath: string, withSession: boolean) =>
      (withSession ? signedIn : visitor).get(pageOf(urlPath)) ?? null,
    {
      shell(urlPath: string, withSession: boolean): PageShell | null {
        const page = pageOf(urlPath);
        const html = (withSession ? shells : visitorShells).get(page);
        return html === undefined ? null : { html, boot: page.boot, known: page !== OTHER_PAGE };
      },
    },
  );
}
