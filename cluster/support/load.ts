// Load through nginx while the cluster is disturbed: writers type into their Mini (one fill move
// at a time each, 4 a second, under the per-player move limit of 300 a minute) and readers read
// the day's board. Every request is logged with its outcome; every move with whether it was
// acknowledged (200), so a test can check that no acknowledged write was lost.
import { MINI_ANSWERS } from '../../src/server/test/play-helpers.js';
import { call, fill, lettersOf, type Player } from './players.js';

export interface Outcome {
  kind: 'move' | 'read';
  /** ms since the load started */
  start: number;
  end: number;
  /** HTTP status, or 0 when the request failed without one */
  status: number;
  error?: string;
}

interface Attempt {
  cell: number;
  letter: string;
  acked: boolean;
}

/** Every move ever sent per player, in order (across loads: a later load goes on from there). */
const history = new WeakMap<Player, Attempt[]>();

/** The k-th move of a player: square k mod 25, a wrong letter that differs from the last one. */
function moveOf(k: number): { cell: number; row: number; col: number; letter: string } {
  const cell = k % 25;
  const row = Math.floor(cell / 5);
  const col = cell % 5;
  const answer = MINI_ANSWERS[row]!.charCodeAt(col) - 65;
  const letter = String.fromCharCode(65 + ((answer + 1 + (Math.floor(k / 25) % 2)) % 26));
  return { cell, row, col, letter };
}

export interface LoadReport {
  outcomes: Outcome[];
  failures: Outcome[];
  /** Moves acknowledged during this load. */
  acked: number;
  /** ms since the load started, for reading outcomes against events. */
  now(): number;
}

export interface RunningLoad {
  /** ms since the load started */
  now(): number;
  /** Outcomes so far. */
  outcomes: Outcome[];
  stop(): Promise<LoadReport>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Starts the writers and readers against `base` (nginx); `stop` waits for their last requests. */
export function startLoad(
  base: string,
  writers: Player[],
  readers: Player[],
  { moveEveryMs = 250, readEveryMs = 200 } = {},
): RunningLoad {
  const t0 = performance.now();
  const now = () => performance.now() - t0;
  const outcomes: Outcome[] = [];
  let running = true;
  let acked = 0;

  async function timed(kind: Outcome['kind'], send: () => Promise<{ status: number }>) {
    const start = now();
    try {
      const { status } = await send();
      outcomes.push({ kind, start, end: now(), status });
      return status;
    } catch (error) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      outcomes.push({ kind, start, end: now(), status: 0, error: message });
      return 0;
    }
  }

  async function writer(player: Player) {
    const attempts = history.get(player) ?? [];
    history.set(player, attempts);
    while (running) {
      const began = now();
      const { cell, row, col, letter } = moveOf(attempts.length);
      const attempt: Attempt = { cell, letter, acked: false };
      attempts.push(attempt);
      const status = await timed('move', () =>
        fill(base, player, [{ row, col, letter }], AbortSignal.timeout(15_000)),
      );
      if (status === 200) {
        attempt.acked = true;
        acked += 1;
      }
      await pause(moveEveryMs - (now() - began));
    }
  }

  async function reader(player: Player) {
    while (running) {
      const began = now();
      await timed('read', () =>
        call(base, 'GET', `/api/leaderboards/mini/${player.date}?scope=global`, {
          cookie: player.cookie,
          signal: AbortSignal.timeout(15_000),
        }),
      );
      await pause(readEveryMs - (now() - began));
    }
  }

  const loops = [...writers.map(writer), ...readers.map(reader)];
  return {
    now,
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
      return { outcomes, failures: outcomes.filter((o) => o.status !== 200), acked, now };
    },
  };
}

/**
 * Reads every writer's grid back through `base` and returns the acknowledged moves it does not
 * show: a square must hold the letter of its last acknowledged move, or of a later one that
 * failed without an answer (it may have been applied).
 */
export async function lostWrites(base: string, writers: Player[]): Promise<string[]> {
  const lost: string[] = [];
  for (const player of writers) {
    const attempts = history.get(player) ?? [];
    const letters = await lettersOf(base, player);
    for (let cell = 0; cell < 25; cell++) {
      const mine = attempts.filter((a) => a.cell === cell);
      const last = mine.map((a) => a.acked).lastIndexOf(true);
      if (last < 0) continue;
      const allowed = new Set(mine.slice(last).map((a) => a.letter));
      const stored = letters[Math.floor(cell / 5)]?.[cell % 5] ?? '';
      if (!allowed.has(stored))
        lost.push(
          `${player.username} square ${cell}: holds '${stored}', acknowledged '${mine[last]!.letter}'`,
        );
    }
  }
  return lost;
}

/** A one-line account of the failures, for an assertion message. */
export function describeFailures(failures: Outcome[], limit = 8): string {
  return failures
    .slice(0, limit)
    .map(
      (f) =>
        `${f.kind} ${f.start.toFixed(0)}–${f.end.toFixed(0)} ms: ${f.status || f.error || 'no answer'}`,
    )
    .join('; ');
}
