import { checkPenaltySeconds } from '../../../../shared/play/fair-play';
import { formatRankedTime } from '../../../../shared/play/leaderboard';
import { shareText } from '../../../../shared/play/share';
import type { CrosswordGame, CrosswordResult } from '../api';
import type { Board } from '../board';
import { CROSSWORD_TEXTS as T } from '../texts';
import { formatDuration } from '../../../ui/play';
import { reviewNotice } from '../../../ui/play/review-notice';

/*
 * How a crossword play ended and what its end screens say (the end modal, the completed banner,
 * the share text): pure, in the end screens' chunk (end/index.tsx).
 */

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
export function endTexts(
  game: CrosswordGame,
  o: EndOutcome,
  /** A study-deck crossword's name, said in place of the game's. */
  solvedName?: string,
): { title: string; lines: string[] } {
  const time = formatDuration(o.timeMs);
  const fairPlay: string[] = [];
  if (o.kind === 'win' && o.wrongChecks > 0)
    fairPlay.push(T.checkPenalty(rankedTimeText(o.timeMs, o.wrongChecks), o.wrongChecks));
  const notice = reviewNotice(o.review, o.reviewReason);
  if (notice) fairPlay.push(notice);
  switch (o.kind) {
    case 'win':
      return {
        title: T.winTitle,
        lines: [
          solvedName === undefined ? T.winText(game, time) : T.solvedIn(solvedName, time),
          ...fairPlay,
        ],
      };
    case 'partial':
      return { title: T.partialTitle, lines: [T.partialText(o.revealed), `Your time: ${time}`] };
    case 'revealed':
      return {
        title: T.revealedTitle,
        lines: [T.revealedText, T.missed(o.missed), `Your time: ${time}`],
      };
  }
}
