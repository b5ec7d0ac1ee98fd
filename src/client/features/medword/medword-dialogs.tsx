import { Dialog } from '../../ui';
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
