import { Button, Dialog } from '../../ui';
import type { CrosswordGame } from './api';
import type { Board } from './board';
import { CROSSWORD_TEXTS as T } from './texts';
import { formatDuration } from './time-format';

export interface EndOutcome {
  kind: 'win' | 'partial' | 'revealed';
  timeMs: number;
  revealed: number;
  missed: number;
}

/** How a finished play ended (spec 02 §4 Completion): won alone, with some reveals, or all revealed. */
export function endOutcome(
  board: Pick<Board, 'revealedCount' | 'missedCount' | 'entirePuzzleRevealed'>,
  timeMs: number,
): EndOutcome {
  const kind = board.entirePuzzleRevealed
    ? 'revealed'
    : board.revealedCount > 0
      ? 'partial'
      : 'win';
  return { kind, timeMs, revealed: board.revealedCount, missed: board.missedCount };
}

/** The title and lines of an end modal (spec 02 §2 End modals, verbatim). */
export function endTexts(game: CrosswordGame, o: EndOutcome): { title: string; lines: string[] } {
  const time = formatDuration(o.timeMs);
  switch (o.kind) {
    case 'win':
      return { title: T.winTitle, lines: [T.winText(game, time)] };
    case 'partial':
      return { title: T.partialTitle, lines: [T.partialText(o.revealed), `Your time: ${time}`] };
    case 'revealed':
      return {
        title: T.revealedTitle,
        lines: [T.revealedText, T.missed(o.missed), `Your time: ${time}`],
      };
  }
}

export interface EndModalProps {
  open: boolean;
  game: CrosswordGame;
  outcome: EndOutcome;
  /** The fun fact of the day; null while it loads. */
  funFact: string | null;
  onClose: () => void;
  /** Absent in archive play. */
  onLeaderboard?: () => void;
}

/** The win, partial-reveal or puzzle-revealed modal, each with 'Did you know?'. */
export function EndModal({ open, game, outcome, funFact, onClose, onLeaderboard }: EndModalProps) {
  const { title, lines } = endTexts(game, outcome);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      width={460}
      showClose={false}
      footer={
        <>
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
          <p className="cw-end__fact-text">{funFact ?? '…'}</p>
        </figure>
      </div>
    </Dialog>
  );
}
