import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppLoading } from './app/app-loading';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import { RouteError } from './app/route-error';
import { prepareFirstView } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { seedPrefetched } from './lib/http';
import { preloadLazy } from './lib/lazy-component';
import { setHydrating } from './ui/hydration';
import { assumeMobileViewport } from './ui/use-is-mobile';
import { PAGE_DATA_ID, parsePageData } from '../shared/page-data';
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

/** The app has taken the page over (what the e2e tests wait for before they act). */
const markReady = () => {
  document.documentElement.dataset.app = 'ready';
};

const page = parsePageData(document.getElementById(PAGE_DATA_ID)?.textContent);
if (page) {
  // The server rendered the page (docs/decisions/023-server-rendering.md): the same first view,
  // from the answers the page carries and the code it used, is hydrated over its HTML.
  seedPrefetched(page.answers);
  assumeMobileViewport(page.mobile);
  prepareFirstView(window.location.pathname)
    .then(() => preloadLazy(page.lazy))
    .then(
      () => {
        setHydrating(true);
        hydrateRoot(container, <App queryClient={queryClient} />);
        setHydrating(false);
        assumeMobileViewport(null);
        markReady();
      },
      () => {
        assumeMobileViewport(null);
        createRoot(container).render(<RouteError />);
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
    () => root.render(<RouteError />),
  );
}
registerServiceWorker();
