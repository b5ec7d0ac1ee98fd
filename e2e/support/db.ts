// What an operator does to the running e2e server's data, for tests that need it: grant admin with
// the real CLI, and move one player's history back in time. The server decides every player's day
// from its own clock (one 'today' per player), so a browser clock cannot travel; instead a
// player's recorded days move back, and the running server then sees a player who played before.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { DATA_DIR_VAR, e2eEnv } from './env.js';

/** `npm run admin:grant` on the e2e server's database (the built CLI). */
export function grantAdmin(username: string): void {
  execFileSync(process.execPath, [resolve('dist/server/cli/admin-grant.js'), username], {
    env: { ...process.env, DATA_DIR: e2eEnv(DATA_DIR_VAR), LOG_LEVEL: 'silent' },
    stdio: 'pipe',
  });
}

/**
 * Moves every day in one player's history (plays, results, daily-question answers and streak)
 * `days` days earlier, in one transaction beside the running server (SQLite WAL).
 */
export function shiftPlayerDays(userId: string, days: number): void {
  const db = new SQLite(join(e2eEnv(DATA_DIR_VAR), 'medgrid.db'));
  db.pragma('busy_timeout = 5000');
  const shift = `date(?, '-${days} days')`;
  try {
    db.transaction(() => {
      // the ranked results leave their day's rank counts for the earlier day's
      const ranked = db
        .prepare(
          `select game, puzzle_date as date, rank_bucket as bucket from results where user_id = ? and eligible = 1`,
        )
        .all(userId) as { game: string; date: string; bucket: number }[];
      for (const r of ranked) {
        db.prepare(
          'update rank_buckets set n = n - 1 where game = ? and puzzle_date = ? and bucket = ?',
        ).run(r.game, r.date, r.bucket);
        db.prepare(
          `insert into rank_buckets (game, puzzle_date, bucket, n) values (?, ${shift}, ?, 1)
           on conflict (game, puzzle_date, bucket) do update set n = n + 1`,
        ).run(r.game, r.date, r.bucket);
      }
      for (const [table, column] of [
        ['plays', 'puzzle_date'],
        ['results', 'puzzle_date'],
        ['question_answers', 'question_date'],
        ['question_streaks', 'last_question_date'],
      ] as const) {
        db.prepare(
          `update ${table} set ${column} = ${shift.replace('?', column)} where user_id = ?`,
        ).run(userId);
      }
    })();
  } finally {
    db.close();
  }
}

/**
 * Moves every running play of one player `seconds` back on the server's clock, in one update
 * beside the running server: the server times each play from its own clock (docs/decisions/017),
 * which a browser cannot move, so a test that plays at a person's pace spends the time here.
 */
export function ageRunningPlays(userId: string, seconds: number): void {
  const db = new SQLite(join(e2eEnv(DATA_DIR_VAR), 'medgrid.db'));
  db.pragma('busy_timeout = 5000');
  try {
    db.prepare(
      `update plays set running_since = strftime('%Y-%m-%dT%H:%M:%fZ', running_since, ?)
       where user_id = ? and running_since is not null`,
    ).run(`-${seconds} seconds`, userId);
  } finally {
    db.close();
  }
}

/**
 * The stored puzzle of a game and day, read from the e2e server's database as an operator would:
 * for tests that must know an answer without asking the API.
 */
export function storedPuzzle<T>(game: string, date: string): T {
  const db = new SQLite(join(e2eEnv(DATA_DIR_VAR), 'medgrid.db'), { readonly: true });
  db.pragma('busy_timeout = 5000');
  try {
    const row = db
      .prepare('select payload from puzzles where game = ? and puzzle_date = ?')
      .get(game, date) as { payload: string } | undefined;
    if (!row) throw new Error(`No ${game} puzzle is stored for ${date}`);
    return JSON.parse(row.payload) as T;
  } finally {
    db.close();
  }
}

/** A study-deck crossword's stored grid (issue 32), read as an operator would. */
export function storedDeckCrossword(id: string): { answerGrid: string[][] } {
  const db = new SQLite(join(e2eEnv(DATA_DIR_VAR), 'medgrid.db'), { readonly: true });
  db.pragma('busy_timeout = 5000');
  try {
    const row = db.prepare('select payload from deck_crosswords where id = ?').get(id) as
      { payload: string } | undefined;
    if (!row) throw new Error(`No deck crossword ${id}`);
    return JSON.parse(row.payload) as { answerGrid: string[][] };
  } finally {
    db.close();
  }
}
