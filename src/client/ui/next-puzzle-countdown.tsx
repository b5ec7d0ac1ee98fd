import { useEffect, useState } from 'react';
import { formatCountdown, spokenCountdown } from './countdown';

export interface NextPuzzleCountdownProps {
  /** When the next puzzles arrive (an ISO instant from the server). */
  target: string;
  /** The server's clock minus this device's, so a wrong device clock does not matter. */
  offsetMs: number;
  /** Called when the countdown reaches zero (the page asks the server for the new day); stable. */
  onArrive: () => void;
}

/**
 * 'Next puzzle in 5:12:09', ticking each second: one timer for the page. Screen readers get the
 * rounded wait as the timer's name (role timer: not announced as it changes) and one polite
 * announcement when the new puzzles are here.
 */
export function NextPuzzleCountdown({ target, offsetMs, onArrive }: NextPuzzleCountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const left = Date.parse(target) - (now + offsetMs);
  const arrived = left <= 0;

  useEffect(() => {
    if (arrived) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [arrived]);

  useEffect(() => {
    if (arrived) onArrive();
  }, [arrived, target, onArrive]);

  return (
    <div className="countdown">
      {arrived ? null : (
        <p role="timer" aria-label={`Next puzzle in ${spokenCountdown(left)}`}>
          <span aria-hidden="true">
            Next puzzle in <span className="countdown__time">{formatCountdown(left)}</span>
          </span>
        </p>
      )}
      <p className="visually-hidden" role="status">
        {arrived ? "Today's new puzzles are here." : ''}
      </p>
    </div>
  );
}
