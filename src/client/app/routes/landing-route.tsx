import { Suspense, useState } from 'react';
import { APP_NAME, TAGLINE, useMe } from '../../features/auth';
import { LandingPage } from '../../features/landing';
import { GAME_ICONS } from '../games/icons';
import { lazyComponent } from '../../lib/lazy-component';
import type { GameId } from '../../../shared/play/games';
import { useAppConfig } from '../config';

/** The stats modal is its own chunk, loaded when a player first opens it. */
const StatsModal = lazyComponent('landing-stats-modal', () =>
  import('../../features/stats').then((m) => m.StatsModal),
).Component;

/** /landing with the signed-in user's name, the server's contact and social links, and stats. */
export function LandingRoute() {
  const me = useMe();
  const config = useAppConfig();
  const [stats, setStats] = useState<GameId | null>(null);
  if (!me) return null;
  return (
    <>
      <LandingPage
        appName={APP_NAME}
        tagline={TAGLINE}
        username={me.username}
        contactEmail={config?.contactEmail}
        socialUrl={config?.socialUrl}
        onOpenStats={setStats}
        icons={GAME_ICONS}
      />
      {stats ? (
        <Suspense fallback={null}>
          <StatsModal game={stats} open onOpenChange={(open) => !open && setStats(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
