import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './lib/router';
import { AppLoading } from './app/app-loading';
import { queryClient } from './app/query-client';
import { RouteError } from './app/route-error';
import { AppRoutes, prepareFirstView } from './app/router';
import { registerServiceWorker } from './app/service-worker';
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

// The loading screen until the first view has what it needs, then the first view in one paint.
const root = createRoot(container);
root.render(<AppLoading />);
prepareFirstView(window.location.pathname).then(
  () =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <AppRouter>
            <AppRoutes />
          </AppRouter>
        </QueryClientProvider>
      </StrictMode>,
    ),
  () => root.render(<RouteError />),
);
registerServiceWorker();
