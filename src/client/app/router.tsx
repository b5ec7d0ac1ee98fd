import { createBrowserRouter } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { meQueryOptions } from '../features/auth/queries';
import { AppLoading } from './app-loading';
import { queryClient } from './query-client';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RedirectToLanding, SessionGate } from './session-gate';
import { loadSignInScreen } from './sign-in-loader';

/** Paths a visitor without a session may open (spec 01 §2). */
const PUBLIC_PATHS = new Set(['/auth/callback', '/reset-password']);

/**
 * Nothing renders until GET /api/account/me answers (HydrateFallback shows meanwhile); a signed-out
 * visitor also waits for the sign-in screen's code, so the first paint is the right screen.
 */
async function rootLoader({ request }: LoaderFunctionArgs) {
  const { user } = await queryClient.ensureQueryData(meQueryOptions);
  const path = new URL(request.url).pathname.replace(/\/+$/, '') || '/';
  if (!user && !PUBLIC_PATHS.has(path)) await loadSignInScreen();
  return null;
}

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
          { index: true, Component: RedirectToLanding },
          {
            path: 'landing',
            lazy: async () => ({ Component: (await import('./landing-page')).LandingPage }),
          },
          { path: '*', Component: RedirectToLanding },
        ],
      },
    ],
  },
]);
