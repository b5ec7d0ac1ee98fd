import { useParams } from '../../lib/router';
import { TODAY } from '../../play/api';
import { APP_NAME, useMe } from '../../features/auth';
import { DailyQuestionGate } from '../../features/daily-question';
import { MEDLE_TEXTS, MedleScreen } from '../../features/medle';
import { PageTitle } from '../../ui';
import { leaderboardSlot, statsSlot } from './play-slots';

/** /medle: today's case, its leaderboard, and today's daily question before the start. */
export function MedleRoute() {
  const me = useMe();
  return (
    <>
      <PageTitle>{`${MEDLE_TEXTS.title} · ${APP_NAME}`}</PageTitle>
      <MedleScreen
        date={TODAY}
        mode="daily"
        renderLeaderboard={leaderboardSlot('medle', me?.id)}
        renderStats={statsSlot('medle')}
        renderBeforeStart={(start, nothingToAsk) => (
          <DailyQuestionGate
            date={TODAY}
            onDone={start}
            onNothingToAsk={nothingToAsk}
            continueLabel={MEDLE_TEXTS.continueFromQuestion}
          />
        )}
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
