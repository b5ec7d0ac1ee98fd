import { useParams } from '../../lib/router';
import { TODAY } from '../../play/api';
import { APP_NAME, useMe, useSolverSettings } from '../../features/auth';
import { DailyQuestionGate } from '../../features/daily-question';
import { MEDWORD_TEXTS, MedwordScreen } from '../../features/medword';
import { PageTitle } from '../../ui';
import { leaderboardSlot, statsSlot } from './play-slots';

/** /medword: today's word, its leaderboard, and today's daily question before the start. */
export function MedwordRoute() {
  const me = useMe();
  const { settings, change } = useSolverSettings();
  return (
    <>
      <PageTitle>{`${MEDWORD_TEXTS.title} · ${APP_NAME}`}</PageTitle>
      <MedwordScreen
        date={TODAY}
        mode="daily"
        settings={settings}
        onSettingsChange={change}
        renderLeaderboard={leaderboardSlot('medword', me?.id)}
        renderStats={statsSlot('medword')}
        renderBeforeStart={(start, nothingToAsk) => (
          <DailyQuestionGate
            date={TODAY}
            onDone={start}
            onNothingToAsk={nothingToAsk}
            continueLabel={MEDWORD_TEXTS.continueFromQuestion}
          />
        )}
      />
    </>
  );
}

/** /archives/medword/:date: nothing recorded, no leaderboard. */
export function ArchivedMedwordRoute() {
  const { date = '' } = useParams();
  const { settings, change } = useSolverSettings();
  return (
    <>
      <PageTitle>{`${MEDWORD_TEXTS.title} · ${date} · ${APP_NAME}`}</PageTitle>
      <MedwordScreen date={date} mode="archive" settings={settings} onSettingsChange={change} />
    </>
  );
}
