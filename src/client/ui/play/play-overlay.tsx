import { useLayoutEffect, useRef } from 'react';
import { Button } from '../button';
import { PLAY_TEXTS as T } from './texts';

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
    <div className="mg-overlay" role="region" aria-labelledby="mg-overlay-title">
      <div className="mg-overlay__card">
        <h2 id="mg-overlay-title" className="mg-overlay__title">
          {title}
        </h2>
        <p className="mg-overlay__text">{text}</p>
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
 * Before the first start (docs/product.md#start-and-pause): the game's shape under 'Ready to play?'
 * and Start. The content comes from the server with the start, when its clock starts.
 */
export function StartOverlay({
  starting,
  onStart,
  text = T.startText,
}: {
  starting: boolean;
  onStart: () => void;
  /** What Start does in this game. */
  text?: string;
}) {
  return (
    <PlayOverlay
      title={T.readyToPlay}
      text={text}
      action={T.start}
      busy={starting}
      onAction={onStart}
    />
  );
}
