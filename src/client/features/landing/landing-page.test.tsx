import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryRouter } from '../../lib/memory-router';
import type { GameToday, TodayGlance } from '../../../shared/play/glance';
import { installFakeServer } from '../../../../test-support/client/fake-server';
import { GAME_IDS, type GameId } from '../../../shared/play/games';
import { LandingPage } from './landing-page';

const http = installFakeServer();

/** The games' pictures are decorative; each game draws its own (src/client/app/games/icons.ts). */
const ICONS = Object.fromEntries(GAME_IDS.map((game) => [game, () => null])) as {
  readonly [G in GameId]: () => null;
};

const NOW = Date.parse('2026-11-21T18:47:51Z');

function game(partial: Partial<GameToday> & Pick<GameToday, 'game'>): GameToday {
  return {
    puzzleDate: '2026-11-21',
    status: 'not-started',
    timeSeconds: null,
    penaltySeconds: null,
    nextPuzzleAt: '2026-11-22T00:00:00.000Z',
    nextPuzzleDate: '2026-11-22',
    ...partial,
  };
}

function glance(mini: Partial<GameToday> = {}): TodayGlance {
  return {
    today: '2026-11-21',
    nextDayAt: '2026-11-22T00:00:00.000Z', // 5:12:09 after NOW
    serverNow: new Date(NOW).toISOString(),
    games: [
      game({ game: 'mini', ...mini }),
      game({
        game: 'medical',
        puzzleDate: '2026-11-16',
        status: 'in-progress',
        nextPuzzleAt: '2026-11-23T00:00:00.000Z',
        nextPuzzleDate: '2026-11-23',
      }),
      game({ game: 'medword' }),
    ],
  };
}

let answers: TodayGlance[];
/** How many glances were asked for. */
const asked = () => http.requested('GET', '/api/today').length;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  answers = [];
  http.get('/api/today', () => answers.shift() ?? glance());
});
afterEach(() => {
  vi.useRealTimers();
  // the page asks the server for its glance and nothing else
  expect(http.requests.map((r) => r.path).filter((path) => path !== '/api/today')).toEqual([]);
});

function renderLanding(onOpenStats = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = memoryRouter('/landing');
  render(
    <QueryClientProvider client={client}>
      <router.MemoryRouter>
        <LandingPage
          appName="MedGrid"
          tagline="t"
          username="ada"
          onOpenStats={onOpenStats}
          icons={ICONS}
        />
      </router.MemoryRouter>
    </QueryClientProvider>,
  );
  return { onOpenStats };
}

const card = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('LandingPage', () => {
  it("marks each playable game today, from the server's glance", async () => {
    answers.push(glance({ status: 'solved', timeSeconds: 95, penaltySeconds: 30 }));
    renderLanding();
    const mini = card('Mini Crossword');
    expect(await within(mini).findByText(/Solved in/)).toHaveTextContent('Solved in 1:35 (+0:30)');
    expect(within(mini).getByText('Today:', { exact: false })).toHaveClass('visually-hidden');
    expect(within(mini).getByRole('link', { name: 'Play Mini Crossword' })).toHaveAttribute(
      'href',
      '/mini',
    );
    const medical = card('The Medical Crossword');
    expect(medical).toHaveTextContent('In progress');
    expect(medical).toHaveTextContent('Next puzzle Mon, Nov 23');
    expect(
      within(medical).getByRole('link', { name: 'Continue The Medical Crossword' }),
    ).toBeVisible();
  });

  it('holds the places of the countdown and the status lines while the day loads (no layout shift)', async () => {
    http.get('/api/today', () => new Promise<TodayGlance>(() => undefined)); // never answers
    renderLanding();
    // the lines are there to take their room, hidden from sight and from screen readers
    const pending = document.querySelector('.landing__games-head .countdown--pending');
    expect(pending).toHaveAttribute('aria-hidden', 'true');
    expect(pending).toHaveTextContent('Next puzzle in');
    expect(screen.queryByRole('timer')).toBeNull();
    const mini = card('Mini Crossword').querySelector('.game-card__status');
    expect(mini).toHaveClass('game-card__status--pending');
    expect(mini).toHaveAttribute('aria-hidden', 'true');
    const medical = card('The Medical Crossword').querySelector('.game-card__status');
    expect(medical).toHaveTextContent(/Next puzzle/);
    await act(async () => void vi.advanceTimersByTime(100));
    expect(document.querySelector('.countdown--pending')).not.toBeNull();
  });

  it("offers Play on every game now that all five are built, none 'Coming soon' (defect 1)", async () => {
    renderLanding();
    await within(card('Mini Crossword')).findByText('Not started', {
      selector: '.game-card__status:not(.game-card__status--pending) *',
    });
    expect(screen.queryByText('Coming soon')).toBeNull();
    expect(screen.getAllByRole('link', { name: /^(Play|Continue) / })).toHaveLength(5);
  });

  it('leads from the flash-card plan to the study decks, which are built (issue 32)', () => {
    renderLanding();
    const plans = screen.getByRole('region', { name: 'New and next' });
    expect(within(plans).getByRole('link', { name: 'Open Study Decks' })).toHaveAttribute(
      'href',
      '/decks',
    );
  });

  it('counts down to the next puzzle each second, with a calm name for screen readers', async () => {
    renderLanding();
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('Next puzzle in 5:12:09');
    expect(timer).toHaveAccessibleName('Next puzzle in about 5 hours');
    expect(timer).not.toHaveAttribute('aria-live');
    await act(async () => void vi.advanceTimersByTime(3000));
    expect(timer).toHaveTextContent('Next puzzle in 5:12:06');
    expect(timer).toHaveAccessibleName('Next puzzle in about 5 hours');
    expect(screen.getAllByRole('timer')).toHaveLength(1);
  });

  it('asks the server for the new day when the countdown ends, and says so politely', async () => {
    answers.push({ ...glance(), nextDayAt: new Date(NOW + 2000).toISOString() });
    renderLanding();
    expect(await screen.findByRole('timer')).toHaveTextContent('Next puzzle in 0:00:02');
    expect(asked()).toBe(1);
    await act(async () => void vi.advanceTimersByTime(2000));
    expect(screen.getByText("Today's new puzzles are here.")).toHaveAttribute('role', 'status');
    await act(async () => void vi.advanceTimersByTime(10));
    expect(asked()).toBe(2);
    expect(await screen.findByRole('timer')).toHaveTextContent(/Next puzzle in \d:\d\d:\d\d/);
  });

  it('opens the stats of a game from its card', async () => {
    const { onOpenStats } = renderLanding();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await within(card('Mini Crossword')).findByText('Not started');
    await user.click(screen.getByRole('button', { name: 'Stats for The Medical Crossword' }));
    expect(onOpenStats).toHaveBeenCalledWith('medical');
  });
});
