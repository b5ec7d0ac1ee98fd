import { Button, Dialog, ShareButton } from '../../ui';
import { checkPenaltySeconds } from '../../../shared/play/fair-play';
import { formatRankedTime } from '../../../shared/play/leaderboard';
import { shareText } from '../../../shared/play/share';
import type { CrosswordGame, CrosswordResult } from './api';
import type { Board } from './board';
import { CROSSWORD_TEXTS as T } from './texts';
import { formatDuration, reviewNotice } from '../../ui/play';
import { PlayNext } from '../../play';

export interface EndOutcome {
  kind: 'win' | 'partial' | 'revealed';
  timeMs: number;
  revealed: number;
  missed: number;
  /** Squares Check marked wrong: 10 seconds each on the ranked time. */
  wrongChecks: number;
  /** The recorded result's review (daily play): 'pending' while held off the leaderboard. */
  review: CrosswordResult['review'];
  /** Why it is held, when it is. */
  reviewReason: CrosswordResult['reviewReason'];
}

/**
 * How a finished play ended (docs/product.md#crossword-end-screens): alone, with some reveals, or
 * all revealed.
 */
export function endOutcome(
  board: Pick<Board, 'revealedCount' | 'missedCount' | 'entirePuzzleRevealed' | 'wrongChecks'>,
  timeMs: number,
  result: Pick<CrosswordResult, 'review' | 'reviewReason'> | null = null,
): EndOutcome {
  const kind = board.entirePuzzleRevealed
    ? 'revealed'
    : board.revealedCount > 0
      ? 'partial'
      : 'win';
  return {
    kind,
    timeMs,
    revealed: board.revealedCount,
    missed: board.missedCount,
    wrongChecks: board.wrongChecks,
    review: result?.review ?? null,
    reviewReason: result?.reviewReason ?? null,
  };
}

/**
 * What 'Share' gives for a finished crossword: 'MedGrid Mini 24 Nov 2026 — 0:47 ✓', with the
 * check penalty in the time and a link to the game; spoiler-free.
 */
export function shareTextOf(
  game: CrosswordGame,
  state: { puzzleDate: string },
  board: Pick<Board, 'revealedCount' | 'entirePuzzleRevealed' | 'wrongChecks'>,
  activeMs: number,
): string {
  const penaltySeconds = checkPenaltySeconds(board.wrongChecks);
  const solved = board.revealedCount === 0 && !board.entirePuzzleRevealed;
  const url = typeof window === 'undefined' ? undefined : `${window.location.origin}/${game}`;
  return shareText(
    game,
    state.puzzleDate,
    { timeSeconds: Math.floor(activeMs / 1000) + penaltySeconds, penaltySeconds, solved },
    url,
  );
}

/** The ranked time of a solve with its check penalty: '1:05 (+0:30)'. */
export function rankedTimeText(activeMs: number, wrongChecks: number): string {
  const penalty = checkPenaltySeconds(wrongChecks);
  return formatRankedTime(Math.floor(activeMs / 1000) + penalty, penalty);
}

/**
 * The title and lines of an end modal (docs/product.md#crossword-end-screens), then the check
 * penalty and a review hold when there is one (docs/product.md#held-for-review).
 */
export function endTexts(game: CrosswordGame, o: EndOutcome): { title: string; lines: string[] } {
  const time = formatDuration(o.timeMs);
  const fairPlay: string[] = [];
  if (o.kind === 'win' && o.wrongChecks > 0)
    fairPlay.push(T.checkPenalty(rankedTimeText(o.timeMs, o.wrongChecks), o.wrongChecks));
  const notice = reviewNotice(o.review, o.reviewReason);
  if (notice) fairPlay.push(notice);
  switch (o.kind) {
    case 'win':
      return { title: T.winTitle, lines: [T.winText(game, time), ...fairPlay] };
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
  /** Opens the player's stats for the game (after a solve). */
  onStats?: () => void;
  /** The spoiler-free text 'Share' gives (src/shared/play/share.ts). */
  shareText: string;
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
}: EndModalProps) {
  const { title, lines } = endTexts(game, outcome);
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
          <ShareButton text={shareText} />
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
          <p className="cw-end__fact-text">{funFact ?? '…'}</p>
        </figure>
        {/* a daily play (it has its board): the streak, the next day, the games left today */}
        {onLeaderboard ? <PlayNext game={game} /> : null}
      </div>
    </Dialog>
  );
}
