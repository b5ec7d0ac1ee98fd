import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, FeedbackMessage, PageTitle, Spinner, buttonClassName } from '../../ui';
import { GAME_IDS, type GameId } from '../../../shared/play/games';
import { gameFacts } from '../../../shared/play/game-facts';
import type { DailyQuestionStats } from '../../../shared/daily-question/api';
import { fetchDailyQuestionStats } from './api';
import { StatsBody } from './stats-modal';
import './stats.css';

export const STATS_PAGE_TEXTS = {
  title: 'Your Statistics',
  intro:
    'Every game you have played, from the server: the same on every device. Only your daily puzzles count; archive, test and deck crosswords do not.',
  question: 'Question of the Day',
  questionFigures: (s: DailyQuestionStats): [string, string][] => [
    ['Answered', String(s.answered)],
    ['Correct', s.accuracyPercent === null ? '–' : `${s.accuracyPercent}%`],
    ['Current streak', String(s.currentStreak)],
    ['Longest streak', String(s.longestStreak)],
  ],
  questionFailed: 'Your question statistics could not be loaded. Please try again.',
  download: 'Download My Data',
  downloadText:
    'Everything MedGrid keeps about you (account, results, plays, answers, friends, decks) as one JSON file.',
} as const;

function QuestionStats() {
  const headingId = useId();
  const query = useQuery({
    queryKey: ['daily-question-stats'],
    queryFn: fetchDailyQuestionStats,
    staleTime: 0,
  });
  return (
    <section className="stats-page__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="stats-page__heading">
        {STATS_PAGE_TEXTS.question}
      </h2>
      {query.isPending ? (
        <p className="stats__note" role="status">
          <Spinner size="sm" decorative /> Loading...
        </p>
      ) : query.isError ? (
        <FeedbackMessage
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        >
          {STATS_PAGE_TEXTS.questionFailed}
        </FeedbackMessage>
      ) : (
        <dl className="stats__figures stats__figures--four">
          {STATS_PAGE_TEXTS.questionFigures(query.data).map(([label, value]) => (
            <div key={label} className="stats__figure">
              <dt className="stats__label">{label}</dt>
              <dd className="stats__value">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function GameSection({ game }: { game: GameId }) {
  const headingId = useId();
  return (
    <section className="stats-page__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="stats-page__heading">
        {gameFacts(game).name}
      </h2>
      <StatsBody game={game} named />
    </section>
  );
}

/** /stats: the player's statistics for every game and the daily question, and their data (issue 33). */
export function StatsPage() {
  return (
    <div className="stats-page">
      <PageTitle>{`${STATS_PAGE_TEXTS.title} · MedGrid`}</PageTitle>
      <header className="stats-page__header">
        <h1 className="stats-page__title">{STATS_PAGE_TEXTS.title}</h1>
        <p className="stats-page__intro">{STATS_PAGE_TEXTS.intro}</p>
      </header>
      <QuestionStats />
      {GAME_IDS.map((game) => (
        <GameSection key={game} game={game} />
      ))}
      <section className="stats-page__section stats-page__data">
        <p className="stats-page__intro">{STATS_PAGE_TEXTS.downloadText}</p>
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href="/api/account/export"
          download
        >
          {STATS_PAGE_TEXTS.download}
        </a>
      </section>
    </div>
  );
}
