import type { z } from 'zod';
import type { GameId } from './games.js';
import type { ResultFields } from './result.js';
import type { Effort, HumanPace } from './fair-play.js';

/** Where a play stands. Only `won` and `lost` are final; `assisted` is a property of the result. */
export type PlayStatus = 'playing' | 'won' | 'lost';

/** A play's work as the pace model counts it (fair-play.ts): done so far, and still open. */
export interface PlayEffort {
  /** Letters or actions entered and things read so far: what the play needed up to now. */
  done: Effort;
  /** What a person must still enter and read to finish from here. */
  open: Effort;
}

/** A move that could not be applied: a reason the player can read, and no change. */
export interface MoveRejection {
  ok: false;
  code: string;
  message: string;
  /** The HTTP status to answer with (default 400); 422 for a well-formed move the game refuses. */
  status?: 400 | 409 | 422;
}

export interface MoveApplied<Progress, Feedback> {
  ok: true;
  progress: Progress;
  /** What this move tells the player beyond the new view (e.g. check marks, a 'You're Close!'). */
  feedback: Feedback;
}

/**
 * A game's rules, pure and shared (src/shared/<game>): the server runs them on every move; the
 * client may run the parts that need no answers for instant feedback. Untrusted input is parsed
 * into results, never trusted.
 *
 *   Puzzle   — the stored puzzle, answers included (never sent to the browser during a daily play)
 *   Progress — the player's state of play, stored on the server (never contains answers the
 *              player has not earned)
 *   Move     — one action from the player, validated by `moveSchema`
 *   View     — what the player may see now; `finished` views may include the answers
 *   Feedback — extra information returned with one move
 */
export interface GameModule<Puzzle, PublicPuzzle, Progress, Move, View, Feedback> {
  game: GameId;
  /** Parses stored or uploaded puzzle data. */
  puzzleSchema: z.ZodType<Puzzle>;
  /** Parses stored progress (it is JSON in the database). */
  progressSchema: z.ZodType<Progress>;
  /** Validates a move from the client. */
  moveSchema: z.ZodType<Move>;
  /** The puzzle as the player sees it before finishing: no answers. */
  publicPuzzle(puzzle: Puzzle): PublicPuzzle;
  /** What lists (the archive) call the puzzle: its title, or its theme; never an answer. */
  listTitle(puzzle: Puzzle): string | null;
  /**
   * Why this server may not publish a puzzle that passed its schema, or null: what a puzzle
   * needs beyond its own data, e.g. MedWord's answer must be a word of the dictionary every guess
   * is checked against (docs/decisions/010). Checked on every write of a puzzle (an upload,
   * sample content), never on a stored puzzle being played.
   */
  unpublishable?(puzzle: Puzzle): string | null;
  initialProgress(puzzle: Puzzle): Progress;
  applyMove(
    puzzle: Puzzle,
    progress: Progress,
    move: Move,
  ): MoveApplied<Progress, Feedback> | MoveRejection;
  status(puzzle: Puzzle, progress: Progress): PlayStatus;
  /** What the player may see now. When `finished`, the full solution may be included. */
  view(puzzle: Puzzle, progress: Progress, finished: boolean): View;
  /** The result of a finished play, given the server's measure of active time. */
  result(puzzle: Puzzle, progress: Progress, activeSeconds: number): ResultFields;
  /** The fastest a person plays this game (docs/decisions/017). */
  pace: HumanPace;
  /** The play's work so far and still open, as `pace` counts it. */
  effort(puzzle: Puzzle, progress: Progress): PlayEffort;
}

/** One play of one puzzle, with the game's types closed over: what the engine works with. */
export interface LoadedPlay {
  publicPuzzle(): unknown;
  status(): PlayStatus;
  view(finished: boolean): unknown;
  /** Parses and applies an untrusted move. On success the play holds the new progress. */
  applyMove(rawMove: unknown): { ok: true; feedback: unknown } | MoveRejection;
  result(activeSeconds: number): ResultFields;
  /** The play's work so far and still open (fair-play.ts). */
  effort(): PlayEffort;
  /** The progress to store. */
  progress(): unknown;
}

export type LoadResult = { ok: true; play: LoadedPlay } | { ok: false; message: string };

/**
 * A stored puzzle parsed once (the engine keeps it while the puzzle is in play): every play
 * loaded from it shares the parsed puzzle, what the game derives from it (a crossword's layout)
 * and its public form, instead of parsing and deriving them again on every move.
 */
export interface PreparedPuzzle {
  game: GameId;
  /** The fastest a person plays the game. */
  pace: HumanPace;
  /** The puzzle as the player sees it before finishing, built once. */
  publicPuzzle(): unknown;
  /** One play of this puzzle from stored progress (or a fresh start when `progress` is null). */
  load(progressData: unknown | null): LoadResult;
  /**
   * The parsed puzzle, answers included, for a game's own routes (MedMatch's quiz), which read it
   * from the engine's cache like every move: given the game's own `puzzleSchema`, the very object
   * that parsed it; null for any other schema.
   */
  parsedBy<P>(schema: z.ZodType<P>): P | null;
}

export type PrepareResult = { ok: true; puzzle: PreparedPuzzle } | { ok: false; message: string };

/** A game with its types erased for the engine, which stores puzzles and progress as JSON. */
export interface PlayableGame {
  game: GameId;
  /** The fastest a person plays the game (docs/decisions/017). */
  pace: HumanPace;
  /**
   * Checks puzzle data (an upload, a content file) against the game's schema and what this server
   * can publish (`unpublishable`); its list title.
   */
  validatePuzzle(
    data: unknown,
  ): { ok: true; title: string | null } | { ok: false; message: string };
  /** Parses a stored puzzle for any number of plays. */
  prepare(puzzleData: unknown): PrepareResult;
  /** Loads a stored puzzle with stored progress (or a fresh start when `progress` is null). */
  load(puzzleData: unknown, progressData: unknown | null): LoadResult;
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid data';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

export function playable<Puzzle, PublicPuzzle, Progress, Move, View, Feedback>(
  module: GameModule<Puzzle, PublicPuzzle, Progress, Move, View, Feedback>,
): PlayableGame {
  function loadPlay(p: Puzzle, progressData: unknown | null): LoadResult {
    let progress: Progress;
    if (progressData === null) {
      progress = module.initialProgress(p);
    } else {
      const parsed = module.progressSchema.safeParse(progressData);
      if (!parsed.success)
        return { ok: false, message: `Stored progress is invalid: ${firstIssue(parsed.error)}` };
      progress = parsed.data;
    }
    return {
      ok: true,
      play: {
        publicPuzzle: () => module.publicPuzzle(p),
        status: () => module.status(p, progress),
        view: (finished) => module.view(p, progress, finished),
        applyMove(rawMove) {
          const move = module.moveSchema.safeParse(rawMove);
          if (!move.success)
            return { ok: false, code: 'INVALID_MOVE', message: firstIssue(move.error) };
          const applied = module.applyMove(p, progress, move.data);
          if (!applied.ok) return applied;
          progress = applied.progress;
          return { ok: true, feedback: applied.feedback };
        },
        result: (activeSeconds) => module.result(p, progress, activeSeconds),
        effort: () => module.effort(p, progress),
        progress: () => progress,
      },
    };
  }

  function prepare(puzzleData: unknown): PrepareResult {
    const parsed = module.puzzleSchema.safeParse(puzzleData);
    if (!parsed.success)
      return { ok: false, message: `Stored puzzle is invalid: ${firstIssue(parsed.error)}` };
    const p = parsed.data;
    let shown: { value: PublicPuzzle } | null = null;
    return {
      ok: true,
      puzzle: {
        game: module.game,
        pace: module.pace,
        publicPuzzle() {
          shown ??= { value: module.publicPuzzle(p) };
          return shown.value;
        },
        load: (progressData) => loadPlay(p, progressData),
        parsedBy<P>(schema: z.ZodType<P>): P | null {
          // the same schema object produced `p`, so `p` is what it parses to
          return (schema as z.ZodType) === module.puzzleSchema ? (p as unknown as P) : null;
        },
      },
    };
  }

  return {
    game: module.game,
    pace: module.pace,
    validatePuzzle(data) {
      const parsed = module.puzzleSchema.safeParse(data);
      if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
      const refused = module.unpublishable?.(parsed.data) ?? null;
      return refused === null
        ? { ok: true, title: module.listTitle(parsed.data) }
        : { ok: false, message: refused };
    },
    prepare,
    load(puzzleData, progressData) {
      const prepared = prepare(puzzleData);
      return prepared.ok ? prepared.puzzle.load(progressData) : prepared;
    },
  };
}
