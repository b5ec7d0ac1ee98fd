import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppLoading } from './app/app-loading';
import { App } from './app/app';
import { answersAskedFor, seedFirstViewQueries } from './app/first-view-queries';
import { queryClient } from './app/query-client';
import { RouteError } from './app/route-error';
import { prepareFirstView } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { seedPrefetched } from './lib/http';
import { preloadLazy } from './lib/lazy-component';
import { setHydrating } from './ui/hydration';
import { isMobileViewport } from './ui/use-is-mobile';
import { LAYOUT_COOKIE, PAGE_DATA_ID, parsePageData } from '../shared/page-data';
// The site's one stylesheet, written into each page by the server (src/server/page-preloads.ts):
// the design system, the frame of every page, and the screens players open first (the daily
// crosswords, the play layer every game screen shares, and the question shown before the Mini).
// Other screens bring their own.
import './ui/tokens.css';
import './ui/base.css';
import './ui/components.css';
import './features/shell/shell.css';
import './play/play.css';
import './features/crossword/crossword.css';
import './features/daily-question/daily-question.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The app has taken the page over: the page takes clicks from now on (index.html), and the e2e
 * tests wait for it before they act.
 */
const markReady = () => {
  document.documentElement.dataset.app = 'ready';
};

/** An answer the page carried and no screen took is forgotten after this (it grows stale). */
const SEEDED_TTL_MS = 10_000;

const page = parsePageData(document.getElementById(PAGE_DATA_ID)?.textContent);
// the server's guess of the layout, remembered for its next guess (src/server/page-render.ts)
const mobile = isMobileViewport();
document.cookie = `${LAYOUT_COOKIE}=${mobile ? 'mobile' : 'desktop'}; path=/; max-age=31536000; samesite=lax`;
if (page) {
  // The server rendered the page (docs/decisions/023-server-rendering.md): the same first view,
  // from the answers the page carries and the code it used, is hydrated over its HTML. Rendered
  // for the other layout (a narrow desktop window on a first visit), it is rendered anew instead,
  // from the same answers, over the server's HTML.
  const hydrate = page.mobile === mobile;
  seedPrefetched(answersAskedFor(page.answers), SEEDED_TTL_MS);
  seedFirstViewQueries(queryClient, page.answers);
  prepareFirstView(window.location.pathname)
    .then(() => preloadLazy(page.lazy))
    .then(
      () => {
        if (hydrate) {
          setHydrating(true);
          hydrateRoot(container, <App queryClient={queryClient} />);
          setHydrating(false);
        } else createRoot(container).render(<App queryClient={queryClient} />);
        markReady();
      },
      () => {
        createRoot(container).render(<RouteError />);
        markReady();
      },
    );
} else {
  // The loading screen until the first view has what it needs, then the first view in one paint.
  const root = createRoot(container);
  root.render(<AppLoading />);
  prepareFirstView(window.location.pathname).then(
    () => {
      root.render(<App queryClient={queryClient} />);
      markReady();
    },
    () => {
      root.render(<RouteError />);
      markReady();
    },
  );
}
registerServiceWorker();
