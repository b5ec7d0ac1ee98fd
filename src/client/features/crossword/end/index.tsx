import { ShareButton } from '../../../ui';
import { useFunFact } from '../../../ui/play/use-fun-fact';
import type { FunFact } from '../../../../shared/fun-facts/facts';
import type { CrosswordGame, CrosswordResult } from '../api';
import type { Board } from '../board';
import { EndModal, type EndModalProps } from './end-modal';
import { endOutcome, shareTextOf } from './end-outcome';

/*
 * What a crossword shows once it is over: the end modal, Share in the tools and the completed
 * banner. One chunk (crossword-dialogs and crossword-board load it through usePreloadWhenUnderWay),
 * so the first view of a crossword does not carry it.
 */

export { CompletedBanner } from './completed-banner';

/** Where the play ended, as the end screens read it. */
export interface FinishedPlay {
  game: CrosswordGame;
  puzzleDate: string;
  board: Board;
  activeMs: number;
  /** A study-deck crossword's name: practice, so no share text and no day in it. */
  practiceName?: string;
}

/** 'Share' among the tools of a solved puzzle. */
export function ShareTool({ play }: { play: FinishedPlay }) {
  return (
    <ShareButton
      text={shareTextOf(play.game, { puzzleDate: play.puzzleDate }, play.board, play.activeMs)}
      size="sm"
    />
  );
}

/** The end modal of a finished play: how it ended, and its share text. */
export function CrosswordEnd({
  play,
  result,
  loadFunFact,
  ...props
}: Omit<EndModalProps, 'game' | 'outcome' | 'shareText' | 'funFact'> & {
  play: FinishedPlay;
  result: CrosswordResult | null;
  /** The fun fact of the player's day, loaded when the modal first opens. */
  loadFunFact: () => Promise<FunFact>;
}) {
  const { game, puzzleDate, board, activeMs } = play;
  const funFact = useFunFact(props.open, loadFunFact);
  return (
    <EndModal
      {...props}
      funFact={funFact}
      game={game}
      outcome={endOutcome(board, activeMs, result)}
      {...(play.practiceName === undefined
        ? { shareText: shareTextOf(game, { puzzleDate }, board, activeMs) }
        : { solvedName: play.practiceName })}
    />
  );
}
