import { createBrowserRouter } from 'react-router';
import { localDate } from '../../shared/play/dates';
import { prefetch } from '../lib/http';
import { MOBILE_MAX_WIDTH } from '../ui/use-is-mobile';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { meQueryOptions } from '../features/auth/queries';
import { AppLoading } from './app-loading';
import { loadAppConfig } from './config';
import { queryClient } from './query-client';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { ADMIN_PATHS } from './routes/admin-paths';
import { RedirectToLanding, SessionGate } from './session-gate';
import { loadSignInScreen } from './sign-in-loader';

/** Paths a visitor without a session may open (spec 01 §2). */
const PUBLIC_PATHS = new Set(['/auth/callback', '/reset-password']);

/**
 * Nothing renders until GET /api/account/me answers (HydrateFallback shows meanwhile); a signed-out
 * visitor also waits for the sign-in screen's code, so the first paint is the right screen. The
 * public configuration (links, contact address) loads alongside, so pages do not shift when it
 * arrives; without it they render without those links.
 */
async function rootLoader({ request }: LoaderFunctionArgs) {
  const [{ user }] = await Promise.all([
    queryClient.ensureQueryData(meQueryOptions),
    loadAppConfig(),
  ]);
  const path = new URL(request.url).pathname.replace(/\/+$/, '') || '/';
  if (!user && !PUBLIC_PATHS.has(path)) await loadSignInScreen();
  return null;
}

/**
 * Today's play (and the Mini's daily question) start loading with the route's code instead of
 * after it (lib/http `prefetch`; on a first page load the page's boot script has already asked),
 * and the page renders once they are here: the screen's first paint is the puzzle itself (and the
 * question over it), not a loading state followed by the puzzle. A failed request does not hold
 * the page: the screen asks again and shows its own message.
 */
function loadToday(game: 'mini' | 'medical') {
  return async () => {
    const today = localDate(new Date());
    // the Medical Crossword is not played on phones (spec 02 §2): nothing to load there
    const phone = window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches;
    if (game === 'medical' && phone) return null;
    const waits: Promise<unknown>[] = [prefetch(`/api/play/${game}/${today}?mode=daily`)];
    if (game === 'mini')
      waits.push(
        import('../features/daily-question').then((m) =>
          m.prefetchDailyQuestion(queryClient, today),
        ),
      );
    await Promise.allSettled(waits);
    return null;
  };
}

/**
 * The signed-in pages (spec 01 §2). A game, or the archives, gets its route when its issue lands;
 * until then its path falls through to /landing like any unknown path.
 */
const signedInPages: RouteObject[] = [
  { index: true, Component: RedirectToLanding },
  {
    path: 'landing',
    lazy: async () => ({ Component: (await import('./routes/landing-route')).LandingRoute }),
  },
  {
    path: 'help',
    lazy: async () => ({ Component: (await import('../features/info/help-page')).HelpPage }),
  },
  {
    path: 'privacy',
    lazy: async () => ({
      Component: (await import('./routes/privacy-route')).PrivacyRoute,
    }),
  },
  {
    path: 'terms',
    lazy: async () => ({ Component: (await import('../features/info/terms-page')).TermsPage }),
  },
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('./routes/contact-route')).ContactRoute }),
  },
  {
    path: 'archives',
    lazy: async () => ({ Component: (await import('../features/archives')).ArchivesPage }),
  },
  {
    path: 'mini',
    loader: loadToday('mini'),
    lazy: async () => ({ Component: (await import('./routes/crossword-route')).MiniRoute }),
  },
  {
    path: 'medical',
    loader: loadToday('medical'),
    lazy: async () => ({ Component: (await import('./routes/crossword-route')).MedicalRoute }),
  },
  {
    path: 'archives/mini/:date',
    lazy: async () => ({
      Component: (await import('./routes/crossword-route')).ArchivedMiniRoute,
    }),
  },
  {
    path: 'archives/medical/:date',
    lazy: async () => ({
      Component: (await import('./routes/crossword-route')).ArchivedMedicalRoute,
    }),
  },
  ...ADMIN_PATHS.map((path): RouteObject => ({
    path,
    lazy: async () => ({ Component: (await import('./routes/admin-route')).AdminRoute }),
  })),
  { path: '*', Component: RedirectToLanding },
];

export const router = createBrowserRouter([
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    shouldRevalidate: () => false,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    Component: RootLayout,
    children: [
      {
        path: 'auth/callback',
        lazy: async () => ({
          Component: (await import('../features/auth/auth-callback-page')).AuthCallbackPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        Component: SessionGate,
        children: [
          {
            // The header, menu and footer of every signed-in page.
            lazy: async () => ({ Component: (await import('./app-layout')).AppLayout }),
            children: signedInPages,
          },
        ],
      },
    ],
  },
]);
