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

export interface ExplanationProps {
  open: boolean;
  diagnosis: string;
  detailedExplanation: string;
  whyDiagnosis: string;
  source: string | null;
  onClose: () => void;
}

/** The explanation modal: the diagnosis, what it is, and why the clues point to it. */
export function ExplanationDialog(props: ExplanationProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => !next && props.onClose()}
      title={T.explanationTitle(props.diagnosis)}
      width={600}
    >
      <div className="ml-explain">
        <h3>{T.detailed}</h3>
        <p>{props.detailedExplanation}</p>
        <h3>{T.why}</h3>
        <p>{props.whyDiagnosis}</p>
        {props.source ? <p className="ml-explain__source">Source: {props.source}</p> : null}
      </div>
    </Dialog>
  );
}
