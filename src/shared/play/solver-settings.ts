/**
 * Solver settings (issue 14), remembered per account on the server and the same on every device.
 * Zod-free so the play screens can read them without loading the schemas (solver-settings-schema.ts
 * validates them on the server).
 */
export interface SolverSettings {
  /** Typing skips squares that already hold a letter. */
  skipFilled: boolean;
  /** At the end of a word, go to the first empty square of the next clue that has one. */
  jumpToEmpty: boolean;
  /** Letters typed now are tentative (pencil): shown in grey until written over in pen. */
  pencil: boolean;
  /** Every letter is checked as it is typed; a wrong one costs the check penalty. */
  autocheck: boolean;
  /** Colours told apart without red and green (MedWord: orange for correct, blue for present). */
  highContrast: boolean;
  /** MedWord's Hard Mode: revealed hints must be used in later guesses (from the next play's first guess). */
  hardMode: boolean;
}

export const DEFAULT_SOLVER_SETTINGS: SolverSettings = {
  skipFilled: false,
  jumpToEmpty: false,
  pencil: false,
  autocheck: false,
  highContrast: false,
  hardMode: false,
};

export const SOLVER_SETTING_KEYS = [
  'skipFilled',
  'jumpToEmpty',
  'pencil',
  'autocheck',
  'highContrast',
  'hardMode',
] as const;
