import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../ui';
import { CROSSWORD_TEXTS as T } from './texts';

export interface PauseOverlayProps {
  resuming: boolean;
  onContinue: () => void;
}

/**
 * Over the hidden board while paused: 'Your game is paused.' / 'Ready to play?' / Continue.
 * Focus goes to Continue; the rest of the page (menu, links) stays usable.
 */
export function PauseOverlay({ resuming, onContinue }: PauseOverlayProps) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    button.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="cw-pause" role="region" aria-labelledby="cw-pause-title">
      <div className="cw-pause__card">
        <h2 id="cw-pause-title" className="cw-pause__title">
          {T.paused}
        </h2>
        <p className="cw-pause__text">{T.readyToPlay}</p>
        <Button ref={button} onClick={onContinue} loading={resuming}>
          {T.continue}
        </Button>
      </div>
    </div>
  );
}
