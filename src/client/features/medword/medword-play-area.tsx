import { PauseOverlay, StartOverlay } from '../../ui/play';
import type { PlayScreen } from '../../play';
import { MedwordGrid } from './medword-grid';
import { MedwordHints } from './medword-hints';
import type { MedwordSession, MedwordSnapshot } from './medword-session';
import { MEDWORD_TEXTS as T } from './texts';

export interface MedwordPlayAreaProps {
  session: MedwordSession;
  snapshot: MedwordSnapshot & { state: NonNullable<MedwordSnapshot['state']> };
  screen: PlayScreen<'about'>;
}

/** The hints and the grid, hidden under the Start or pause card until the clock runs. */
export function MedwordPlayArea({ session, snapshot, screen }: MedwordPlayAreaProps) {
  const { phase, state, guesses, hints, typed, busy } = snapshot;
  const { concealed } = screen;
  return (
    <>
      <MedwordHints
        hints={hints}
        count={state.puzzle.hintCount}
        disabled={!screen.playing || busy !== null}
        concealed={concealed}
        finished={screen.finished}
        onHint={() => session.hint()}
      />
      <div className={`mw-play${concealed ? ' mw-play--concealed' : ''}`}>
        <div inert={concealed}>
          <MedwordGrid
            guesses={guesses}
            typed={typed}
            concealed={concealed}
            shakeSeq={snapshot.shakeSeq}
            freshRow={snapshot.freshRow}
            won={screen.won}
          />
        </div>
        {phase === 'paused' && !snapshot.held ? (
          <PauseOverlay resuming={busy === 'start'} onContinue={() => session.resume()} />
        ) : null}
        {screen.ready ? (
          <StartOverlay
            starting={phase === 'starting'}
            onStart={() => session.start()}
            text={T.startText}
          />
        ) : null}
      </div>
    </>
  );
}
