import type { Db } from '../../db/database.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, HttpError, notFound } from '../../http-error.js';
import type { PlaysStore, PlayRecord } from './plays-repository.js';
import type { PuzzlesRepository, StoredPuzzle } from './puzzles-repository.js';
import type { ResultsRepository, ResultRow } from '../results/repository.js';
import type { BoardInvalidation } from '../results/leaderboard-cache.js';
import type { Player } from '../player-day/service.js';
import type { EngineMode, GameId } from '../../../shared/play/games.js';
import { gameDefinition } from '../../../shared/play/game-registry.js';
import type {
  LoadedPlay,
  PlayableGame,
  PlayStatus,
  PreparedPuzzle,
} from '../../../shared/play/game-module.js';
import { addDays } from '../../../shared/play/dates.js';
import {
  FRESH_PACE,
  holdFor,
  paceAfterMove,
  paceAtPause,
  paceAtResume,
} from '../../../shared/play/fair-play.js';
import { dayEndsEverywhereAt } from '../../../shared/play/time-zone.js';
import type { ArchiveDays } from '../../../shared/play/schemas.js';
import { createPreparedPuzzles } from './prepared-puzzles.js';
import { createPuzzleOpener, type PuzzleOpener } from './open-puzzle.js';

export type { Player } from '../player-day/service.js';

/**
 * What the browser learns about a play: never the answers of an unfinished daily play, and the
 * game's content (clues, rounds) only while the play's clock runs or once it is over.
 */
/** A move for a play that an admin's replacement of the puzzle ended (issue 18). */
export const PUZZLE_REPLACED_MESSAGE =
  'This puzzle was replaced by the editors while you played, so your unfinished play was ended. Start the new puzzle.';

/** A daily start for a puzzle the account opened before in another mode (docs/decisions/018). */
export const OPENED_BEFORE_MESSAGE =
  'You opened this puzzle before it was your daily puzzle (in the archive or on a test page), so it cannot be your ranked play. Play it on the test page or from the archive.';

export interface PlayState {
  game: GameId;
  mode: EngineMode;
  /** The day asked for (the player's today for `today`); a weekly puzzle may be dated before it. */
  day: string;
  puzzleDate: string;
  title: string | null;
  /** The puzzle's shape: what may be seen before the play starts. */
  puzzle: unknown;
  play: {
    status: PlayStatus;
    version: number;
    timer: { activeMs: number; running: boolean };
    /**
     * The player's progress and the game's content; null while paused (docs/product.md#fair-play).
     */
    view: unknown;
  } | null;
  /** The player's recorded result for the day (daily mode). */
  result: Omit<ResultRow, 'userId' | 'rankKey'> | null;
  serverNow: string;
}

export interface PlayServiceDeps {
  db: Db;
  games: ReadonlyMap<GameId, PlayableGame>;
  puzzles: PuzzlesRepository;
  plays: PlaysStore;
  /**
   * Which puzzle a request opens and whether the player may: by default the dated puzzles and
   * their date rules (open-puzzle.ts); a deck crossword's opener checks its owner and shares.
   */
  open?: PuzzleOpener;
  results: ResultsRepository;
  /** Drops the cached leaderboard of a day once a result of it is written. */
  boards: BoardInvalidation;
  clock: () => Date;
}

type Trx = Kysely<Database> | Transaction<Database>;

const MAX_ATTEMPTS = 5;
const MAX_ACTIVE_MS = 2_000_000_000;

const elapsedSince = (since: string | null, now: Date) =>
  since ? Math.max(0, now.getTime() - Date.parse(since)) : 0;
const activeMsAt = (play: PlayRecord, now: Date) =>
  Math.min(play.activeMs + elapsedSince(play.runningSince, now), MAX_ACTIVE_MS);

/**
 * Server-authoritative play (docs/architecture.md#the-play-engine): the server keeps each play's
 * progress and its own timeline, applies every move with the game's shared rules, measures active
 * time from its own clock, and writes the result once, in the transaction that finishes a daily
 * play.
 */
export function createPlayService(deps: PlayServiceDeps) {
  const { games, puzzles, plays, results, boards, clock } = deps;
  const prepared = createPreparedPuzzles(games);

  function gameOf(game: GameId): PlayableGame {
    const g = games.get(game);
    if (!g) throw notFound('UNKNOWN_GAME', 'This game is not available yet.');
    return g;
  }

  const openPuzzle = deps.open ?? createPuzzleOpener({ puzzles, plays, clock });

  /** The puzzle parsed, from the engine's cache: stored puzzles are parsed once, not per move. */
  function prepare(puzzle: StoredPuzzle) {
    gameOf(puzzle.game);
    return prepared.get(puzzle.game, puzzle.payloadText, () => puzzle.payload, puzzle.puzzleDate);
  }

  function load(game: GameId, puzzle: StoredPuzzle, progress: unknown | null): LoadedPlay {
    const loaded = prepare(puzzle).load(progress);
    if (!loaded.ok) throw new Error(`${game} ${puzzle.puzzleDate}: ${loaded.message}`);
    return loaded.play;
  }

  /** An opened puzzle and the day it was asked for. */
  type Opened = { puzzle: StoredPuzzle; day: string };

  async function stateOf(
    player: Player,
    { puzzle, day }: Opened,
    mode: EngineMode,
    play: PlayRecord | null,
  ): Promise<PlayState> {
    const now = clock();
    const loaded = load(puzzle.game, puzzle, play ? play.progress : null);
    const finished = play !== null && play.status !== 'playing';
    const result =
      mode === 'daily' && finished
        ? await results.find(player.id, puzzle.game, puzzle.puzzleDate)
        : null;
    return {
      game: puzzle.game,
      mode,
      day,
      puzzleDate: puzzle.puzzleDate,
      title: puzzle.title,
      puzzle: prepare(puzzle).publicPuzzle(),
      play: play && {
        status: play.status,
        version: play.version,
        timer: { activeMs: activeMsAt(play, now), running: play.runningSince !== null },
        // the content (clues) goes out only while the clock runs, or once the play is over
        view: finished || play.runningSince !== null ? loaded.view(finished) : null,
      },
      result: result && {
        game: result.game,
        puzzleDate: result.puzzleDate,
        timeSeconds: result.timeSeconds,
        penaltySeconds: result.penaltySeconds,
        inputs: result.inputs,
        score: result.score,
        guesses: result.guesses,
        cluesRevealed: result.cluesRevealed,
        livesRemaining: result.livesRemaining,
        assisted: result.assisted,
        eligible: result.eligible,
        review: result.review,
        reviewReason: result.reviewReason,
      },
      serverNow: now.toISOString(),
    };
  }

  /**
   * A play's state with its puzzle as the engine keeps it parsed (docs/decisions/015), for a
   * game's own routes that read the puzzle (MedMatch's quiz: `puzzle.parsedBy`).
   */
  async function withPuzzle(
    player: Player,
    game: GameId,
    date: string,
    mode: EngineMode,
  ): Promise<{ state: PlayState; puzzle: PreparedPuzzle }> {
    const opened = await openPuzzle(player, game, date, mode);
    const play = await plays.find(player.id, game, opened.puzzle.puzzleDate, mode);
    return { state: await stateOf(player, opened, mode, play), puzzle: prepare(opened.puzzle) };
  }

  /**
   * Writes the result of a daily play that has just finished, in the caller's transaction. A
   * result faster than the fastest person plays (fair-play.ts) is held off the boards for
   * review, with its reason.
   */
  async function record(trx: Trx, player: Player, puzzle: StoredPuzzle, finished: PlayRecord) {
    const loaded = load(puzzle.game, puzzle, finished.progress);
    const fields = loaded.result(Math.floor(finished.activeMs / 1000));
    const pace = prepare(puzzle).pace;
    const hold = holdFor(pace, finished.pace, loaded.effort().done, finished.activeMs);
    await results.recordOnce(trx, player.id, puzzle.game, puzzle.puzzleDate, fields, hold);
  }

  /** Re-reads and changes a play until its optimistic write wins (or gives up). */
  async function mutate(
    player: Player,
    game: GameId,
    date: string,
    mode: EngineMode,
    change: (
      play: PlayRecord,
      puzzle: StoredPuzzle,
      now: Date,
    ) => Promise<{ next: PlayRecord; extra?: unknown } | 'unchanged'>,
  ): Promise<{ state: PlayState; extra?: unknown }> {
    const opened = await openPuzzle(player, game, date, mode);
    const { puzzle } = opened;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const play = await plays.find(player.id, game, puzzle.puzzleDate, mode);
      if (!play)
        throw puzzle.replaced
          ? conflict('PUZZLE_REPLACED', PUZZLE_REPLACED_MESSAGE)
          : conflict('NOT_STARTED', 'Start the puzzle first.');
      const now = clock();
      const outcome = await change(play, puzzle, now);
      if (outcome === 'unchanged') return { state: await stateOf(player, opened, mode, play) };
      const { next, extra } = outcome;
      const finishing = play.status === 'playing' && next.status !== 'playing';
      const written = finishing
        ? await deps.db.kysely.transaction().execute(async (trx) => {
            if (!(await plays.update(next, now.toISOString(), trx))) return false;
            if (mode === 'daily') await record(trx, player, puzzle, next);
            return true;
          })
        : await plays.update(next, now.toISOString());
      if (written) {
        // after the commit, before the answer: the next board read anywhere has the result
        if (finishing && mode === 'daily')
          await boards.invalidate([{ game: puzzle.game, date: puzzle.puzzleDate }]);
        const stored = { ...next, version: next.version + 1 };
        return { state: await stateOf(player, opened, mode, stored), extra };
      }
    }
    throw conflict('BUSY', 'Your game changed in another window. Reload to continue.');
  }

  /** One move on a play in progress, by the game's rules; refused while paused. */
  function applyMove(
    play: PlayRecord,
    puzzle: StoredPuzzle,
    now: Date,
    rawMove: unknown,
  ): { next: PlayRecord; extra: unknown } {
    if (!play.runningSince)
      throw conflict('PAUSED', 'The game is paused. Press Continue to keep playing.');
    const loaded = load(puzzle.game, puzzle, play.progress);
    const before = loaded.effort().done.inputs;
    const applied = loaded.applyMove(rawMove);
    if (!applied.ok) throw new HttpError(applied.status ?? 400, applied.code, applied.message);
    const status = loaded.status();
    // each batch of letters is timed against the previous input (fair-play.ts)
    const entered = loaded.effort().done.inputs - before;
    const pace = paceAfterMove(prepare(puzzle).pace, play.pace, entered, activeMsAt(play, now));
    const next: PlayRecord = { ...play, progress: loaded.progress(), status, pace };
    if (status !== 'playing') {
      const at = now.toISOString();
      next.activeMs = activeMsAt(play, now);
      next.runningSince = null;
      next.finishedAt = at;
      next.timeline = [...play.timeline, { event: 'finish', at }];
    }
    return { next, extra: applied.feedback };
  }

  return {
    /**
     * The archive (docs/product.md#archives): every puzzle whose days in play are before the
     * player's today, newest first; a weekly puzzle appears once its week (until the next one)
     * is over.
     */
    async archive(player: Player, game: GameId, limit: number): Promise<ArchiveDays> {
      gameOf(game);
      const validity = gameDefinition(game).validityDays;
      const now = clock();
      // dated up to today, so the successor of a weekly puzzle is in the list
      const rows = await puzzles.listBefore(game, addDays(player.today, 1), limit + 8);
      const entries: ArchiveDays['entries'] = [];
      rows.forEach((row, i) => {
        let lastDay = addDays(row.puzzleDate, validity - 1);
        const next = rows[i - 1]?.puzzleDate;
        if (next && next <= lastDay) lastDay = addDays(next, -1);
        const ended = lastDay < player.today && now >= dayEndsEverywhereAt(lastDay);
        if (ended && entries.length < limit)
          entries.push({ date: row.puzzleDate, title: row.title });
      });
      return { game, entries };
    },

    async state(player: Player, game: GameId, date: string, mode: EngineMode): Promise<PlayState> {
      return (await withPuzzle(player, game, date, mode)).state;
    },

    withPuzzle,

    /**
     * Starts the play — the clock runs from now, and the content (clues) goes out with the
     * answer — or resumes it after a pause; idempotent.
     */
    async start(player: Player, game: GameId, date: string, mode: EngineMode): Promise<PlayState> {
      const opened = await openPuzzle(player, game, date, mode);
      const { puzzle } = opened;
      const existing = await plays.find(player.id, game, puzzle.puzzleDate, mode);
      if (!existing) {
        // a puzzle seen in another mode (its answers maybe revealed) never becomes a ranked play
        if (mode === 'daily' && (await plays.openedOtherwise(player.id, game, puzzle.puzzleDate)))
          throw conflict('OPENED_BEFORE', OPENED_BEFORE_MESSAGE);
        const now = clock().toISOString();
        const created = await plays.create(
          {
            userId: player.id,
            game,
            puzzleDate: puzzle.puzzleDate,
            mode,
            status: 'playing',
            progress: load(game, puzzle, null).progress(),
            activeMs: 0,
            runningSince: now,
            startedAt: now,
            finishedAt: null,
            timeline: [{ event: 'start', at: now }],
            pace: FRESH_PACE,
          },
          now,
        );
        return stateOf(player, opened, mode, created);
      }
      const { state } = await mutate(player, game, date, mode, async (play, _p, now) => {
        if (play.status !== 'playing' || play.runningSince) return 'unchanged';
        const at = now.toISOString();
        return {
          next: {
            ...play,
            runningSince: at,
            timeline: [...play.timeline, { event: 'resume', at }],
            pace: paceAtResume(play.pace, play.activeMs),
          },
        };
      });
      return state;
    },

    /**
     * Pauses (idempotent). `rawMove`, when given, is applied first in the same write: a page
     * that is closing sends its unsaved letters and the pause in one request (a beacon).
     */
    async pause(
      player: Player,
      game: GameId,
      date: string,
      mode: EngineMode,
      rawMove?: unknown,
    ): Promise<PlayState> {
      const { state } = await mutate(player, game, date, mode, async (play, puzzle, now) => {
        let current = play;
        if (rawMove !== undefined && play.status === 'playing') {
          current = applyMove(play, puzzle, now, rawMove).next;
        }
        if (current.status !== 'playing' || !current.runningSince)
          return current === play ? 'unchanged' : { next: current };
        const at = now.toISOString();
        // what is still open is hidden from now on: the time after Continue must allow for it
        const open = load(game, puzzle, current.progress).effort().open;
        return {
          next: {
            ...current,
            activeMs: activeMsAt(current, now),
            runningSince: null,
            timeline: [...current.timeline, { event: 'pause', at }],
            pace: paceAtPause(current.pace, open),
          },
        };
      });
      return state;
    },

    /** Applies one move with the game's rules. Moves while paused change nothing and are refused. */
    async move(
      player: Player,
      game: GameId,
      date: string,
      mode: EngineMode,
      rawMove: unknown,
    ): Promise<PlayState & { feedback: unknown }> {
      const { state, extra } = await mutate(player, game, date, mode, async (play, puzzle, now) => {
        if (play.status !== 'playing') return 'unchanged'; // a finished play: retries are answered with its final state
        return applyMove(play, puzzle, now, rawMove);
      });
      return { ...state, feedback: extra ?? null };
    },

    /** After a finish, starts the board again from zero. A recorded daily result stays as it was. */
    async reset(player: Player, game: GameId, date: string, mode: EngineMode): Promise<PlayState> {
      const { state } = await mutate(player, game, date, mode, async (play, puzzle, now) => {
        if (play.status === 'playing')
          throw conflict('NOT_FINISHED', 'Only a finished puzzle can be reset.');
        const at = now.toISOString();
        return {
          next: {
            ...play,
            status: 'playing',
            progress: load(game, puzzle, null).progress(),
            activeMs: 0,
            runningSince: at,
            finishedAt: null,
            timeline: [...play.timeline, { event: 'reset', at }],
            pace: FRESH_PACE,
          },
        };
      });
      return state;
    },
  };
}

export type PlayService = ReturnType<typeof createPlayService>;
