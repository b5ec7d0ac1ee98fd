import type { ReactNode } from 'react';
import { Button, ShareButton } from '../ui';
import { PLAY_TEXTS } from '../ui/play';

export interface PlayResultActionsProps {
  shareText: string;
  onStats?: (() => void) | undefined;
  onLeaderboard?: (() => void) | undefined;
  /** The game's own first action ('Explain', 'Review Answers'). */
  first?: ReactNode;
  /** The last action: Try Again, or the dialog's Close. */
  last: ReactNode;
}

/** What every end screen offers: the game's own action, Share, Stats, Leaderboard, then the last. */
export function PlayResultActions(p: PlayResultActionsProps) {
  return (
    <>
      {p.first}
      <ShareButton text={p.shareText} />
      {p.onStats ? (
        <Button variant="secondary" onClick={p.onStats}>
          {PLAY_TEXTS.stats}
        </Button>
      ) : null}
      {p.onLeaderboard ? (
        <Button variant="secondary" onClick={p.onLeaderboard}>
          {PLAY_TEXTS.leaderboard}
        </Button>
      ) : null}
      {p.last}
    </>
  );
}

/** Try Again, as every end screen's last action. */
export function TryAgainButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      {PLAY_TEXTS.tryAgain}
    </Button>
  );
}
