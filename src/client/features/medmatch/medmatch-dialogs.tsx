import { Button, Dialog } from '../../ui';
import { LIVES } from '../../../shared/medmatch/schema-constants';
import { MEDMATCH_TEXTS as T } from './texts';

/** 'How to Play MedMatch'. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={T.help} width={540}>
      <div className="mm-help">
        <p>
          Each round shows four medical terms. Three share a category; one does not. Pick the odd
          one out.
        </p>
        <ul>
          <li>A right pick opens the next round. A wrong pick costs a life and stays marked.</li>
          <li>
            You have {LIVES.easy} lives on an Introductory day, {LIVES.medium} on Moderate and{' '}
            {LIVES.hard} on Complex. Lose the last and it is Game Over.
          </li>
          <li>
            Afterwards, Review Answers explains every round, and the mini-quiz tests what you just
            learned: it is practice and never counts.
          </li>
        </ul>
        <p>
          Your score is 1000, minus 2 points per second and 25 per wrong pick, times 1.2 on a
          Moderate day and 1.5 on a Complex one, plus 50 for each life left, rounded up. Only a
          finished game with a life left, not left midway, is ranked: highest score first, ties to
          the faster time.
        </p>
      </div>
    </Dialog>
  );
}

/** 'Exit Game?': leaving mid-game ends it unranked; Stay and Play keeps it going. */
export function ExitDialog({
  open,
  leaving,
  onStay,
  onLeave,
}: {
  open: boolean;
  leaving: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !leaving && onStay()}
      role="alertdialog"
      title={T.exitTitle}
      description={T.exitText}
      width={420}
      showClose={false}
      footer={
        <>
          <Button variant="danger" onClick={onLeave} disabled={leaving}>
            {T.exitConfirm}
          </Button>
          <Button onClick={onStay} disabled={leaving}>
            {T.stay}
          </Button>
        </>
      }
    />
  );
}
