/**
 * The play routes of docs/api-play.md on the fake server (fake-server.ts), for one game and one
 * puzzle: an in-memory play that applies moves with the game's shared rules module, refuses moves
 * while paused (409 PAUSED), answers a rule's refusal with its status (400, or 422 as MedWord's
 * 'Not in word list'), sends no view while paused, and measures time on a clock the test moves.
 * The page's real play API (src/client/play/api.ts) talks to it over `fetch`, and its beacon
 * (the pause a closing page sends) arrives as a request too. What was sent is read back from the
 * fake server's recorded requests (`calls`, `moves`).
 */
import { ServerError, type FakeRequest, type FakeServer } from './fake-server';
import type { GameModule, PlayStatus } from '../../src/shared/play/game-module';
import type { GameId, PlayMode } from '../../src/shared/play/games';

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

export interface FakePlayOptions {
  noPuzzle?: boolean;
  /** What a request for a missing puzzle answers. */
  noPuzzleMessage?: string;
  title?: string | null;
}

export interface FakePlay<Move, Progress> {
  /** The play requests so far (GET is 'state'; a pause sent by beacon is 'beacon'). */
  calls(): RecordedCall<Move>[];
  /** Moves sent, alone or with a pause (not by beacon). */
  moves(): Move[];
  /** Moves the server's clock on. */
  advance(ms: number): void;
  /** Pauses the play as another window would. */
  pauseElsewhere(): void;
  /** Applies a move as another device would (no request). */
  moveElsewhere(move: Move): void;
  progress(): Progress | null;
}

interface Key {
  date: string;
  mode: PlayMode;
}

const KINDS: Record<string, RecordedCall<unknown>['kind']> = {
  start: 'start',
  pause: 'pause',
  moves: 'move',
  reset: 'reset',
};

/** One play on the fake server's clock. */
class Play<G extends GameId, Puzzle, PublicPuzzle, Progress, Move, View, Feedback> {
  progress: Progress | null = null;
  status: PlayStatus = 'playing';
  activeMs = 0;
  runningSince: number | null = null;
  now = 1_000_000;
  version = 0;

  constructor(
    readonly game: G,
    readonly module: GameModule<Puzzle, PublicPuzzle, Progress, Move, View, Feedback>,
    readonly puzzle: Puzzle,
    readonly title: string | null,
  ) {}

  timer() {
    const { activeMs, runningSince, now } = this;
    return {
      activeMs: activeMs + (runningSince === null ? 0 : now - runningSince),
      running: runningSince !== null,
    };
  }

  state(key: Key): FakePlayState<G, PublicPuzzle, View> {
    const day = key.date === 'today' ? FAKE_TODAY : key.date;
    const { progress, status, module, puzzle } = this;
    return {
      game: this.game,
      mode: key.mode,
      day,
      puzzleDate: day,
      title: this.title,
      puzzle: module.publicPuzzle(puzzle),
      play: progress
        ? {
            status,
            version: this.version,
            timer: this.timer(),
            // as the server: no view while paused
            view:
              status === 'playing' && this.runningSince === null
                ? null
                : module.view(puzzle, progress, status !== 'playing'),
          }
        : null,
      result: null,
      serverNow: new Date(this.now).toISOString(),
    };
  }

  stop(): void {
    if (this.runningSince !== null) this.activeMs += this.now - this.runningSince;
    this.runningSince = null;
  }

  start(key: Key) {
    this.progress ??= this.module.initialProgress(this.puzzle);
    if (this.status === 'playing' && this.runningSince === null) this.runningSince = this.now;
    return this.state(key);
  }

  pause(key: Key, move: unknown) {
    if (!this.progress) throw new ServerError(409, 'Start the puzzle first.', 'NOT_STARTED');
    if (move && this.status === 'playing' && this.runningSince !== null) this.move(key, move);
    this.stop();
    return this.state(key);
  }

  move(key: Key, move: unknown) {
    if (!this.progress) throw new ServerError(409, 'Start the puzzle first.', 'NOT_STARTED');
    if (this.status !== 'playing') return { ...this.state(key), feedback: null };
    if (this.runningSince === null)
      throw new ServerError(409, 'The game is paused. Press Continue to keep playing.', 'PAUSED');
    const parsed = this.module.moveSchema.safeParse(move);
    if (!parsed.success) throw new ServerError(400, 'Invalid move', 'INVALID_MOVE');
    const applied = this.module.applyMove(this.puzzle, this.progress, parsed.data);
    if (!applied.ok) throw new ServerError(applied.status ?? 400, applied.message, applied.code);
    this.progress = applied.progress;
    this.status = this.module.status(this.puzzle, this.progress);
    if (this.status !== 'playing') this.stop();
    return { ...this.state(key), feedback: applied.feedback };
  }

  reset(key: Key) {
    this.progress = this.module.initialProgress(this.puzzle);
    this.status = 'playing';
    this.activeMs = 0;
    this.runningSince = this.now;
    return this.state(key);
  }
}

const bodyOf = (request: FakeRequest) =>
  (request.body ?? {}) as { mode?: PlayMode; move?: unknown };

function keyOf(request: FakeRequest): Key {
  const mode = request.method === 'GET' ? request.query.get('mode') : bodyOf(request).mode;
  return { date: request.params.date ?? 'today', mode: (mode ?? 'daily') as PlayMode };
}

/** A play request's kind and move, as the page sent it. */
function callOf<Move>(request: FakeRequest): RecordedCall<Move> {
  const action = /\/api\/play\/[^/]+\/[^/]+\/([a-z]+)$/.exec(request.path)?.[1];
  const kind = request.method === 'GET' ? 'state' : (KINDS[action ?? ''] ?? 'state');
  const move = bodyOf(request).move as Move | undefined;
  return { kind: request.beacon ? 'beacon' : kind, ...(move ? { move } : {}) };
}

/**
 * Serves one game's play routes on `server` (GET /api/play/:game/:date and its start, pause,
 * moves and reset), with `module`'s rules on `puzzle`.
 */
export function servePlay<G extends GameId, Puzzle, PublicPuzzle, Progress, Move, View, Feedback>(
  server: FakeServer,
  game: G,
  module: GameModule<Puzzle, PublicPuzzle, Progress, Move, View, Feedback>,
  puzzle: Puzzle,
  options: FakePlayOptions = {},
): FakePlay<Move, Progress> {
  const play = new Play(game, module, puzzle, options.title ?? null);
  const base = `/api/play/${game}/:date`;
  const route =
    (run: (key: Key, request: FakeRequest) => unknown) =>
    (request: FakeRequest): unknown => {
      if (options.noPuzzle)
        throw new ServerError(
          404,
          options.noPuzzleMessage ?? 'No puzzle available today',
          'NO_PUZZLE',
        );
      play.version += 1;
      return run(keyOf(request), request);
    };
  server
    .get(
      base,
      route((key) => play.state(key)),
    )
    .post(
      `${base}/start`,
      route((key) => play.start(key)),
    )
    .post(
      `${base}/pause`,
      route((key, request) => play.pause(key, bodyOf(request).move)),
    )
    .post(
      `${base}/moves`,
      route((key, request) => play.move(key, bodyOf(request).move)),
    )
    .post(
      `${base}/reset`,
      route((key) => play.reset(key)),
    );
  const calls = () =>
    server.requests.filter((r) => r.path.startsWith(`/api/play/${game}/`)).map(callOf<Move>);
  return {
    calls,
    moves: () =>
      calls().flatMap((c) => ((c.kind === 'move' || c.kind === 'pause') && c.move ? [c.move] : [])),
    advance: (ms) => {
      play.now += ms;
    },
    pauseElsewhere: () => play.stop(),
    moveElsewhere: (move) => void play.move({ date: 'today', mode: 'daily' }, move),
    progress: () => play.progress,
  };
}
