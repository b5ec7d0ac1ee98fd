import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, FeedbackMessage, Spinner } from '../../ui';
import type { GameId } from '../../../shared/play/games';
import { gameFacts } from '../../../shared/play/game-facts';
import type { GameStats } from '../../../shared/play/stats';
import { fetchStats } from './api';
import { statTime } from './format';
import { GuessDistribution } from './guess-distribution';
import { StatsChart } from './stats-chart';
import './stats.css';

export interface StatsModalProps {
  game: GameId;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export const STATS_TEXTS = {
  title: (game: GameId) => `${gameFacts(game).name} Statistics`,
  loading: 'Loading...',
  failed: 'Your statistics could not be loaded. Please try again.',
  chart: (game: GameId, days: number) =>
    gameFacts(game).validityDays > 1 ? `Last ${days} puzzles` : `Last ${days} days`,
} as const;

function Figures({ stats }: { stats: GameStats }) {
  const figures: [string, string][] = [
    ['Played', String(stats.played)],
    ['Solved', `${stats.solvedPercent}%`],
    ['Current streak', String(stats.currentStreak)],
    ['Longest streak', String(stats.longestStreak)],
    ['Best time', statTime(stats.bestSeconds)],
    ['Average time', statTime(stats.averageSeconds)],
  ];
  return (
    <dl className="stats__figures">
      {figures.map(([label, value]) => (
        <div key={label} className="stats__figure">
          <dt className="stats__label">{label}</dt>
          <dd className="stats__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One game's statistics: the figures, the distribution and the chart (the modal's and the page's). */
export function StatsBody({ game, named = false }: { game: GameId; named?: boolean }) {
  const chartId = useId();
  const distributionId = useId();
  // fresh on every opening: a solve counts the moment it is recorded
  const query = useQuery({
    queryKey: ['stats', game],
    queryFn: () => fetchStats(game),
    staleTime: 0,
  });
  if (query.isPending)
    return (
      <p className="stats__note" role="status">
        <Spinner size="sm" decorative /> {STATS_TEXTS.loading}
      </p>
    );
  if (query.isError)
    return (
      <FeedbackMessage
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {STATS_TEXTS.failed}
      </FeedbackMessage>
    );
  const stats = query.data;
  return (
    <div className="stats">
      <Figures stats={stats} />
      {stats.distribution ? (
        <GuessDistribution distribution={stats.distribution} headingId={distributionId} />
      ) : null}
      <StatsChart
        chart={stats.chart}
        heading={STATS_TEXTS.chart(game, stats.chart.length)}
        headingId={chartId}
        gameName={named ? gameFacts(game).name : undefined}
      />
    </div>
  );
}

/**
 * A player's statistics for one game, from the server (the same on every device): played, solved
 * %, streaks, best and average time, the guess distribution of a guessing game, and the last 30 days. Its own chunk: loaded on first use.
 */
export function StatsModal({ game, open, onOpenChange }: StatsModalProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={STATS_TEXTS.title(game)}
      width={520}
      mobileSheet
    >
      <StatsBody game={game} />
    </Dialog>
  );
}
