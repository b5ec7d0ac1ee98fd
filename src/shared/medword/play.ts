import { z } from 'zod';
import {
  playable,
  type GameModule,
  type MoveRejection,
  type PlayableGame,
} from '../play/game-module.js';
import type { ResultFields } from '../play/result.js';
import { NO_EFFORT, type HumanPace } from '../play/fair-play.js';
import {
  evaluate,
  medwordScore,
  medwordStatus,
  parseGuess,
  type EvaluatedGuess,
  type LetterState,
} from './rules.js';
import { DRAFT_PATTERN, typedOver } from './draft.js';
import { hardModeBreak } from './hard-mode.js';
import {
  MAX_GUESSES,
  WORD_LENGTH,
  medwordPuzzleSchema,
  type Difficulty,
  type MedwordPuzzle,
} from './schema.js';

/**
 * MedWord as a play-engine game module (src/shared/play/game-module.ts). The target word, the
 * explanation and the hints not yet opened never leave the server before the play is over; the
 * dictionary a guess must be in is the server's (`isWord`), so this module takes it as a
 * parameter. The dictionary is the same for every day and holds every answer (docs/decisions/010):
 * a guess is never checked against the day's answer, or 'Not in word list' would tell which
 * word is the answer.
 */

export const MEDWORD_MESSAGES = {
  notInWordList: 'Not in word list',
  badShape: `A guess is ${WORD_LENGTH} letters A–Z, without accents or letters of other alphabets`,
  noMoreHints: 'There are no more hints for this word.',
  notInDictionary: (word: string) =>
    `target_word: ${word} is not in MedWord's dictionary, so no player could guess it. Choose another word, or have ${word} added to content/medword/extra-words.txt in a release first.`,
} as const;

/** What the browser may see before and while playing: the shape and the category, no word. */
export interface MedwordPublicPuzzle {
  wordLength: number;
  maxGuesses: number;
  category: string;
  difficulty: Difficulty;
  hintCount: number;
}

export interface MedwordProgress {
  /** The guesses made, upper-cased, each a word of the dictionary. */
  guesses: string[];
  /** Hints opened, in order. */
  hintsUsed: number;
  /**
   * Hard Mode (hard-mode.ts): taken from the first guess, which may switch it on; a later guess
   * may switch it off, never on. Older plays have none: off.
   */
  hard: boolean;
  /** The row being typed when the play last paused (draft.ts); absent when none. */
  draft?: string;
  /** Letters of earlier drafts typed over since: counted as typed (draft.ts). */
  typedOver?: number;
}

export interface MedwordView {
  guesses: EvaluatedGuess[];
  /** The hints opened so far. */
  hints: string[];
  /** The play is in Hard Mode. */
  hard: boolean;
  /** Once the play is over: the word and what it means. */
  answer?: { word: string; explanation: string; source: string | null };
}

/**
 * A guess says whether the player has Hard Mode on (absent: as the play is); a draft is the row
 * being typed, sent with a pause (draft.ts).
 */
export type MedwordMove =
  | { type: 'guess'; word: string; hard?: boolean }
  | { type: 'hint' }
  | { type: 'draft'; letters: string };

export type MedwordFeedback =
  { type: 'guess'; guess: EvaluatedGuess } | { type: 'hint'; hint: string } | { type: 'draft' };

const progressSchema: z.ZodType<MedwordProgress> = z.object({
  guesses: z.array(z.string().regex(/^[A-Z]{1,20}$/)).max(MAX_GUESSES),
  hintsUsed: z.number().int().min(0).max(10),
  hard: z.boolean().default(false),
  draft: z.string().regex(DRAFT_PATTERN).optional(),
  typedOver: z.number().int().min(0).max(1000).optional(),
}) as z.ZodType<MedwordProgress>;

const moveSchema: z.ZodType<MedwordMove> = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('guess'),
      word: z
        .string({ error: 'word must be a string' })
        .max(20, 'A guess is at most 20 characters'),
      hard: z.boolean({ error: 'hard must be true or false' }).optional(),
    }),
    z.object({ type: z.literal('hint') }),
    z.object({
      type: z.literal('draft'),
      letters: z
        .string({ error: 'letters must be a string' })
        .regex(DRAFT_PATTERN, `A draft is up to ${WORD_LENGTH} letters A–Z`),
    }),
  ],
  { error: "A move's type must be 'guess', 'hint' or 'draft'" },
);

const reject = (code: string, message: string, status?: 422): MoveRejection => ({
  ok: false,
  code,
  message,
  ...(status ? { status } : {}),
});

function view(puzzle: MedwordPuzzle, progress: MedwordProgress, finished: boolean): MedwordView {
  const out: MedwordView = {
    guesses: progress.guesses.map((word) => ({ word, states: evaluate(word, puzzle.target_word) })),
    hints: puzzle.hints.slice(0, progress.hintsUsed),
    hard: progress.hard,
  };
  if (finished)
    out.answer = {
      word: puzzle.target_word,
      explanation: puzzle.explanation,
      source: puzzle.source ?? null,
    };
  return out;
}

/**
 * How fast a person plays MedWord (docs/decisions/017): a reaction after Start, a key per letter
 * and one for Enter at the fastest typists' rate, and for each guess a moment to choose the word
 * (the first) or to read the colours of the last one; each hint opened is a tap and a read.
 */
export const MEDWORD_PACE: HumanPace = { reactionMs: 500, perInputMs: 120, perReadMs: 1000 };

const medwordEffort = (puzzle: MedwordPuzzle, progress: MedwordProgress) => {
  const drafted = progress.draft?.length ?? 0;
  return {
    done: {
      inputs:
        progress.guesses.length * (WORD_LENGTH + 1) +
        progress.hintsUsed +
        drafted +
        (progress.typedOver ?? 0),
      reads: progress.guesses.length + progress.hintsUsed,
    },
    // at least one more guess, unless the play is over: what its draft leaves to type, and a
    // moment to choose the word unless the draft holds it whole
    open:
      medwordStatus(progress.guesses, puzzle.target_word) === 'playing'
        ? { inputs: WORD_LENGTH + 1 - drafted, reads: drafted >= WORD_LENGTH ? 0 : 1 }
        : NO_EFFORT,
  };
};

/** The draft replaced by `next` (a new draft, or '' once a guess is sent): what it typed over. */
function redraft(progress: MedwordProgress, next: string): MedwordProgress {
  const { draft = '', typedOver: over = 0, ...rest } = progress;
  const total = over + typedOver(draft, next);
  return { ...rest, ...(total > 0 ? { typedOver: total } : {}) };
}

export function medwordResult(
  puzzle: MedwordPuzzle,
  progress: MedwordProgress,
  activeSeconds: number,
): ResultFields {
  const won = medwordStatus(progress.guesses, puzzle.target_word) === 'won';
  const seconds = Number.isFinite(activeSeconds) ? Math.max(0, Math.floor(activeSeconds)) : 0;
  return {
    timeSeconds: seconds,
    penaltySeconds: 0,
    inputs: medwordEffort(puzzle, progress).done.inputs,
    score: medwordScore(seconds, progress.guesses.length, won),
    guesses: progress.guesses.length,
    // MedWord's hints used (shown on its leaderboard row); Medle's clues use the same column
    cluesRevealed: progress.hintsUsed,
    livesRemaining: null,
    // MedWord has no reveal: a lost play shows the word and never ranks (eligible is false), but
    // it reads 'Not solved', not 'Revealed' (docs/product.md#medword-rules)
    assisted: false,
    eligible: won,
  };
}

export type MedwordModule = GameModule<
  MedwordPuzzle,
  MedwordPublicPuzzle,
  MedwordProgress,
  MedwordMove,
  MedwordView,
  MedwordFeedback
>;

/** The module, given the dictionary guesses must be in (every answer is one of its words). */
export function medwordGame(isWord: (word: string) => boolean): MedwordModule {
  return {
    game: 'medword',
    puzzleSchema: medwordPuzzleSchema as z.ZodType<MedwordPuzzle>,
    progressSchema,
    moveSchema,
    publicPuzzle: (p) => ({
      wordLength: WORD_LENGTH,
      maxGuesses: MAX_GUESSES,
      category: p.word_category,
      difficulty: p.difficulty_level,
      hintCount: p.hints.length,
    }),
    listTitle: (p) => p.word_category,
    unpublishable: (p) =>
      isWord(p.target_word) ? null : MEDWORD_MESSAGES.notInDictionary(p.target_word),
    initialProgress: () => ({ guesses: [], hintsUsed: 0, hard: false }),
    applyMove(puzzle, progress, move) {
      if (move.type === 'hint') {
        if (progress.hintsUsed >= puzzle.hints.length)
          return reject('NO_MORE_HINTS', MEDWORD_MESSAGES.noMoreHints);
        const hint = puzzle.hints[progress.hintsUsed] as string;
        return {
          ok: true,
          progress: { ...progress, hintsUsed: progress.hintsUsed + 1 },
          feedback: { type: 'hint', hint },
        };
      }
      if (move.type === 'draft') {
        const drafted = redraft(progress, move.letters);
        return {
          ok: true,
          progress: move.letters ? { ...drafted, draft: move.letters } : drafted,
          feedback: { type: 'draft' },
        };
      }
      const word = parseGuess(move.word);
      if (word === null) return reject('INVALID_GUESS', MEDWORD_MESSAGES.badShape);
      if (!isWord(word)) return reject('NOT_IN_WORD_LIST', MEDWORD_MESSAGES.notInWordList, 422);
      // on only with the first guess (docs/product.md#medword-rules), off at any guess
      const hard =
        progress.guesses.length === 0 ? move.hard === true : progress.hard && move.hard !== false;
      const before = hard ? view(puzzle, progress, false).guesses : [];
      const broken = hard ? hardModeBreak(before, word) : null;
      if (broken) return reject('HARD_MODE', broken, 422);
      const states: LetterState[] = evaluate(word, puzzle.target_word);
      return {
        ok: true,
        progress: { ...redraft(progress, word), guesses: [...progress.guesses, word], hard },
        feedback: { type: 'guess', guess: { word, states } },
      };
    },
    status: (puzzle, progress) => medwordStatus(progress.guesses, puzzle.target_word),
    view,
    result: medwordResult,
    pace: MEDWORD_PACE,
    effort: medwordEffort,
  };
}

/** MedWord with its types erased, for the engine. */
export const playableMedword = (isWord: (word: string) => boolean): PlayableGame =>
  playable(medwordGame(isWord));
