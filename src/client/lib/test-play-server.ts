/**
 * A play API for tests (imported by *.test.ts(x) only): an in-memory server that applies moves
 * with a game's shared rules module, refuses moves while paused (409 PAUSED), answers a rule's
 * refusal with its status (400, or 422 as MedWord's 'Not in word list'), sends no view while
 * paused, and measures time on a clock the test controls. Calls are recorded; a test can make the
 * next calls fail or hold their answers.
 */
import { ApiError } from './http';
import type { PlayApi, PlayKey } from '../play/api';
import type { GameModule, PlayStatus } from '../../shared/play/game-module';
import type { GameId, PlayMode } from '../../shared/play/games';

/** The day the fake server names for `today`. */
export const FAKE_TODAY = '2026-11-24';

export interface RecordedCall<Move> {
  kind: 'state' | 'start' | 'pause' | 'move' | 'reset' | 'beacon';
  move?: Move | null;
}

/** The state every game's API answers with (docs/api-play.md `PlayState`). */
export interface FakePlayState<G extends GameId, PublicPuzzle, View> {
  game: G;
  mode: PlayMode;
  day: string;
  puzzleDate: string;
  title: string | null;
  puzzle: PublicPuzzle;
  play: {
    status: PlayStatus;
    version: number;
    timer: { activeMs: number; running: boolean };
    view: View | null;
  } | null;
  result: null;
  serverNow: string;
}

export interface FakePlayServer<Move, Progress, State, MoveState, G extends GameId> {
  api: PlayApi<State, MoveState, Move, G>;
  calls: RecordedCall<Move>[];
  /** The next `n` requests fail with this error (e.g. new ApiError(0, '', undefined, false)). */
  failNext(error: ApiError, n?: number): void;
  /** Moves the server's clock on. */
  advance(ms: number): void;
  /** Pauses the play as another window would. */
  pauseElsewhere(): void;
  /** Applies a move as another device would (no call recorded). */
  moveElsewhere(move: Move): void;
  /** Holds the answers of the next requests until `release` is called. */
  hold(): () => void;
  progress(): Progress | null;
  /** Moves sent, alone or with a pause. */
  moves(): Move[];
}

export interface FakePlayOptions {
  noPuzzle?: boolean;
  /** What a request for a missing puzzle answers. */
  noPuzzleMessage?: string;
}

export function createFakePlayServer<
  G extends GameId,
  Puzzle,
  PublicPuzzle,
  Progress,
  Move,
  View,
  Feedback,
>(
  game: G,
  module: GameModule<Puzzle, PublicPuzzle, Progress, Move, View, Feedback>,
  puzzle: Puzzle,
  options: FakePlayOptions & { title?: string | null } = {},
): FakePlayServer<
  Move,
  Progress,
  FakePlayState<G, PublicPuzzle, View>,
  FakePlayState<G, PublicPuzzle, View> & { feedback: Feedback | null },
  G
> {
  type State = FakePlayState<G, PublicPuzzle, View>;
  type MoveState = State & { feedback: Feedback | null };
  let progress: Progress | null = null;
  let status: PlayStatus = 'playing';
  let activeMs = 0;
  let runningSince: number | null = null;
  let now = 1_000_000;
  let version = 0;
  const calls: RecordedCall<Move>[] = [];
  const failures: ApiError[] = [];
  let gate: Promise<void> | null = null;

  const timer = () => ({
    activeMs: activeMs + (runningSince === null ? 0 : now - runningSince),
    running: runningSince !== null,
  });
  const day = (key: PlayKey) => (key.date === 'today' ? FAKE_TODAY : key.date);
  const state = (key: PlayKey): State => ({
    game,
    mode: key.mode,
    day: day(key),
    puzzleDate: day(key),
    title: options.title ?? null,
    puzzle: module.publicPuzzle(puzzle),
    play: progress
      ? {
          status,
          version,
          timer: timer(),
          // as the server: no view while paused
          view:
            status === 'playing' && runningSince === null
              ? null
              : module.view(puzzle, progress, status !== 'playing'),
        }
      : null,
    result: null,
    serverNow: new Date(now).toISOString(),
  });
  const answer = async <T>(kind: RecordedCall<Move>['kind'], run: () => T, move?: Move) => {
    calls.push({ kind, ...(move ? { move } : {}) });
    if (gate) await gate;
    const failure = failures.shift();
    if (failure) throw failure;
    if (options.noPuzzle)
      throw new ApiError(404, options.noPuzzleMessage ?? 'No puzzle available today', 'NO_PUZZLE');
    version += 1;
    return run();
  };
  const stop = () => {
    if (runningSince !== null) activeMs += now - runningSince;
    runningSince = null;
  };
  const applyMove = (key: PlayKey, move: Move): MoveState => {
    if (!progress) throw new ApiError(409, 'Start the puzzle first.', 'NOT_STARTED');
    if (status !== 'playing') return { ...state(key), feedback: null };
    if (runningSince === null)
      throw new ApiError(409, 'The game is paused. Press Continue to keep playing.', 'PAUSED');
    const applied = module.applyMove(puzzle, progress, module.moveSchema.parse(move));
    if (!applied.ok) throw new ApiError(applied.status ?? 400, applied.message, applied.code);
    progress = applied.progress;
    status = module.status(puzzle, progress);
    if (status !== 'playing') stop();
    return { ...state(key), feedback: applied.feedback };
  };

  const api: PlayApi<State, MoveState, Move, G> = {
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
    pauseOnUnload(key, move) {
      calls.push({ kind: 'beacon', move });
      if (move && runningSince !== null) applyMove(key, move);
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
    moveElsewhere: (move) => void applyMove({ game, date: 'today', mode: 'daily' }, move),
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
    moves: () =>
      calls.flatMap((c) => ((c.kind === 'move' || c.kind === 'pause') && c.move ? [c.move] : [])),
  };
}
