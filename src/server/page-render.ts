import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from './auth/auth.js';
import { shareSession } from './plugins/auth-context.js';
import type { PublicConfig } from '../shared/public-config.js';
import { LAYOUT_COOKIE, PAGE_DATA_ID, type PageData } from '../shared/page-data.js';
import { brotliCompressSync, constants } from 'node:zlib';
import { scriptJson, type PageRenderer, type RenderedPage } from './page-preloads.js';
import { splicedGzip, splicedText, staticPart, type StaticPart } from './spliced-gzip.js';

/**
 * Server rendering of the pages players open first (docs/decisions/023-server-rendering.md).
 *
 * The client's own code, built for Node by `vite build -c vite.ssr.config.ts` into
 * dist/ssr/server-render.js, renders the page's first view. Its data are the API's own answers
 * for this player: the server asks itself (fastify.inject, with the player's cookie) for exactly
 * the GETs the page's boot script would have sent, so the HTML holds nothing the API would not
 * have sent this player (no answer, diagnosis, impostor, later clue or quiz key before it is
 * earned). The answers go into the page as JSON, so the client hydrates without asking again.
 */

interface SsrModule {
  prepareServerRendering(config: PublicConfig): Promise<void>;
  renderView(view: { url: string; answers: Record<string, unknown>; mobile: boolean }): {
    html: string;
    title: string | null;
    page: PageData;
  };
}

export interface ServerPages {
  /**
   * The page for this request, rendered, and the milliseconds the render took (without the API
   * answers it was rendered from); null to serve the static page instead.
   */
  render(
    request: FastifyRequest,
    url: string,
    signedIn: boolean,
  ): Promise<{ page: RenderedPage; renderMs: number } | null>;
}

/**
 * A phone, as far as the request says: the layout the browser last reported (a cookie the client
 * sets), else Chromium's client hint, else the user agent.
 */
export function looksMobile(request: FastifyRequest): boolean {
  const reported = new RegExp(`(?:^|;\\s*)${LAYOUT_COOKIE}=(mobile|desktop)(?:;|$)`).exec(
    request.headers.cookie ?? '',
  )?.[1];
  if (reported) return reported === 'mobile';
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|Android|iPhone|iPod/i.test(request.headers['user-agent'] ?? '');
}

const ROOT = '<div id="root"></div>';

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * A page's shell cut where a render fills it in: up to its title's text, the title, what lies
 * between the title and the root (the stylesheet, most of the page: deflated once), and what
 * follows the root.
 */
interface ShellTemplate {
  head: string;
  title: string;
  middle: StaticPart;
  tail: string;
}

function cutShell(html: string): ShellTemplate | null {
  const title = /<title>([^<]*)<\/title>/.exec(html);
  const root = html.indexOf(ROOT);
  if (!title || root < title.index) return null;
  const titleText = title.index + '<title>'.length;
  const titleEnd = titleText + (title[1] ?? '').length;
  return {
    head: html.slice(0, titleText),
    title: title[1] ?? '',
    middle: staticPart(html.slice(titleEnd, root)),
    tail: html.slice(root + ROOT.length),
  };
}

/**
 * A rendered page from its parts: sent in gzip when the browser takes it, where only this
 * player's parts are compressed per request (spliced-gzip.ts), else in brotli of the whole.
 */
function renderedPage(parts: (string | StaticPart)[]): RenderedPage {
  const bodies = new Map<string, Buffer>();
  return {
    get html() {
      return splicedText(parts);
    },
    prefers: ['gzip', 'br'],
    body(encoding) {
      let body = bodies.get(encoding);
      if (!body) {
        body =
          encoding === 'gzip'
            ? splicedGzip(parts)
            : encoding === 'br'
              ? brotliCompressSync(splicedText(parts), {
                  params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
                })
              : Buffer.from(splicedText(parts));
        bodies.set(encoding, body);
      }
      return body;
    },
  };
}

/** Loads the server's copy of the client; null when it is not built (the static pages serve). */
export async function loadServerPages(
  app: FastifyInstance,
  auth: Auth,
  ssrFile: string,
  pages: PageRenderer,
  config: PublicConfig,
): Promise<ServerPages | null> {
  if (!existsSync(ssrFile)) return null;
  const ssr = (await import(pathToFileURL(ssrFile).href)) as SsrModule;
  await ssr.prepareServerRendering(config);

  /** Each shell's cut, made on its first render. */
  const templates = new Map<string, ShellTemplate | null>();
  const templateOf = (html: string) => {
    if (!templates.has(html)) templates.set(html, cutShell(html));
    return templates.get(html) ?? null;
  };

  const ask = async (request: FastifyRequest, path: string, session: Record<string, string>) => {
    const response = await app.inject({
      method: 'GET',
      url: path,
      headers: {
        accept: 'application/json',
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        ...session,
      },
      remoteAddress: request.ip,
    });
    if (response.statusCode !== 200) return undefined;
    try {
      return response.json() as unknown;
    } catch {
      return undefined; // not JSON: the page is rendered without it, as the client would be
    }
  };

  return {
    async render(request, url, signedIn) {
      const urlPath = url.split('?')[0] ?? '/';
      const shell = pages.shell(urlPath, signedIn);
      // a signed-in player's unknown path is sent on to /landing by the client
      if (!shell || (signedIn && !shell.known)) return null;
      const template = templateOf(shell.html);
      if (!template) return null;
      const mobile = looksMobile(request);
      const paths = signedIn
        ? [...shell.boot.get, ...(mobile ? [] : (shell.boot.desktop ?? []))]
        : ['/api/account/me'];
      const answers: Record<string, unknown> = {};
      // one session lookup for the page and all its requests
      const session = shareSession(auth, request);
      const asked = await Promise.all(paths.map((p) => ask(request, p, session.headers))).finally(
        session.release,
      );
      paths.forEach((p, i) => {
        if (asked[i] !== undefined) answers[p] = asked[i];
      });
      // without the session's answer the client could not hydrate the same page
      if (answers['/api/account/me'] === undefined) return null;
      let rendered: ReturnType<SsrModule['renderView']>;
      const started = performance.now();
      try {
        rendered = ssr.renderView({ url, answers, mobile });
      } catch (error) {
        // a fault of ours: the static page still works (the client renders it itself)
        request.log.error({ err: error, url: urlPath }, 'server rendering failed');
        return null;
      }
      const { html, title, page } = rendered;
      const data = `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(page)}</script>`;
      const renderMs = performance.now() - started;
      return {
        page: renderedPage([
          template.head + (title ? escapeText(title) : template.title),
          template.middle,
          `<div id="root">${html}</div>${data}${template.tail}`,
        ]),
        renderMs,
      };
    },
  };
}
