import { Dialog } from '../../ui';
import { GUESSES_PER_CLUE } from '../../../shared/medle/schema-constants';
import { MEDLE_TEXTS as T } from './texts';

/** 'How to Play Medle'. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={T.help} width={540}>
      <div className="ml-help">
        <p>
          Name the diagnosis from a case that unfolds one clue at a time, from the first complaint
          to the finding that settles it.
        </p>
        <ul>
          <li>
            Type one diagnosis, picking it from the suggestions, and press Submit or Enter.
            Synonyms, eponyms and common abbreviations count; a text that is not a diagnosis on our
            list is not counted as a guess.
          </li>
          <li>
            A guess on the right track shows <strong>You're Close!</strong>: a diagnosis that shares
            a word with the answer, or a broader disorder.
          </li>
          <li>
            Each clue allows {GUESSES_PER_CLUE.easy} guesses on an Introductory case,{' '}
            {GUESSES_PER_CLUE.medium} on Moderate and {GUESSES_PER_CLUE.hard} on Complex; then the
            next clue comes out. Next Clue brings it sooner.
          </li>
          <li>
            With every clue out, Reveal Diagnosis ends the case, and so does running out of guesses
            on the last clue. A revealed case is not ranked.
          </li>
        </ul>
        <p>
          Your score is 1000, minus 2 points per second, 50 per guess and 100 per clue after the
          first, times 1.2 on a Moderate case and 1.5 on a Complex one. The highest score ranks
          first; ties go to the faster time.
        </p>
      </div>
    </Dialog>
  );
}
