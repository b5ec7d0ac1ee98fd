import type { ComponentType } from 'react';
import { matchPath, Route, Switch } from '../lib/router';
import { meQueryOptions } from '../features/auth/queries';
import { prefetch } from '../lib/http';
import { lazyComponent } from '../lib/lazy-component';
import type { LazyComponent } from '../lib/lazy-component';
import { isMobileViewport } from '../ui/use-is-mobile';
import { AppLayout } from './app-layout';
import { loadAppConfig } from './config';
import { queryClient } from './query-client';
import { RootLayout } from './root-layout';
import { ADMIN_PATHS } from './routes/admin-paths';
import { RedirectToLanding, SessionGate } from './session-gate';
import { loadSignInScreen } from './sign-in-loader';
import { VisitorFrame } from './visitor-frame';
import { gameFacts } from '../../shared/play/game-facts';
import type { GameId } from '../../shared/play/games';

// The routes (docs/product.md#routes-and-access), declared as components (docs/decisions/006, 008):
// each screen's code is its own chunk, and the first view waits for the session, the configuration,
// the screen's code and its data before anything but the loading screen renders (prepareFirstView).

/**
 * Today's play (and the daily question, asked before the Mini and MedWord) for a daily game page:
 * the screen's first paint is the puzzle itself (and the question over it), not a loading state
 * followed by the puzzle. On a first page load the page's boot script has already asked (lib/http `prefetch`).
 * A failed request does not hold the page: the screen asks again and shows its own message.
 */
function loadToday(game: GameId) {
  return async () => {
    // `today`: the server names the player's day (one 'today' per player)
    const today = 'today';
    const { playsOnPhone, asksDailyQuestion } = gameFacts(game);
    // a game not played on phones (the Medical Crossword) has nothing to load there
    const phone = isMobileViewport();
    if (!playsOnPhone && phone) return;
    const waits: Promise<unknown>[] = [prefetch(`/api/play/${game}/${today}?mode=daily`)];
    if (asksDailyQuestion)
      waits.push(
        import('../features/daily-question').then((m) =>
          m.prefetchDailyQuestion(queryClient, today),
        ),
      );
    await Promise.allSettled(waits);
  };
}

const crossword = () => import('./routes/crossword-route');
const medword = () => import('./routes/medword-route');
const medle = () => import('./routes/medle-route');
const medmatch = () => import('./routes/medmatch-route');

interface Page {
  path: string;
  screen: LazyComponent<object>;
  /** What the screen shows first, loaded before the first view renders. */
  data?: () => Promise<unknown>;
}

const page = (
  path: string,
  load: () => Promise<ComponentType<object>>,
  data?: () => Promise<unknown>,
): Page => ({ path, screen: lazyComponent(`page:${path}`, load), data });

/** Pages a visitor without a session may open (docs/product.md#routes-and-access). */
const publicPages: Page[] = [
  page('auth/callback', () =>
    import('../features/auth/auth-callback-page').then((m) => m.AuthCallbackPage),
  ),
  page('reset-password', () =>
    import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
];

/**
 * Pages anyone may read (docs/product.md#routes-and-access): a visitor without a session in a frame
 * of their own (VisitorFrame), a signed-in reader in the app's frame like every other page.
 */
const openPages: Page[] = [
  page('privacy', () => import('./routes/privacy-route').then((m) => m.PrivacyRoute)),
  page('terms', () => import('../features/info/terms-page').then((m) => m.TermsPage)),
];

/**
 * The signed-in pages. A game, or the archives, gets its route when its issue lands; until then
 * its path falls through to /landing like any unknown path.
 */
const signedInPages: Page[] = [
  page('landing', () => import('./routes/landing-route').then((m) => m.LandingRoute)),
  page('help', () => import('../features/info/help-page').then((m) => m.HelpPage)),
  page('contact', () => import('./routes/contact-route').then((m) => m.ContactRoute)),
  page('archives', () => import('../features/archives').then((m) => m.ArchivesPage)),
  page('stats', () => import('../features/stats').then((m) => m.StatsPage)),
  page('decks', () => import('../features/decks').then((m) => m.DecksPage)),
  page('decks/:id', () => import('../features/decks').then((m) => m.DeckPage)),
  page('decks/play/:id', () =>
    import('./routes/deck-crossword-route').then((m) => m.DeckCrosswordRoute),
  ),
  page('mini', () => crossword().then((m) => m.MiniRoute), loadToday('mini')),
  page('medical', () => crossword().then((m) => m.MedicalRoute), loadToday('medical')),
  page('archives/mini/:date', () => crossword().then((m) => m.ArchivedMiniRoute)),
  page('archives/medical/:date', () => crossword().then((m) => m.ArchivedMedicalRoute)),
  page('medword', () => medword().then((m) => m.MedwordRoute), loadToday('medword')),
  page('archives/medword/:date', () => medword().then((m) => m.ArchivedMedwordRoute)),
  page('medle', () => medle().then((m) => m.MedleRoute), loadToday('medle')),
  page('archives/medle/:date', () => medle().then((m) => m.ArchivedMedleRoute)),
  page('medmatch', () => medmatch().then((m) => m.MedmatchRoute), loadToday('medmatch')),
  page('archives/medmatch/:date', () => medmatch().then((m) => m.ArchivedMedmatchRoute)),
  ...ADMIN_PATHS.map((path) =>
    page(path, () => import('./routes/admin-route').then((m) => m.AdminRoute)),
  ),
];

const route = ({ path, screen: { Component } }: Page) => (
  <Route key={path} path={`/${path}`}>
    <Component />
  </Route>
);

const visitorRoute = ({ path, screen: { Component } }: Page) => (
  <Route key={path} path={`/${path}`}>
    <VisitorFrame>
      <Component />
    </VisitorFrame>
  </Route>
);

export function AppRoutes() {
  return (
    <RootLayout>
      <Switch>
        {publicPages.map(route)}
        <Route>
          <SessionGate visitorRoutes={openPages.map(visitorRoute)}>
            <AppLayout>
              <Switch>
                {openPages.map(route)}
                {signedInPages.map(route)}
                {/* `/` and any unknown path */}
                <Route>
                  <RedirectToLanding />
                </Route>
              </Switch>
            </AppLayout>
          </SessionGate>
        </Route>
      </Switch>
    </RootLayout>
  );
}

/**
 * Everything the first view of `pathname` needs, so that it renders once and whole: the session
 * and the configuration (without the configuration pages render without its links); for a
 * visitor without a session, the sign-in screen's code (or an open page's); otherwise the page's
 * code and the page's first data. Rejects only when the session check fails (server or network
 * down).
 */
export async function prepareFirstView(pathname: string): Promise<void> {
  const [{ user }] = await Promise.all([
    queryClient.ensureQueryData(meQueryOptions),
    loadAppConfig(),
  ]);
  const path = pathname.replace(/\/+$/, '') || '/';
  const match = (pages: Page[]) => pages.find((p) => matchPath(`/${p.path}`, path));
  const open = match(publicPages);
  if (open) {
    await open.screen.preload();
    return;
  }
  const readable = match(openPages);
  if (!user) {
    await (readable ? readable.screen.preload() : loadSignInScreen());
    return;
  }
  const signedIn = readable ?? match(signedInPages);
  // a failed chunk shows in the page (the error boundary), a failed request in the screen
  await Promise.allSettled([signedIn?.screen.preload(), signedIn?.data?.()]);
}
