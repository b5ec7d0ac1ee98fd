import { useParams } from '../../lib/router';
import { TODAY } from '../../play/api';
import { APP_NAME, useMe, useSolverSettings } from '../../features/auth';
import { useDailyQuestionGate } from '../../features/daily-question';
import { MEDWORD_TEXTS, MedwordScreen } from '../../features/medword';
import { PageTitle } from '../../ui';
import { leaderboardSlot, statsSlot } from './play-slots';

/** /medword: today's word, its leaderboard, and today's daily question before the start. */
export function MedwordRoute() {
  const gate = useDailyQuestionGate(TODAY, MEDWORD_TEXTS.continueFromQuestion);
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
        {...(gate ? { renderBeforeStart: gate } : {})}
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
