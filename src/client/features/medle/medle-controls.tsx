import { Button } from '../../ui';
import { MedleGuessForm } from './medle-guess-form';
import type { MedleSession, MedleSnapshot } from './medle-session';
import { MEDLE_TEXTS as T } from './texts';

export interface MedleControlsProps {
  session: MedleSession;
  snapshot: MedleSnapshot & { state: NonNullable<MedleSnapshot['state']> };
  /** Reveal Diagnosis asks first. */
  onReveal: () => void;
  loadNames?: () => Promise<string[]>;
}

/** While the case is open: the guess field, the clue and guess counts, Next Clue or Reveal. */
export function MedleControls({ session, snapshot, onReveal, loadNames }: MedleControlsProps) {
  const { phase, state, clues, notice, busy, text } = snapshot;
  const playing = phase === 'playing';
  const clueCount = state.puzzle.clueCount;
  const allOut = clues.length >= clueCount;
  const guessesLeft = clues.length ? snapshot.guessesLeftForClue : state.puzzle.guessesPerClue;
  return (
    <div className="ml-controls">
      {/* "You're Close!" is for the eye: screen readers hear it once, from the play's announcer */}
      {notice && notice.text === T.close ? (
        <div className="ml-notice" aria-hidden="true">
          <p className="mg-feedback mg-feedback--info">{notice.text}</p>
        </div>
      ) : null}
      <div className="ml-notice" role="status">
        {notice && notice.text !== T.close ? (
          <p className={`mg-feedback mg-feedback--${notice.tone}`}>{notice.text}</p>
        ) : null}
      </div>
      <MedleGuessForm
        text={text}
        error={snapshot.guessError}
        disabled={!playing}
        busy={busy !== null}
        onText={(t) => session.setText(t)}
        onSubmit={() => session.submit()}
        {...(loadNames ? { loadNames } : {})}
      />
      <div className="ml-progress">
        <p className="ml-progress__counts">
          <span>{T.progress(Math.max(clues.length, 1), clueCount)}</span>
          <span>{T.guessesLeft(guessesLeft)}</span>
        </p>
        <Button
          variant="secondary"
          disabled={!playing || busy !== null}
          onClick={() => (allOut ? onReveal() : session.nextClue())}
        >
          {allOut ? T.revealDiagnosis : T.nextClue}
        </Button>
      </div>
    </div>
  );
}
