import type { Page, Response } from '@playwright/test';

/** What the browser received: an API answer, or what a server-rendered page held. */
export interface Received {
  url: string;
  text: string;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
const PAGE_DATA = /<script type="application\/json" id="mg-page">([\s\S]*?)<\/script>/;

/**
 * A server-rendered page as what it gives away (docs/decisions/023-server-rendering.md): its
 * markup as text (entities decoded), and each API answer it carries, as if it had been fetched.
 */
export function pageContents(url: string, html: string, keep: (path: string) => boolean) {
  const out: Received[] = [];
  const data = PAGE_DATA.exec(html);
  const markup = data ? html.replace(data[0], '') : html;
  out.push({
    url: `${url} (HTML)`,
    text: markup.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e] ?? e),
  });
  if (data?.[1]) {
    const { answers } = JSON.parse(data[1]) as { answers: Record<string, unknown> };
    for (const [path, answer] of Object.entries(answers))
      if (keep(path))
        out.push({ url: `${path} (in the page ${url})`, text: JSON.stringify(answer) });
  }
  return out;
}

/**
 * Records every API answer whose path `keep` accepts, and every page the browser loads, with the
 * answers it carries: the leak tests read both, as the browser could.
 */
export function recordReceived(page: Page, keep: (path: string) => boolean) {
  const bodies: Received[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    const path = new URL(response.url()).pathname;
    const isPage = response.request().resourceType() === 'document';
    if (!isPage && !(path.startsWith('/api/') && keep(path))) return;
    reading.push(
      response
        .text()
        .then((text) => {
          if (isPage) bodies.push(...pageContents(response.url(), text, keep));
          else bodies.push({ url: response.url(), text });
        })
        .catch(() => undefined),
    );
  });
  return async () => {
    await Promise.all(reading);
    return bodies;
  };
}
