import { createElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from '../../lib/router';
import { APP_NAME, useMe, useSolverSettings } from '../../features/auth';
import { AdminPage, BuilderPage, TestPage, type GamePreviews } from '../../features/admin';
import { NotAuthorizedPage } from '../../features/shell';
import { PageTitle } from '../../ui';
import { apiRequest } from '../../lib/http';
import { localDate } from '../../../shared/play/dates';
import type { GameId } from '../../../shared/play/games';
import { gameDefinition } from '../../../shared/play/game-registry';
import type { ContentCalendar } from '../../../shared/admin/calendar';
import { loadFunFact } from './play-slots';
import { ADMIN_GAMES } from '../games/admin';

/** The weekly test pages (docs/product.md#test-pages): their games, title and path. */
const TEST_PAGES: Record<string, { title: string; games: GameId[] }> = {
  '/test-puzzles': { title: 'Crossword Test Page', games: ['mini', 'medical'] },
  '/test-medword': { title: 'MedWord Test Page', games: ['medword'] },
  '/test-medle': { title: 'Medle Test Page', games: ['medle'] },
  '/test-medmatch': { title: 'MedMatch Test Page', games: ['medmatch'] },
};

/** Each game's upload preview, from the admin part of the client's game registry. */
const previewOf: GamePreviews = (game, data) => createElement(ADMIN_GAMES[game].Preview, { data });

/** A game's screen for one day in test mode: the real puzzle, nothing recorded or ranked. */
function TestGame({ game, date }: { game: GameId; date: string }) {
  const { settings, change } = useSolverSettings();
  const { TestScreen } = ADMIN_GAMES[game];
  return (
    <TestScreen
      date={date}
      settings={settings}
      onSettingsChange={change}
      loadFunFact={loadFunFact}
    />
  );
}

function WeeklyTestPage({ path }: { path: string }) {
  const page = TEST_PAGES[path]!;
  // the server's today (the admin calendar names it); this device's until it answers
  const calendar = useQuery({
    queryKey: ['admin', 'calendar', 'today'],
    queryFn: () => apiRequest<ContentCalendar>('GET', '/api/admin/calendar?days=1'),
  });
  if (!calendar.data && calendar.isPending) return null;
  const today = calendar.data?.from ?? localDate(new Date());
  return (
    <>
      <PageTitle>{`${page.title} · ${APP_NAME}`}</PageTitle>
      <TestPage
        title={page.title}
        today={today}
        games={page.games.map((game) => ({ game, name: gameDefinition(game).name }))}
        renderGame={(game, date) => <TestGame game={game} date={date} />}
      />
    </>
  );
}

/**
 * Non-admins see 'Not authorized' on every admin path (the server checks every admin request
 * again). /admin is the upload panel, the calendar and the review list; the test pages play any
 * day in test mode; /puzzle-builder is the crossword builder. Any other path under this route
 * goes to /landing, like any path without a page.
 */
export function AdminRoute() {
  const me = useMe();
  const { pathname } = useLocation();
  if (!me?.isAdmin) return <NotAuthorizedPage />;
  const path = pathname.replace(/\/+$/, '');
  if (path === '/admin') return <AdminPage previews={previewOf} />;
  if (TEST_PAGES[path]) return <WeeklyTestPage key={path} path={path} />;
  if (path === '/puzzle-builder')
    return (
      <>
        <PageTitle>{`Crossword Puzzle Builder · ${APP_NAME}`}</PageTitle>
        <BuilderPage today={localDate(new Date())} />
      </>
    );
  return <Navigate to="/landing" replace />;
}
