import { z } from 'zod';
import {
  playable,
  type GameModule,
  type MoveRejection,
  type PlayableGame,
  type PlayEffort,
} from '../play/game-module.js';
import type { ResultFields } from '../play/result.js';
import { NO_EFFORT, type HumanPace } from '../play/fair-play.js';
import {
  afterMiss,
  classify,
  guessesPerClue,
  medleScore,
  nextClue,
  normaliseAnswer,
  recordedGuess,
  VERDICTS,
  type Verdict,
} from './rules.js';
import { MAX_CLUES, MAX_GUESS_LENGTH, EMPTY_GUESS } from './schema-constants.js';
import { medlePuzzleSchema, type Difficulty, type MedlePuzzle } from './schema.js';

/**
 * Medle as a play-engine game module (src/shared/play/game-module.ts). The server releases the
 * clues one at a time and classes every guess; the diagnosis, the other answers, the clues not
 * yet out and the explanations never leave it before the play is over.
 *
 * A guess is one name of the server's list (`isName`, given each name normalised by
 * `normaliseAnswer`): the same list for every day, holding every case's names
 * (docs/decisions/011). Anything else is refused with no verdict and no guess used: a verdict on
 * free text would let one guess packed with words test them all at once.
 */

export const MEDLE_MESSAGES = {
  tooLong: `A guess is at most ${MAX_GUESS_LENGTH} characters`,
  notADiagnosis:
    'That is not a diagnosis on our list, so it was not counted. Type one diagnosis and pick it from the suggestions.',
  notOnList: (names: readonly string[]) =>
    `Not on Medle's list of diagnoses, so no player could guess ${names.length === 1 ? 'it' : 'them'}: ${names.join('; ')}. Use a listed name, leave ${names.length === 1 ? 'it' : 'them'} out, or have ${names.length === 1 ? 'it' : 'them'} added to content/medle/diagnoses.txt in a release first.`,
} as const;

/** What the browser may see before and while playing: the case's frame, no clue text. */
export interface MedlePublicPuzzle {
  category: string;
  difficulty: Difficulty;
  clueCount: number;
  guessesPerClue: number;
}

export interface MedleGuess {
  text: string;
  verdict: Verdict;
}

export interface MedleProgress {
  guesses: MedleGuess[];
  cluesRevealed: number;
  guessesForClue: number;
  /** Ended without the diagnosis: every clue out and missed, or Reveal Diagnosis. */
  revealed: boolean;
  /**
   * How a play without the diagnosis ended: Reveal Diagnosis, or the last clue missed as often as
   * allowed (only the first is a reveal: docs/product.md#medle-scoring). Absent while playing or
   * won, and in plays stored before it was kept (those count as lost, not revealed).
   */
  endedBy?: 'reveal' | 'misses';
}

export interface MedleView {
  /** The clues released so far, in order. */
  clues: string[];
  guesses: MedleGuess[];
  /** Wrong guesses left against the latest clue before the next one comes out. */
  guessesLeftForClue: number;
  /** Once the play is over: the diagnosis and why. */
  answer?: {
    diagnosis: string;
    detailedExplanation: string;
    whyDiagnosis: string;
    source: string | null;
  };
}

export type MedleMove = { type: 'guess'; text: string } | { type: 'next-clue' };

export type MedleFeedback =
  | { type: 'guess'; verdict: Verdict; clueReleased: boolean }
  | { type: 'next-clue'; clueReleased: boolean };

const progressSchema: z.ZodType<MedleProgress> = z.object({
  guesses: z
    .array(z.object({ text: z.string().min(1).max(MAX_GUESS_LENGTH), verdict: z.enum(VERDICTS) }))
    .max(200),
  cluesRevealed: z.number().int().min(1).max(MAX_CLUES),
  guessesForClue: z.number().int().min(0).max(10),
  revealed: z.boolean(),
  endedBy: z.enum(['reveal', 'misses']).optional(),
});

const moveSchema: z.ZodType<MedleMove> = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('guess'),
      text: z
        .string({ error: 'text must be a string' })
        .max(MAX_GUESS_LENGTH, MEDLE_MESSAGES.tooLong),
    }),
    z.object({ type: z.literal('next-clue') }),
  ],
  { error: "A move's type must be 'guess' or 'next-clue'" },
);

const won = (progress: MedleProgress) => progress.guesses.at(-1)?.verdict === 'correct';

function view(puzzle: MedlePuzzle, progress: MedleProgress, finished: boolean): MedleView {
  const out: MedleView = {
    clues: puzzle.clues.slice(0, progress.cluesRevealed),
    guesses: progress.guesses,
    guessesLeftForClue: Math.max(
      0,
      guessesPerClue(puzzle.difficulty_level) - progress.guessesForClue,
    ),
  };
  if (finished)
    out.answer = {
      diagnosis: puzzle.diagnosis,
      detailedExplanation: puzzle.detailed_explanation,
      whyDiagnosis: puzzle.why_diagnosis,
      source: puzzle.source ?? null,
    };
  return out;
}

/** About how many keys and taps a person needs for the play (fair-play.ts). */
function inputs(progress: MedleProgress): number {
  const typed = progress.guesses.reduce(
    (n, g) => n + 2 + Math.min(g.text === EMPTY_GUESS ? 0 : g.text.length, 6),
    0,
  );
  return typed + (progress.cluesRevealed - 1);
}

/**
 * How fast a person plays Medle (docs/decisions/017): a reaction after Start, a key or tap per
 * input at the fastest typists' rate, and a read for each clue released and each guess thought
 * of. A play not over needs at least one more guess.
 */
export const MEDLE_PACE: HumanPace = { reactionMs: 500, perInputMs: 120, perReadMs: 1000 };

function medleEffort(_puzzle: MedlePuzzle, progress: MedleProgress): PlayEffort {
  const over = won(progress) || progress.revealed;
  return {
    done: { inputs: inputs(progress), reads: progress.cluesRevealed + progress.guesses.length },
    open: over ? NO_EFFORT : { inputs: 3, reads: 1 },
  };
}

export function medleResult(
  puzzle: MedlePuzzle,
  progress: MedleProgress,
  activeSeconds: number,
): ResultFields {
  const win = won(progress);
  const seconds = Number.isFinite(activeSeconds) ? Math.max(0, Math.floor(activeSeconds)) : 0;
  const guesses = progress.guesses.length;
  return {
    timeSeconds: seconds,
    penaltySeconds: 0,
    inputs: inputs(progress),
    score: medleScore(seconds, guesses, progress.cluesRevealed, puzzle.difficulty_level, win),
    guesses,
    cluesRevealed: progress.cluesRevealed,
    livesRemaining: null,
    // a lost play never ranks; only Reveal Diagnosis makes it a reveal, a play lost on misses is
    // not solved (docs/product.md#medle-scoring). A play stored before endedBy was kept cannot say
    // which it was: it reads 'Not solved', true either way (migration 012).
    assisted: !win && progress.endedBy === 'reveal',
    eligible: win,
  };
}

export type MedleModule = GameModule<
  MedlePuzzle,
  MedlePublicPuzzle,
  MedleProgress,
  MedleMove,
  MedleView,
  MedleFeedback
>;

const notADiagnosis: MoveRejection = {
  ok: false,
  code: 'NOT_A_DIAGNOSIS',
  message: MEDLE_MESSAGES.notADiagnosis,
  status: 422,
};

/** The names of a case a player must be able to type, each with the field it is in. */
function caseNames(p: MedlePuzzle): { field: string; name: string }[] {
  return [
    { field: 'diagnosis', name: p.diagnosis },
    ...p.accepted_answers.map((name) => ({ field: 'accepted_answers', name })),
    ...p.partial_answers.map((name) => ({ field: 'partial_answers', name })),
  ];
}

/**
 * The module, given the list a guess must be in: `isName` answers for a name normalised by
 * `normaliseAnswer`.
 */
export const medleGame = (isName: (normalised: string) => boolean): MedleModule => ({
  game: 'medle',
  puzzleSchema: medlePuzzleSchema as z.ZodType<MedlePuzzle>,
  progressSchema,
  moveSchema,
  publicPuzzle: (p) => ({
    category: p.category,
    difficulty: p.difficulty_level,
    clueCount: p.clues.length,
    guessesPerClue: guessesPerClue(p.difficulty_level),
  }),
  listTitle: (p) => p.category.replace(/_+/g, ' '),
  unpublishable(p) {
    const missing = caseNames(p).filter(({ name }) => !isName(normaliseAnswer(name)));
    return missing.length
      ? MEDLE_MESSAGES.notOnList(missing.map(({ field, name }) => `${field} '${name}'`))
      : null;
  },
  initialProgress: () => ({ guesses: [], cluesRevealed: 1, guessesForClue: 0, revealed: false }),
  applyMove(puzzle, progress, move) {
    const staging = {
      cluesRevealed: progress.cluesRevealed,
      guessesForClue: progress.guessesForClue,
      revealed: progress.revealed,
    };
    if (move.type === 'next-clue') {
      const next = nextClue(staging, puzzle.clues.length);
      return {
        ok: true,
        progress: { ...progress, ...next, ...(next.revealed ? { endedBy: 'reveal' } : {}) },
        feedback: { type: 'next-clue', clueReleased: next.cluesRevealed > progress.cluesRevealed },
      };
    }
    const text = recordedGuess(move.text);
    // an empty guess is recorded as '(empty)' and missed: it tests nothing
    // (docs/product.md#medle-rules)
    if (text !== EMPTY_GUESS && !isName(normaliseAnswer(text))) return notADiagnosis;
    const verdict: Verdict = text === EMPTY_GUESS ? 'incorrect' : classify(text, puzzle);
    const guesses = [...progress.guesses, { text, verdict }];
    if (verdict === 'correct')
      return {
        ok: true,
        progress: { ...progress, guesses },
        feedback: { type: 'guess', verdict, clueReleased: false },
      };
    const next = afterMiss(staging, puzzle.clues.length, puzzle.difficulty_level);
    return {
      ok: true,
      progress: { ...progress, ...next, guesses, ...(next.revealed ? { endedBy: 'misses' } : {}) },
      feedback: {
        type: 'guess',
        verdict,
        clueReleased: next.cluesRevealed > progress.cluesRevealed,
      },
    };
  },
  status: (_puzzle, progress) => (won(progress) ? 'won' : progress.revealed ? 'lost' : 'playing'),
  view,
  result: medleResult,
  pace: MEDLE_PACE,
  effort: medleEffort,
});

/** Medle with its types erased, for the engine. */
export const playableMedle = (isName: (normalised: string) => boolean): PlayableGame =>
  playable(medleGame(isName));
