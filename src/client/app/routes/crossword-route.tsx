import { lazy, Suspense, useState } from 'react';
import { useParams } from '../../lib/router';
import { localDate } from '../../../shared/play/dates';
import { APP_NAME, useMe } from '../../features/auth';
import { CROSSWORD_TEXTS, CrosswordScreen } from '../../features/crossword';
import { DailyQuestionGate } from '../../features/daily-question';
import type { CrosswordGame, LeaderboardSlotProps } from '../../features/crossword';
import { PageTitle } from '../../ui';

const LeaderboardModal = lazy(() =>
  import('../../features/leaderboard').then((m) => ({ default: m.LeaderboardModal })),
);

/** Today's fun fact (the player's local date picks it), loaded only when an end modal opens. */
const loadFunFact = () =>
  import('../../../shared/fun-facts/facts').then((m) => m.funFactForDate(localDate(new Date())));

/** Today's Mini or this week's Medical Crossword, with its leaderboard. */
function DailyCrossword({ game }: { game: CrosswordGame }) {
  const me = useMe();
  // The puzzle day is fixed when the page opens: a play running past midnight stays on its day.
  const [today] = useState(() => localDate(new Date()));
  const renderLeaderboard = ({ open, onOpenChange }: LeaderboardSlotProps) =>
    open && me ? (
      <Suspense fallback={null}>
        <LeaderboardModal
          game={game}
          date={today}
          viewerId={me.id}
          open
          onOpenChange={onOpenChange}
        />
      </Suspense>
    ) : null;
  return (
    <>
      <PageTitle>{`${CROSSWORD_TEXTS.title[game]} · ${APP_NAME}`}</PageTitle>
      <CrosswordScreen
        game={game}
        date={today}
        mode="daily"
        renderLeaderboard={renderLeaderboard}
        loadFunFact={loadFunFact}
        renderBeforeStart={
          game === 'mini' ? (start) => <DailyQuestionGate date={today} onDone={start} /> : undefined
        }
      />
    </>
  );
}

/** An archived puzzle: nothing recorded, no leaderboard. */
function ArchivedCrossword({ game }: { game: CrosswordGame }) {
  const { date = '' } = useParams();
  return (
    <>
      <PageTitle>{`${CROSSWORD_TEXTS.title[game]} · ${date} · ${APP_NAME}`}</PageTitle>
      <CrosswordScreen game={game} date={date} mode="archive" loadFunFact={loadFunFact} />
    </>
  );
}

/** /mini */
export function MiniRoute() {
  return <DailyCrossword game="mini" />;
}

/** /medical */
export function MedicalRoute() {
  return <DailyCrossword game="medical" />;
}

/** /archives/mini/:date */
export function ArchivedMiniRoute() {
  return <ArchivedCrossword game="mini" />;
}

/** /archives/medical/:date */
export function ArchivedMedicalRoute() {
  return <ArchivedCrossword game="medical" />;
}
