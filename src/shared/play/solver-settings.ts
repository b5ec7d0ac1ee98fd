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

/** The settings screen's texts. */
export const SOLVER_SETTING_TEXTS: Record<keyof SolverSettings, { label: string; hint: string }> = {
  skipFilled: {
    label: 'Skip filled squares',
    hint: 'While typing a word, the cursor jumps over squares that already hold a letter.',
  },
  jumpToEmpty: {
    label: "Jump to the next clue's first empty square",
    hint: 'At the end of a word, the cursor goes to the next clue that still has an empty square.',
  },
  pencil: {
    label: 'Pencil mode',
    hint: 'Letters you type are tentative and shown in grey, until you write over them with pencil mode off.',
  },
  autocheck: {
    label: 'Autocheck',
    hint: 'Every letter is checked as you type it. Each square marked wrong adds 10 seconds to your ranked time.',
  },
  highContrast: {
    label: 'High contrast colors',
    hint: 'Orange for a letter in the right spot and blue for a letter elsewhere in the word, for color-blind players.',
  },
  hardMode: {
    label: 'Hard Mode',
    hint: 'Any revealed hints must be used in later guesses: a green letter stays in its spot and a yellow letter must be in the word. Switch it on before your first guess.',
  },
};
