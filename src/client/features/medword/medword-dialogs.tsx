import { Button, Dialog } from '../../ui';
import { PlayNextSlot, PlayResultActions } from '../../play';
import { formatDuration, reviewNotice } from '../../ui/play';
import type { MedwordResult } from './api';
import { MEDWORD_TEXTS as T } from './texts';

/** 'How to Play MedWord'. */
export function HelpDialog({
  open,
  highContrast,
  onClose,
}: {
  open: boolean;
  highContrast: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={T.help} width={520}>
      <div className={`mw-help${highContrast ? ' mw-help--contrast' : ''}`}>
        <p>
          Guess the day's six-letter medical word in six tries. Type a word and press ENTER; each
          guess must be a real word.
        </p>
        <p>
          On a keyboard, letters, Backspace and Enter play wherever you are on the page; Space
          presses the focused button, and <kbd>?</kbd> opens this help. The clock stops while it is
          open.
        </p>
        <ul className="mw-help__legend">
          <li>
            <span className="mw-tile mw-tile--correct" aria-hidden="true">
              S
            </span>{' '}
            The letter is in the word, in that spot.
          </li>
          <li>
            <span className="mw-tile mw-tile--present" aria-hidden="true">
              E
            </span>{' '}
            The letter is in the word, in another spot.
          </li>
          <li>
            <span className="mw-tile mw-tile--absent" aria-hidden="true">
              P
            </span>{' '}
            The letter is not in the word. A repeated letter is marked only as often as it appears.
          </li>
        </ul>
        <p>
          Today's Focus names the word's field. Stuck? Open a hint; hints do not disqualify you and
          show on your leaderboard row. Your score is 1000, minus 2 points per second and 50 per
          guess. The fastest solve ranks first, ties go to fewer guesses.
        </p>
      </div>
    </Dialog>
  );
}

export interface EndDialogProps {
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
export function EndDialog(props: EndDialogProps) {
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
export function AboutDialog({
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
