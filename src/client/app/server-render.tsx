import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { memoryLocation } from 'wouter/memory-location';
import { clearPrefetched, seedPrefetched } from '../lib/http';
import { preloadAllLazy, recordLazyRenders } from '../lib/lazy-component';
import { ServerTitle, type TitleSink } from '../ui/page-title';
import { assumeMobileViewport } from '../ui/use-is-mobile';
import { App } from './app';
import { seedFirstViewQueries } from './first-view-queries';
import { setAppConfig } from './config';
import { loadSignInScreen } from './sign-in-loader';
import type { PublicConfig } from '../../shared/public-config';
import type { PageData } from '../../shared/page-data';

/**
 * The server's entry (built by `vite build --ssr`, loaded by src/server/page-render.ts;
 * docs/decisions/023-server-rendering.md): renders a page as the browser's first view renders it,
 * from the API answers the server got for this player, so the client hydrates the same tree.
 */

/** Once, before the first render: every lazy screen's code, and the configuration. */
export async function prepareServerRendering(config: PublicConfig): Promise<void> {
  setAppConfig(config);
  await Promise.all([loadSignInScreen(), preloadAllLazy()]);
}

export interface ServerView {
  /** The path and query of the page. */
  url: string;
  /** GET path → the API's answer for this player (successful answers only). */
  answers: Record<string, unknown>;
  /** The layout to render (a guess from the request; the client corrects it after hydrating). */
  mobile: boolean;
}

/**
 * The page's HTML inside #root and the data the page carries. Synchronous on purpose: the
 * module-level state it sets for one player (answers, layout) cannot be seen by another request.
 */
export function renderView({ url, answers, mobile }: ServerView): {
  html: string;
  title: string | null;
  page: PageData;
} {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  // the first view's data as the browser has it when it hydrates (main.tsx)
  seedFirstViewQueries(queryClient, answers);
  const [path = '/', search = ''] = url.split('?');
  const { hook, searchHook } = memoryLocation({ path, searchPath: search, static: true });
  const sink: TitleSink = { title: null };
  seedPrefetched(answers);
  assumeMobileViewport(mobile);
  try {
    const { result, names } = recordLazyRenders(() =>
      renderToString(
        <ServerTitle.Provider value={sink}>
          <App queryClient={queryClient} hook={hook} searchHook={searchHook} />
        </ServerTitle.Provider>,
      ),
    );
    return { html: result, title: sink.title, page: { answers, lazy: names, mobile } };
  } finally {
    clearPrefetched();
    assumeMobileViewport(null);
    queryClient.clear();
  }
}
