/**
 * A play API for tests (imported by *.test.ts(x) only): an in-memory server that applies moves
 * with the shared crossword rules, refuses moves while paused (409 PAUSED) and measures time on a
 * clock the test controls. Calls are recorded; a test can make the next calls fail.
 */
import { ApiError } from '../../lib/http';
import { crosswordGame } from '../../../shared/crossword/play';
import type { CrosswordMove } from '../../../shared/crossword/moves';
import type { CrosswordProgress } from '../../../shared/crossword/progress';
import { puzzleOf } from '../../../shared/crossword/test-fixtures';
import type { PlayMode } from '../../../shared/play/games';
import type { CrosswordApi, CrosswordMoveState, CrosswordPlayState, PlayKey } from './api';

/** 5x5 with black corners; the answers read CAT / HEART / LIVER / OVARY / END. */
export const TEST_GRID = ['#CAT#', 'HEART', 'LIVER', 'OVARY', '#END#'];
export const TEST_ANSWERS = 'CATHEARTLIVEROVARYEND';
/** The day the fake server names for `today`. */
export const FAKE_TODAY = '2026-11-24';

export interface RecordedCall {
  kind: 'state' | 'start' | 'pause' | 'move' | 'reset' | 'beacon';
  move?: CrosswordMove | null;
}

export interface FakeServer {
  api: CrosswordApi;
  calls: RecordedCall[];
  /** The next `n` requests fail with this error (e.g. new ApiError(0, '', undefined, false)). */
  failNext(error: ApiError, n?: number): void;
  /** Moves the server's clock on. */
  advance(ms: number): void;
  /** Pauses the play as another window would. */
  pauseElsewhere(): void;
  /** Applies a move as another device would (no call recorded). */
  moveElsewhere(move: CrosswordMove): void;
  /** Holds the answers of the next requests until `release` is called. */
  hold(): () => void;
  progress(): CrosswordProgress | null;
  moves(): CrosswordMove[];
}

export function createFakeServer(
  options: { mode?: PlayMode; noPuzzle?: boolean } = {},
): FakeServer {
  const module = crosswordGame('mini');
  const puzzle = puzzleOf(TEST_GRID, 'mini');
  let progress: CrosswordProgress | null = null;
  let status: 'playing' | 'won' = 'playing';
  let activeMs = 0;
  let runningSince: number | null = null;
  let now = 1_000_000;
  let version = 0;
  const calls: RecordedCall[] = [];
  const failures: ApiError[] = [];
  let gate: Promise<void> | null = null;

  const timer = () => ({
    activeMs: activeMs + (runningSince === null ? 0 : now - runningSince),
    running: runningSince !== null,
  });
  const day = (key: PlayKey) => (key.date === 'today' ? FAKE_TODAY : key.date);
  const state = (key: PlayKey): CrosswordPlayState => ({
    game: 'mini',
    mode: key.mode,
    day: day(key),
    puzzleDate: day(key),
    title: puzzle.title,
    puzzle: module.publicPuzzle(puzzle),
    play: progress
      ? {
          status,
          version,
          timer: timer(),
          // as the server: no view (no clues) while paused
          view:
            status === 'playing' && runningSince === null
              ? null
              : module.view(puzzle, progress, status !== 'playing'),
        }
      : null,
    result: null,
    serverNow: new Date(now).toISOString(),
  });
  const answer = async <T>(kind: RecordedCall['kind'], run: () => T, move?: CrosswordMove) => {
    calls.push({ kind, ...(move ? { move } : {}) });
    if (gate) await gate;
    const failure = failures.shift();
    if (failure) throw failure;
    if (options.noPuzzle) throw new ApiError(404, 'No puzzle available today', 'NO_PUZZLE');
    version += 1;
    return run();
  };
  const stop = () => {
    if (runningSince !== null) activeMs += now - runningSince;
    runningSince = null;
  };
  const applyMove = (key: PlayKey, move: CrosswordMove): CrosswordMoveState => {
    if (!progress) throw new ApiError(409, 'Start the puzzle first.', 'NOT_STARTED');
    if (status !== 'playing') return { ...state(key), feedback: null };
    if (runningSince === null)
      throw new ApiError(409, 'The game is paused. Press Continue to keep playing.', 'PAUSED');
    const applied = module.applyMove(puzzle, progress, module.moveSchema.parse(move));
    if (!applied.ok) throw new ApiError(400, applied.message, applied.code);
    progress = applied.progress;
    status = module.status(puzzle, progress) === 'won' ? 'won' : 'playing';
    if (status === 'won') stop();
    return { ...state(key), feedback: applied.feedback };
  };

  const api: CrosswordApi = {
    state: (key) => answer('state', () => state(key)),
    start: (key) =>
      answer('start', () => {
        progress ??= module.initialProgress(puzzle);
        if (status === 'playing' && runningSince === null) runningSince = now;
        return state(key);
      }),
    pause: (key, move) =>
      answer(
        'pause',
        () => {
          if (!progress) throw new ApiError(409, 'Start the puzzle first.', 'NOT_STARTED');
          if (move && status === 'playing' && runningSince !== null) applyMove(key, move);
          stop();
          return state(key);
        },
        move ?? undefined,
      ),
    move: (key, move) => answer('move', () => applyMove(key, move), move),
    reset: (key) =>
      answer('reset', () => {
        progress = module.initialProgress(puzzle);
        status = 'playing';
        activeMs = 0;
        runningSince = now;
        return state(key);
      }),
    pauseOnUnload(_key, move) {
      calls.push({ kind: 'beacon', move });
      if (move && runningSince !== null) applyMove(_key, move);
      stop();
      return true;
    },
  };

  return {
    api,
    calls,
    failNext: (error, n = 1) => {
      for (let i = 0; i < n; i++) failures.push(error);
    },
    advance: (ms) => {
      now += ms;
    },
    pauseElsewhere: stop,
    moveElsewhere: (move) => void applyMove({ game: 'mini', date: 'today', mode: 'daily' }, move),
    hold() {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
    progress: () => progress,
    /** Moves sent, alone or with a pause. */
    moves: () =>
      calls.flatMap((c) => ((c.kind === 'move' || c.kind === 'pause') && c.move ? [c.move] : [])),
  };
}
