import { Button, Dialog, ShareButton } from '../../../ui';
import { PlayNext } from '../../../play/play-next';
import type { CrosswordGame } from '../api';
import { endTexts, type EndOutcome } from './end-outcome';
import { CROSSWORD_TEXTS as T } from '../texts';
import { PLAY_TEXTS } from '../../../ui/play';
import type { FunFact } from '../../../../shared/fun-facts/facts';

export interface EndModalProps {
  open: boolean;
  game: CrosswordGame;
  outcome: EndOutcome;
  /** The fun fact of the day and its source; null while it loads. */
  funFact: FunFact | null;
  onClose: () => void;
  /** Absent in archive play. */
  onLeaderboard?: () => void;
  /** Opens the player's stats for the game (after a solve). */
  onStats?: () => void;
  /** The spoiler-free text 'Share' gives (src/shared/play/share.ts); none for a deck crossword. */
  shareText?: string;
  /** What was solved, when it is not the game of the day (a study-deck crossword's name). */
  solvedName?: string;
}

/** The win, partial-reveal or puzzle-revealed modal, each with 'Did you know?'. */
export function EndModal({
  open,
  game,
  outcome,
  funFact,
  onClose,
  onLeaderboard,
  onStats,
  shareText,
  solvedName,
}: EndModalProps) {
  const { title, lines } = endTexts(game, outcome, solvedName);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      width={520}
      showClose={false}
      footer={
        <>
          {shareText ? <ShareButton text={shareText} /> : null}
          {onStats ? (
            <Button variant="secondary" onClick={onStats}>
              {T.stats}
            </Button>
          ) : null}
          {onLeaderboard ? (
            <Button variant="secondary" onClick={onLeaderboard}>
              {T.leaderboard}
            </Button>
          ) : null}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <div className="cw-end">
        {lines.map((line) => (
          <p key={line} className="cw-end__line">
            {line}
          </p>
        ))}
        <figure className="cw-end__fact">
          <figcaption className="cw-end__fact-title">{T.didYouKnow}</figcaption>
          <p className="cw-end__fact-text">{funFact ? funFact.text : '…'}</p>
          {funFact?.source ? (
            <p className="cw-end__fact-source">{PLAY_TEXTS.funFactSource(funFact.source)}</p>
          ) : null}
        </figure>
        {/* a daily play (it has its board): the streak, the next day, the games left today */}
        {onLeaderboard ? <PlayNext game={game} /> : null}
      </div>
    </Dialog>
  );
}
