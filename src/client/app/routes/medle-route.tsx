import { useParams } from '../../lib/router';
import { TODAY } from '../../play/api';
import { APP_NAME, useMe } from '../../features/auth';
import { useDailyQuestionGate } from '../../features/daily-question';
import { MEDLE_TEXTS, MedleScreen } from '../../features/medle';
import { PageTitle } from '../../ui';
import { leaderboardSlot, statsSlot } from './play-slots';

/** /medle: today's case, its leaderboard, and today's daily question before the start. */
export function MedleRoute() {
  const gate = useDailyQuestionGate(TODAY, MEDLE_TEXTS.continueFromQuestion);
  const me = useMe();
  return (
    <>
      <PageTitle>{`${MEDLE_TEXTS.title} · ${APP_NAME}`}</PageTitle>
      <MedleScreen
        date={TODAY}
        mode="daily"
        renderLeaderboard={leaderboardSlot('medle', me?.id)}
        renderStats={statsSlot('medle')}
        {...(gate ? { renderBeforeStart: gate } : {})}
      />
    </>
  );
}

/** /archives/medle/:date: nothing recorded, no leaderboard. */
export function ArchivedMedleRoute() {
  const { date = '' } = useParams();
  return (
    <>
      <PageTitle>{`${MEDLE_TEXTS.title} · ${date} · ${APP_NAME}`}</PageTitle>
      <MedleScreen date={date} mode="archive" />
    </>
  );
}
