import type { ReactNode } from 'react';
import type { SolverSettings } from '../../../shared/play/solver-settings';
import { SolverSettingsButton, Timer } from '../../ui/play';
import type { CrosswordSession, CrosswordSnapshot } from './crossword-session';

/** The solver settings the crosswords offer. */
const CROSSWORD_SETTINGS = ['skipFilled', 'jumpToEmpty', 'pencil', 'autocheck'] as const;

export interface CrosswordBarProps {
  session: CrosswordSession;
  snapshot: CrosswordSnapshot;
  settings: SolverSettings;
  onSettingsChange: (patch: Partial<SolverSettings>) => void;
  /** The tools beside the timer (on a phone they sit at the bottom instead). */
  tools: ReactNode;
}

/** The timer with Pause or Continue, the solver settings, and the tools on a wide screen. */
export function CrosswordBar({ session, snapshot, tools, ...p }: CrosswordBarProps) {
  const { phase, clock, busy } = snapshot;
  return (
    <div className="cw-bar">
      <div className="cw-bar__start">
        <Timer
          clock={clock}
          control={phase === 'playing' ? 'pause' : phase === 'paused' ? 'continue' : null}
          controlDisabled={busy === 'start'}
          onPause={() => session.pause()}
          onContinue={() => session.resume()}
        />
        <SolverSettingsButton
          keys={CROSSWORD_SETTINGS}
          settings={p.settings}
          onChange={p.onSettingsChange}
        />
      </div>
      {tools}
    </div>
  );
}
