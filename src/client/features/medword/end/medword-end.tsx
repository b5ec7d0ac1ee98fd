import { Button, Dialog } from '../../../ui';
import { PlayNextSlot } from '../../../play/play-next-slot';
// the end screens' shared parts by their own modules, not the barrels: chunk play-end
import { PlayResultActions } from '../../../play/play-result';
import { formatDuration } from '../../../ui/play';
import { reviewNotice } from '../../../ui/play/review-notice';
import { emojiRow } from '../../../../shared/medword/rules';
import { MAX_GUESSES } from '../../../../shared/medword/schema-constants';
import { shareText } from '../../../../shared/play/share';
import type { MedwordView } from '../../../../shared/medword/play';
import type { MedwordPlayState, MedwordResult } from '../api';
import type { MedwordSnapshot } from '../medword-session';
import { MEDWORD_TEXTS as T } from '../texts';

/*
 * MedWord's end screens: the end dialog with its share text, and 'About {word}'. A chunk of their
 * own (usePreloadWhenUnderWay), so the first view of /medword does not carry them.
 */

export interface MedwordEndProps {
  /** The end dialog shows (after each finish, and on 'See Results'). */
  open: boolean;
  aboutOpen: boolean;
  won: boolean;
  answer: NonNullable<MedwordView['answer']>;
  snapshot: Pick<MedwordSnapshot, 'guesses' | 'hard' | 'clock'> & { state: MedwordPlayState };
  highContrast: boolean;
  onAbout: () => void;
  onAboutClose: () => void;
  onTryAgain: () => void;
  onClose: () => void;
  /** Absent in archive play. */
  onLeaderboard?: (() => void) | undefined;
  onStats?: (() => void) | undefined;
}

/** The end dialog and 'About {word}', once a play is over. */
export function MedwordEnd(p: MedwordEndProps) {
  const { guesses, hard, clock, state } = p.snapshot;
  const share = shareText(
    'medword',
    state.puzzleDate,
    {
      timeSeconds: Math.floor(clock.activeMs / 1000),
      penaltySeconds: 0,
      solved: p.won,
      tally: `${p.won ? guesses.length : 'X'}/${MAX_GUESSES}${hard ? '*' : ''}`,
      picture: guesses.map((g) => emojiRow(g.states, p.highContrast)),
    },
    typeof window === 'undefined' ? undefined : `${window.location.origin}/medword`,
  );
  return (
    <>
      <EndDialog
        open={p.open}
        won={p.won}
        word={p.answer.word}
        guesses={guesses.length}
        hard={hard}
        activeMs={clock.activeMs}
        result={state.result}
        shareText={share}
        onAbout={p.onAbout}
        onTryAgain={p.onTryAgain}
        onClose={p.onClose}
        {...(p.onLeaderboard ? { onLeaderboard: p.onLeaderboard } : {})}
        {...(p.onStats ? { onStats: p.onStats } : {})}
      />
      <AboutDialog
        open={p.aboutOpen}
        word={p.answer.word}
        explanation={p.answer.explanation}
        source={p.answer.source}
        onClose={p.onAboutClose}
      />
    </>
  );
}

interface EndDialogProps {
  open: boolean;
  won: boolean;
  word: string;
  guesses: number;
  /** Played in Hard Mode. */
  hard: boolean;
  activeMs: number;
  result: MedwordResult | null;
  shareText: string;
  onAbout: () => void;
  onTryAgain: () => void;
  onClose: () => void;
  /** Absent in archive play. */
  onLeaderboard?: () => void;
  onStats?: () => void;
}

/** After the last guess: the outcome, the word, Share, About, Stats, Leaderboard, Try Again. */
function EndDialog(props: EndDialogProps) {
  const { won, word, guesses, activeMs, result } = props;
  const notice = reviewNotice(result?.review, result?.reviewReason);
  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => !next && props.onClose()}
      title={won ? T.winTitle : T.lossTitle}
      width={520}
      showClose={false}
      footer={
        <PlayResultActions
          shareText={props.shareText}
          onStats={props.onStats}
          onLeaderboard={props.onLeaderboard}
          last={<Button onClick={props.onClose}>{T.close}</Button>}
        />
      }
    >
      <div className="mw-end">
        <p className="mw-end__line">
          {won ? T.winText(word, guesses, formatDuration(activeMs)) : T.lossText(word)}
        </p>
        {won && result?.score != null ? <p>{T.score(result.score)}</p> : null}
        {props.hard ? <p className="mw-end__hard">{T.hardMode}</p> : null}
        {notice ? <p>{notice}</p> : null}
        <div className="mw-end__links">
          <Button variant="ghost" onClick={props.onAbout}>
            {T.about(word)}
          </Button>
          <Button variant="ghost" onClick={props.onTryAgain}>
            {T.tryAgain}
          </Button>
        </div>
        {/* a daily play (it has its board): the streak, the next day, the games left today */}
        {props.onLeaderboard ? <PlayNextSlot game="medword" /> : null}
      </div>
    </Dialog>
  );
}

/** 'About {word}': what the word means, and its source. */
function AboutDialog({
  open,
  word,
  explanation,
  source,
  onClose,
}: {
  open: boolean;
  word: string;
  explanation: string;
  source: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={T.about(word)}
      width={520}
    >
      <div className="mw-about">
        <p>{explanation}</p>
        {source ? <p className="mw-about__source">Source: {source}</p> : null}
      </div>
    </Dialog>
  );
}
