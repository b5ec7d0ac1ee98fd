import { lazy, Suspense } from 'react';
import type { GameId } from '../../../shared/play/games';

const LeaderboardModal = lazy(() =>
  import('../../features/leaderboard').then((m) => ({ default: m.LeaderboardModal })),
);
const StatsModal = lazy(() =>
  import('../../features/stats').then((m) => ({ default: m.StatsModal })),
);

export interface SlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A game's leaderboard modal for a day, its code loaded when first opened. */
export const leaderboardSlot =
  (game: GameId, viewerId: string | undefined) =>
  ({ date, open, onOpenChange }: SlotProps & { date: string }) =>
    open && viewerId ? (
      <Suspense fallback={null}>
        <LeaderboardModal
          game={game}
          date={date}
          viewerId={viewerId}
          open
          onOpenChange={onOpenChange}
        />
      </Suspense>
    ) : null;

/** The player's stats for a game, its code loaded when first opened (after a finish). */
export const statsSlot =
  (game: GameId) =>
  ({ open, onOpenChange }: SlotProps) =>
    open ? (
      <Suspense fallback={null}>
        <StatsModal game={game} open onOpenChange={onOpenChange} />
      </Suspense>
    ) : null;

/** The fun fact of the player's day, its list loaded only when an end screen shows it. */
export const loadFunFact = (day: string) =>
  import('../../../shared/fun-facts/facts').then((m) => m.funFactForDate(day));
