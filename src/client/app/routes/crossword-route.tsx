import { useParams } from '../../lib/router';
import { APP_NAME, useMe, useSolverSettings } from '../../features/auth';
import { CROSSWORD_TEXTS, CrosswordScreen, TODAY } from '../../features/crossword';
import { useDailyQuestionGate } from '../../features/daily-question';
import type { CrosswordGame } from '../../features/crossword';
import { PageTitle } from '../../ui';
import { gameFacts } from '../../../shared/play/game-facts';
import { leaderboardSlot, loadFunFact, statsSlot } from './play-slots';

/**
 * Today's Mini or this week's Medical Crossword, with its leaderboard. The page asks for `today`:
 * the server names the player's day (one 'today' per player), and the play keeps that day even
 * when it runs past midnight.
 */
function DailyCrossword({ game }: { game: CrosswordGame }) {
  const me = useMe();
  const { settings, change } = useSolverSettings();
  const gate = useDailyQuestionGate(TODAY);
  return (
    <>
      <PageTitle>{`${CROSSWORD_TEXTS.title[game]} · ${APP_NAME}`}</PageTitle>
      <CrosswordScreen
        game={game}
        date={TODAY}
        mode="daily"
        settings={settings}
        onSettingsChange={change}
        renderLeaderboard={leaderboardSlot(game, me?.id)}
        renderStats={statsSlot(game)}
        loadFunFact={loadFunFact}
        {...(gate && gameFacts(game).asksDailyQuestion ? { renderBeforeStart: gate } : {})}
      />
    </>
  );
}

/** An archived puzzle: nothing recorded, no leaderboard. */
function ArchivedCrossword({ game }: { game: CrosswordGame }) {
  const { date = '' } = useParams();
  const { settings, change } = useSolverSettings();
  return (
    <>
      <PageTitle>{`${CROSSWORD_TEXTS.title[game]} · ${date} · ${APP_NAME}`}</PageTitle>
      <CrosswordScreen
        game={game}
        date={date}
        mode="archive"
        loadFunFact={loadFunFact}
        settings={settings}
        onSettingsChange={change}
      />
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
