// Seeding the benchmark's SQLite database (leaderboard-seed.ts describes the method): one raw
// better-sqlite3 handle, prepared statements in big transactions, a phase per table.
import SQLite from 'better-sqlite3';
import {
  createdAt,
  nullable,
  ringHalf,
  userId,
  usernameOf,
  type BenchData,
} from './leaderboard-data.js';
import {
  BATCH_USERS,
  checkFriendships,
  prepareSchema,
  sampleIds,
  timed,
  type Phases,
} from './leaderboard-seed.js';

/**
 * withoutIndexes, the bulk-load trick: the table's secondary indexes (exactly as the migrations created them, read
 * back from the catalog) are dropped before its rows go in and re-created after, which sorts
 * once instead of inserting millions of random keys. Unique constraints stay in place.
 */
function withoutIndexes(raw: SQLite.Database, table: string, load: () => void): void {
  const indexes = raw
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL",
    )
    .all(table) as Array<{ name: string; sql: string }>;
  for (const i of indexes) raw.exec(`DROP INDEX "${i.name}"`);
  load();
  for (const i of indexes) raw.exec(i.sql);
}

/** Users with their credential account (the one shared password hash) and profile. */
function insertUsers(raw: SQLite.Database, data: BenchData, hash: string, now: string): void {
  const insUser = raw.prepare(
    'INSERT INTO "user" (id, name, email, emailVerified, image, createdAt, updatedAt, username, displayUsername) VALUES (?, ?, ?, 1, NULL, ?, ?, ?, ?)',
  );
  const insAccount = raw.prepare(
    "INSERT INTO account (id, accountId, providerId, userId, password, createdAt, updatedAt) VALUES (?, ?, 'credential', ?, ?, ?, ?)",
  );
  const insProfile = raw.prepare(
    'INSERT INTO profiles (user_id, med_school_id, custom_med_school, med_school_changed_at, created_at) VALUES (?, ?, NULL, ?, ?)',
  );
  const usersTx = raw.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const id = userId(i);
      const name = usernameOf(i);
      insUser.run(id, name, `${name}@bench.medgrid.test`, now, now, name, name);
      insAccount.run(`a${id}`, id, id, hash, now, now);
      const s = data.school[i] as number;
      insProfile.run(id, s < 0 ? null : (data.schoolIds[s] ?? null), now, now);
    }
  });
  for (let from = 0; from < data.users; from += BATCH_USERS)
    usersTx(from, Math.min(data.users, from + BATCH_USERS));
}

/** The ring goes in as a temporary table; SQLite builds the pairs itself. */
function insertFriendships(raw: SQLite.Database, data: BenchData, now: string): void {
  const half = ringHalf(data.users);
  raw.exec('CREATE TEMP TABLE bench_ring (pos INTEGER PRIMARY KEY, id TEXT NOT NULL)');
  const insRing = raw.prepare('INSERT INTO bench_ring (pos, id) VALUES (?, ?)');
  raw.transaction(() => data.ring.forEach((u, pos) => insRing.run(pos, userId(u))))();
  withoutIndexes(raw, 'friendships', () => {
    // (better-sqlite3 binds JS numbers as REAL: CAST keeps the arithmetic integral)
    raw
      .prepare(
        `WITH RECURSIVE steps(d) AS (SELECT 1 UNION ALL SELECT d + 1 FROM steps WHERE d < CAST(? AS INTEGER))
         INSERT INTO friendships (id, requester_id, addressee_id, status, pair_key, created_at, updated_at)
         SELECT 'f' || substr('00000000' || CAST(a.pos * ? + steps.d - 1 AS INTEGER), -8), a.id, b.id, 'accepted',
                CASE WHEN a.id < b.id THEN a.id || ':' || b.id ELSE b.id || ':' || a.id END, ?, ?
         FROM bench_ring a CROSS JOIN steps
         JOIN bench_ring b ON b.pos = CAST((a.pos + steps.d) % ? AS INTEGER)`,
      )
      .run(half, half, now, now, data.users);
  });
  raw.exec('DROP TABLE bench_ring');
}

/** A spread sample of the friendships, checked against the generator. */
function checkFriendshipSample(raw: SQLite.Database, data: BenchData): void {
  const ids = sampleIds(data.users * ringHalf(data.users));
  const rows = raw
    .prepare(
      `SELECT id, requester_id AS r, addressee_id AS a, pair_key AS k, status AS s FROM friendships WHERE id IN (${ids.map(() => '?').join(', ')})`,
    )
    .all(...ids) as Array<{ id: string; r: string; a: string; k: string; s: string }>;
  checkFriendships(data, rows, ids.length);
}

/** One result per user and game, with the user's school. */
function insertResults(raw: SQLite.Database, data: BenchData): void {
  const insResult = raw.prepare(
    'INSERT INTO results (id, user_id, game, puzzle_date, time_seconds, score, guesses, clues_revealed, lives_remaining, assisted, eligible, rank_key, rank_bucket, created_at, med_school_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const resultsTx = raw.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const id = userId(i);
      const s = data.school[i] as number;
      const school = s < 0 ? null : (data.schoolIds[s] ?? null);
      data.games.forEach((c, g) => {
        // prettier-ignore
        insResult.run(
          `r${id.slice(1)}${g}`, id, c.game, data.date, c.time[i], nullable(c.score[i] as number),
          nullable(c.guesses[i] as number), nullable(c.clues[i] as number), nullable(c.lives[i] as number),
          c.assisted[i], c.eligible[i], c.key[i], c.bucket[i], createdAt(data.date, i, g), school,
        );
      });
    }
  });
  withoutIndexes(raw, 'results', () => {
    for (let from = 0; from < data.users; from += BATCH_USERS)
      resultsTx(from, Math.min(data.users, from + BATCH_USERS));
  });
}

export async function seedSqlite(file: string, data: BenchData, hash: string): Promise<Phases> {
  const phases: Phases = [];
  await timed(phases, 'migrate + schools', () => prepareSchema({ kind: 'sqlite', file }));
  const raw = new SQLite(file);
  try {
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = OFF'); // seeding only: the app reopens it with its group commit
    raw.pragma('cache_size = -1048576');
    raw.pragma('temp_store = MEMORY');
    raw.pragma('foreign_keys = OFF'); // checked once at the end instead (better-sqlite3 enables them)
    const now = new Date(`${data.date}T00:00:00Z`).toISOString();
    const { users } = data;
    await timed(phases, `users + accounts + profiles (${users} each)`, () =>
      insertUsers(raw, data, hash, now),
    );
    const friendships = users * ringHalf(users);
    await timed(phases, `friendships (${friendships}, accepted)`, () =>
      insertFriendships(raw, data, now),
    );
    checkFriendshipSample(raw, data);
    await timed(phases, `results (${users * data.games.length})`, () => insertResults(raw, data));
    await timed(phases, 'rank_buckets (GROUP BY of the eligible results)', () => {
      raw.exec(
        'INSERT INTO rank_buckets (game, puzzle_date, bucket, n) SELECT game, puzzle_date, rank_bucket, count(*) FROM results WHERE eligible = 1 GROUP BY game, puzzle_date, rank_bucket',
      );
    });
    await timed(phases, 'PRAGMA foreign_key_check', () => {
      const broken = raw.pragma('foreign_key_check') as unknown[];
      if (broken.length) throw new Error(`seeding broke ${broken.length} foreign keys`);
    });
    await timed(phases, 'ANALYZE', () => raw.exec('ANALYZE'));
    await timed(phases, 'WAL checkpoint', () => raw.pragma('wal_checkpoint(TRUNCATE)'));
  } finally {
    raw.close();
  }
  return phases;
}
