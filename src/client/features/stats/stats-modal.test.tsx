import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../shared/play/dates';
import type { GameId } from '../../../shared/play/games';
import type { GameStats, StatsChartDay } from '../../../shared/play/stats';
import { installFakeServer } from '../../../../test-support/client/fake-server';
import { StatsModal } from './stats-modal';

const http = installFakeServer();

const day = (n: number) => addDays('2026-11-21', n);
const none = (date: string): StatsChartDay => ({ date, status: 'none', timeSeconds: null });

function stats(partial: Partial<GameStats> = {}): GameStats {
  // the last 30 days to Nov 21: nothing, then a solve in 1:05, a reveal, a solve in 0:42
  const chart: StatsChartDay[] = Array.from({ length: 27 }, (_, i) => none(day(i - 29)));
  chart.push(
    { date: day(-2), status: 'solved', timeSeconds: 65 },
    { date: day(-1), status: 'revealed', timeSeconds: null },
    { date: day(0), status: 'solved', timeSeconds: 42 },
  );
  return {
    game: 'mini',
    today: day(0),
    played: 3,
    solved: 2,
    solvedPercent: 67,
    currentStreak: 1,
    longestStreak: 1,
    bestSeconds: 42,
    averageSeconds: 54,
    chart,
    distribution: null,
    ...partial,
  };
}

/** GET /api/stats/:game answers these figures. */
const answer = (body: GameStats) => http.get('/api/stats/:game', () => body);
/** The paths asked for. */
const asked = () => http.requests.map((r) => r.path);

function open(game: GameId = 'mini') {
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StatsModal game={game} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { onOpenChange, user: userEvent.setup() };
}

describe('StatsModal', () => {
  it("shows the game's figures from the server", async () => {
    answer(stats());
    open();
    const dialog = screen.getByRole('dialog', { name: 'Mini Crossword Statistics' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading...');
    const figures = await within(dialog).findAllByRole('term');
    expect(figures.map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Played 3',
      'Solved 67%',
      'Current streak 1',
      'Longest streak 1',
      'Best time 0:42',
      'Average time 0:54',
    ]);
    expect(asked()).toEqual(['/api/stats/mini']);
  });

  it('gives screen readers the 30 days as a table, and sighted players bars with a legend', async () => {
    answer(stats());
    open();
    const table = await screen.findByRole('table', { name: 'Last 30 days, oldest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows.slice(-3).map((r) => r.textContent)).toEqual([
      'Nov 19Solved in 1 minute 5 seconds',
      'Nov 20Revealed',
      'Nov 21Solved in 42 seconds',
    ]);
    expect(rows[0]).toHaveTextContent('Oct 23Not played');
    const chart = screen.getByRole('region', { name: 'Last 30 days' });
    expect(chart).toHaveTextContent('Solved 2 of 30');
    // an SVG drawing, hidden from screen readers (the table says the same)
    const svg = chart.querySelector('svg');
    expect(svg?.closest('[aria-hidden="true"]')).not.toBeNull();
    const bars = chart.querySelectorAll('svg rect.stats-chart__rect');
    expect(bars).toHaveLength(30);
    // the longest solve fills the chart; the other is in proportion
    expect(bars[27]).toHaveAttribute('height', '100');
    expect(bars[29]?.getAttribute('height')).toMatch(/^64\.6/);
    expect(bars[28]).toHaveClass('stats-chart__rect--revealed');
    expect(chart.querySelector('.stats-chart__legend')).toHaveTextContent('Revealed');
  });

  it("says 'puzzles' for the weekly crossword, and a dash for times with none solved", async () => {
    answer(
      stats({
        game: 'medical',
        played: 0,
        solved: 0,
        solvedPercent: 0,
        currentStreak: 0,
        longestStreak: 0,
        bestSeconds: null,
        averageSeconds: null,
        chart: [none('2026-11-07'), none('2026-11-14')],
      }),
    );
    open('medical');
    expect(
      screen.getByRole('dialog', { name: 'Medical Crossword Statistics' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Last 2 puzzles' })).toBeInTheDocument();
    expect(screen.getByText('Best time').nextElementSibling).toHaveTextContent('–');
  });

  it("shows MedWord's guess distribution with today's row marked", async () => {
    answer(
      stats({
        game: 'medword',
        distribution: { measure: 'guesses', counts: [0, 1, 3, 2, 0, 0], today: 4 },
      }),
    );
    open('medword');
    const dist = await screen.findByRole('region', { name: 'Guess distribution' });
    const rows = within(dist).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.visually-hidden')?.textContent)).toEqual([
      '1 guess: 0 solves',
      '2 guesses: 1 solve',
      '3 guesses: 3 solves',
      '4 guesses: 2 solves, including today',
      '5 guesses: 0 solves',
      '6 guesses: 0 solves',
    ]);
    expect(rows[3]).toHaveClass('stats-dist__row--today');
    // the most common count fills the row; the others are in proportion
    expect(rows[2]?.style.getPropertyValue('--bar')).toBe('100%');
    expect(rows[1]?.style.getPropertyValue('--bar')).toMatch(/^33\.3/);
  });

  it("shows Medle's solves by clues used", async () => {
    answer(
      stats({
        game: 'medle',
        distribution: { measure: 'clues', counts: [2, 1, 0, 0, 0, 0], today: 1 },
      }),
    );
    open('medle');
    const dist = await screen.findByRole('region', { name: 'Clues used' });
    expect(within(dist).getAllByRole('listitem')[0]).toHaveTextContent(
      '1 clue: 2 solves, including today',
    );
  });

  it('shows no distribution for a crossword', async () => {
    answer(stats());
    open();
    await screen.findByText('Played');
    expect(screen.queryByRole('region', { name: 'Guess distribution' })).not.toBeInTheDocument();
  });

  it('says when the statistics cannot be loaded, and tries again', async () => {
    http.failNext({ status: 500 });
    answer(stats());
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your statistics could not be loaded. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Played')).toBeInTheDocument();
    expect(asked()).toHaveLength(2);
  });

  it('closes with its Close button', async () => {
    answer(stats());
    const { user, onOpenChange } = open();
    await screen.findByText('Played');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
