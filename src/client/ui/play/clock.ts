/** The server's active time `activeMs` as of `at` (the local monotonic clock), running or not. */
export interface Clock {
  activeMs: number;
  running: boolean;
  at: number;
}

/** Milliseconds of play to show at `now`: the server's figure plus local ticking while it runs. */
export function elapsedMs(clock: Clock, now: number): number {
  return clock.activeMs + (clock.running ? Math.max(0, now - clock.at) : 0);
}
