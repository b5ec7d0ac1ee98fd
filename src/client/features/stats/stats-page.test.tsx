import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameStats } from '../../../shared/play/stats';
import type { DailyQuestionStats } from '../../../shared/daily-question/api';
import { errorReply, installFakeServer } from '../../../../test-support/client/fake-server';
import { StatsPage } from './stats-page';

const http = installFakeServer();

const game = (id: string): GameStats => ({
  game: id as GameStats['game'],
  today: '2026-11-21',
  played: id === 'mini' ? 4 : 0,
  solved: id === 'mini' ? 3 : 0,
  solvedPercent: id === 'mini' ? 75 : 0,
  currentStreak: 1,
  longestStreak: 2,
  bestSeconds: id === 'mini' ? 41 : null,
  averageSeconds: id === 'mini' ? 60 : null,
  chart: [{ date: '2026-11-21', status: 'solved', timeSeconds: 41 }],
  distribution: null,
});

const QUESTION: DailyQuestionStats = {
  answered: 5,
  correct: 3,
  skipped: 1,
  accuracyPercent: 75,
  currentStreak: 1,
  longestStreak: 2,
};

function renderPage() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <StatsPage />
    </QueryClientProvider>,
  );
}

describe('StatsPage', () => {
  it("shows every game's statistics and the question's, and offers the data download", async () => {
    http.get('/api/stats/:game', (r) => game(r.params.game ?? ''));
    http.get('/api/daily-question/stats', () => QUESTION);
    renderPage();
    const mini = screen.getByRole('region', { name: 'Mini Crossword' });
    expect(await within(mini).findByText('75%')).toBeInTheDocument();
    for (const name of ['Medical Crossword', 'MedWord', 'Medle', 'MedMatch'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    const question = screen.getByRole('region', { name: 'Question of the Day' });
    expect(await within(question).findByText('5')).toBeInTheDocument();
    expect(within(question).getByText('75%')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Download My Data' });
    expect(link).toHaveAttribute('href', '/api/account/export');
    expect(link).toHaveAttribute('download');
  });

  it('says when the question figures cannot be read, and the games still show', async () => {
    http.get('/api/stats/:game', (r) => game(r.params.game ?? ''));
    http.get('/api/daily-question/stats', () => errorReply(500, 'down'));
    renderPage();
    const question = screen.getByRole('region', { name: 'Question of the Day' });
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      'Your question statistics could not be loaded. Please try again.',
    );
    expect(
      await within(screen.getByRole('region', { name: 'Mini Crossword' })).findByText('75%'),
    ).toBeInTheDocument();
  });
});
