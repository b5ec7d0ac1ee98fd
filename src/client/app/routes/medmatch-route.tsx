import { useParams } from '../../lib/router';
import { TODAY } from '../../play/api';
import { APP_NAME, useMe } from '../../features/auth';
import { useDailyQuestionGate } from '../../features/daily-question';
import { MEDMATCH_TEXTS, MedmatchScreen } from '../../features/medmatch';
import { PageTitle } from '../../ui';
import { leaderboardSlot, loadFunFact, statsSlot } from './play-slots';

/** /medmatch: today's challenge, its leaderboard, and today's daily question before the start. */
export function MedmatchRoute() {
  const me = useMe();
  const gate = useDailyQuestionGate(TODAY, 'Continue to MedMatch');
  return (
    <>
      <PageTitle>{`${MEDMATCH_TEXTS.title} · ${APP_NAME}`}</PageTitle>
      <MedmatchScreen
        date={TODAY}
        mode="daily"
        loadFunFact={loadFunFact}
        renderLeaderboard={leaderboardSlot('medmatch', me?.id)}
        renderStats={statsSlot('medmatch')}
        {...(gate ? { renderBeforeStart: gate } : {})}
      />
    </>
  );
}

/** /archives/medmatch/:date: nothing recorded, no leaderboard. */
export function ArchivedMedmatchRoute() {
  const { date = '' } = useParams();
  return (
    <>
      <PageTitle>{`${MEDMATCH_TEXTS.title} · ${date} · ${APP_NAME}`}</PageTitle>
      <MedmatchScreen date={date} mode="archive" loadFunFact={loadFunFact} />
    </>
  );
}
