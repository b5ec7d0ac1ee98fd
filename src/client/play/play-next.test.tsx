import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryRouter } from '../lib/memory-router';
import type { GameToday, TodayGlance } from '../../shared/play/glance';
import type { GameStats } from '../../shared/play/stats';
import type { GameId } from '../../shared/play/games';
import { installFakeServer } from '../../../test-support/client/fake-server';
import { PlayNext } from './play-next';

const http = installFakeServer();

const NOW = Date.parse('2026-11-21T18:47:51Z');

function today(game: GameId, status: GameToday['status']): GameToday {
  return {
    game,
    puzzleDate: '2026-11-21',
    status,
    timeSeconds: null,
    penaltySeconds: null,
    nextPuzzleAt: '2026-11-22T05:00:00.000Z',
    nextPuzzleDate: '2026-11-22',
  };
}

/** The player is in New York: their next day starts at 05:00 UTC, 10:12:09 after NOW. */
function glance(statuses: Partial<Record<GameId, GameToday['status']>>): TodayGlance {
  return {
    today: '2026-11-21',
    nextDayAt: '2026-11-22T05:00:00.000Z',
    serverNow: new Date(NOW).toISOString(),
    games: (['mini', 'medical', 'medword', 'medle', 'medmatch'] as const).map((g) =>
      today(g, statuses[g] ?? 'not-started'),
    ),
  };
}

const stats = (game: GameId, currentStreak: number) =>
  ({ game, currentStreak }) as Partial<GameStats> as GameStats;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => vi.useRealTimers());

function renderNext(game: GameId) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = memoryRouter(`/${game}`);
  render(
    <QueryClientProvider client={client}>
      <router.MemoryRouter>
        <PlayNext game={game} />
      </router.MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PlayNext, below every daily end screen', () => {
  it("shows the game's streak, a ticking countdown to the player's next day, and the games left today", async () => {
    http.get('/api/today', () =>
      glance({ mini: 'solved', medle: 'in-progress', medmatch: 'unsolved' }),
    );
    http.get('/api/stats/:game', ({ params }) => stats(params.game as GameId, 4));
    renderNext('mini');
    const section = await screen.findByRole('region', { name: 'What next' });
    expect(await within(section).findByText('4-day streak')).toBeVisible();
    expect(within(section).getByText('10:12:09')).toBeVisible();
    expect(within(section).getByRole('timer')).toHaveAccessibleName(
      'Next puzzle in about 10 hours',
    );
    // games not played today, in the menu's order: never this one, nor one already finished
    const links = within(section).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Play Medical Crossword', '/medical'],
      ['Play MedWord', '/medword'],
      ['Continue Medle', '/medle'],
    ]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(within(section).getByText('10:12:06')).toBeVisible();
    expect(http.requested('GET', '/api/stats/mini')).toHaveLength(1);
  });

  it('counts a weekly game in weeks, and says so when every game is played', async () => {
    const all = {
      mini: 'solved',
      medword: 'solved',
      medle: 'revealed',
      medmatch: 'unsolved',
    } as const;
    http.get('/api/today', () => glance({ ...all, medical: 'solved' }));
    http.get('/api/stats/:game', () => stats('medical', 1));
    renderNext('medical');
    const section = await screen.findByRole('region', { name: 'What next' });
    expect(await within(section).findByText('1-week streak')).toBeVisible();
    expect(
      await within(section).findByText("You've played every game today. See you tomorrow!"),
    ).toBeVisible();
    expect(within(section).queryAllByRole('link')).toEqual([]);
  });

  it('asks for the new day when the countdown reaches it', async () => {
    let answer = glance({});
    http.get('/api/today', () => answer);
    http.get('/api/stats/:game', () => stats('medword', 0));
    renderNext('medword');
    const section = await screen.findByRole('region', { name: 'What next' });
    expect(await within(section).findByText('0-day streak')).toBeVisible();
    expect(http.requested('GET', '/api/today')).toHaveLength(1);
    answer = { ...glance({}), today: '2026-11-22', nextDayAt: '2026-11-23T05:00:00.000Z' };
    await act(async () => {
      await vi.advanceTimersByTimeAsync((10 * 3600 + 12 * 60 + 10) * 1000);
    });
    expect(http.requested('GET', '/api/today')).toHaveLength(2);
    expect(await within(section).findByText(/^\d+:\d\d:\d\d$/)).toBeVisible();
  });
});
