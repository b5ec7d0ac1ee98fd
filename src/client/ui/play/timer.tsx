import { useEffect, useState } from 'react';
import { elapsedMs, type Clock } from './clock';
import { formatClock, spokenDuration } from './time-format';

export interface TimerProps {
  clock: Clock;
  /** Shows the pause button (playing) or the continue button (paused); none when finished. */
  control: 'pause' | 'continue' | null;
  controlDisabled?: boolean;
  onPause: () => void;
  onContinue: () => void;
}

function PauseIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 4.5v15l12-7.5-12-7.5Z" fill="currentColor" />
    </svg>
  );
}

/**
 * The timer, mm:ss. It shows the server's active time and ticks locally on the second while the
 * play runs; every server answer resets it to the server's figure.
 */
export function Timer({ clock, control, controlDisabled, onPause, onContinue }: TimerProps) {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!clock.running) return;
    const tick = () => {
      const t = performance.now();
      setNow(t);
      timer = setTimeout(tick, 1000 - (elapsedMs(clock, t) % 1000) + 5);
    };
    let timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [clock]);

  const ms = clock.running ? elapsedMs(clock, Math.max(now, clock.at)) : clock.activeMs;
  return (
    <div className="mg-timer">
      <span className="mg-timer__time" role="timer" aria-label={`Time ${spokenDuration(ms)}`}>
        {formatClock(ms)}
      </span>
      {control === 'pause' ? (
        <button
          type="button"
          className="mg-timer__button"
          aria-label="Pause"
          onClick={onPause}
          disabled={controlDisabled}
        >
          <PauseIcon />
        </button>
      ) : control === 'continue' ? (
        <button
          type="button"
          className="mg-timer__button"
          aria-label="Continue"
          onClick={onContinue}
          disabled={controlDisabled}
        >
          <PlayIcon />
        </button>
      ) : null}
    </div>
  );
}
