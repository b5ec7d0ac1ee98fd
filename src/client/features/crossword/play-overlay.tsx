import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../ui';
import { CROSSWORD_TEXTS as T } from './texts';

interface OverlayProps {
  title: string;
  text: string;
  action: string;
  busy: boolean;
  onAction: () => void;
}

/**
 * A card over the hidden board. Focus goes to its button; the rest of the page (menu, links)
 * stays usable.
 */
function PlayOverlay({ title, text, action, busy, onAction }: OverlayProps) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    button.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="cw-pause" role="region" aria-labelledby="cw-pause-title">
      <div className="cw-pause__card">
        <h2 id="cw-pause-title" className="cw-pause__title">
          {title}
        </h2>
        <p className="cw-pause__text">{text}</p>
        <Button ref={button} onClick={onAction} loading={busy}>
          {action}
        </Button>
      </div>
    </div>
  );
}

/** While paused: 'Your game is paused.' / 'Ready to play?' / Continue. */
export function PauseOverlay({
  resuming,
  onContinue,
}: {
  resuming: boolean;
  onContinue: () => void;
}) {
  return (
    <PlayOverlay
      title={T.paused}
      text={T.readyToPlay}
      action={T.continue}
      busy={resuming}
      onAction={onContinue}
    />
  );
}

/**
 * Before the first start (DECISIONS "Fair play"): the grid's shape under 'Ready to play?' and
 * Start. The clues come from the server with the start, when its clock starts.
 */
export function StartOverlay({ starting, onStart }: { starting: boolean; onStart: () => void }) {
  return (
    <PlayOverlay
      title={T.readyToPlay}
      text={T.startText}
      action={T.start}
      busy={starting}
      onAction={onStart}
    />
  );
}
