// Seeding the benchmark's PostgreSQL database (leaderboard-seed.ts describes the method): batched
// INSERT … SELECT unnest(…) on one connection, a phase per table.
import pg from 'pg';
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

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);

/**
 * PostgreSQL: also the unique and foreign-key constraints (pg_get_constraintdef gives them back
 * exactly); a foreign key added to a full table is checked in one pass instead of row by row.
 */
async function withoutIndexes(
  client: pg.Client,
  table: string,
  load: () => Promise<void>,
): Promise<void> {
  const constraints = await client.query<{ conname: string; def: string; contype: string }>(
    `SELECT conname, pg_get_constraintdef(oid) AS def, contype FROM pg_constraint
     WHERE conrelid = $1::regclass AND contype IN ('u', 'f') ORDER BY contype DESC, conname`,
    [table],
  );
  const indexes = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = $1
       AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = $1::regclass)`,
    [table],
  );
  for (const c of constraints.rows)
    await client.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${c.conname}"`);
  for (const i of indexes.rows) await client.query(`DROP INDEX "${i.indexname}"`);
  await load();
  // unique constraints ('u' sorts after 'f', hence DESC above), then indexes, then foreign keys
  for (const c of constraints.rows.filter((c) => c.contype === 'u'))
    await client.query(`ALTER TABLE "${table}" ADD CONSTRAINT "${c.conname}" ${c.def}`);
  for (const i of indexes.rows) await client.query(i.indexdef);
  for (const c of constraints.rows.filter((c) => c.contype === 'f'))
    await client.query(`ALTER TABLE "${table}" ADD CONSTRAINT "${c.conname}" ${c.def}`);
}

/** Users with their credential account (the one shared password hash) and profile. */
async function insertUsers(client: pg.Client, data: BenchData, hash: string, now: string) {
  const { users } = data;
  for (let from = 0; from < users; from += BATCH_USERS) {
    const idx = range(from, Math.min(users, from + BATCH_USERS));
    const ids = idx.map(userId);
    const names = idx.map(usernameOf);
    await client.query(
      `INSERT INTO "user" (id, name, email, "emailVerified", image, "createdAt", "updatedAt", username, "displayUsername")
       SELECT id, un, un || '@bench.medgrid.test', true, NULL, $3::timestamptz, $3::timestamptz, un, un
       FROM unnest($1::text[], $2::text[]) AS t(id, un)`,
      [ids, names, now],
    );
    await client.query(
      `INSERT INTO account (id, "accountId", "providerId", "userId", password, "createdAt", "updatedAt")
       SELECT 'a' || id, id, 'credential', id, $2, $3::timestamptz, $3::timestamptz
       FROM unnest($1::text[]) AS t(id)`,
      [ids, hash, now],
    );
    await client.query(
      `INSERT INTO profiles (user_id, med_school_id, custom_med_school, med_school_changed_at, created_at)
       SELECT id, s, NULL, $3, $3 FROM unnest($1::text[], $2::text[]) AS t(id, s)`,
      [ids, idx.map((i) => data.schoolIds[data.school[i] as number] ?? null), now],
    );
  }
}

/**
 * The ring goes up once; PostgreSQL builds the pairs itself (the same rows, ids and keys as
 * friendshipBatches + pairKey produce for SQLite).
 */
function insertFriendships(client: pg.Client, data: BenchData, now: string): Promise<void> {
  const { users } = data;
  return withoutIndexes(client, 'friendships', async () => {
    await client.query('CREATE TEMP TABLE bench_ring (pos int PRIMARY KEY, id text NOT NULL)');
    await client.query('INSERT INTO bench_ring SELECT * FROM unnest($1::int[], $2::text[])', [
      range(0, users),
      Array.from(data.ring, (u) => userId(u)),
    ]);
    await client.query(
      `INSERT INTO friendships (id, requester_id, addressee_id, status, pair_key, created_at, updated_at)
       SELECT 'f' || lpad((a.pos * $1 + d - 1)::text, 8, '0'), a.id, b.id, 'accepted',
              CASE WHEN a.id COLLATE "C" < b.id COLLATE "C" THEN a.id || ':' || b.id ELSE b.id || ':' || a.id END,
              $3, $3
       FROM bench_ring a CROSS JOIN generate_series(1, $1) AS d
       JOIN bench_ring b ON b.pos = (a.pos + d) % $2`,
      [ringHalf(users), users, now],
    );
    await client.query('DROP TABLE bench_ring');
  });
}

/** A spread sample of the friendships, checked against the generator. */
async function checkFriendshipSample(client: pg.Client, data: BenchData): Promise<void> {
  const ids = sampleIds(data.users * ringHalf(data.users));
  const sample = await client.query<{ id: string; r: string; a: string; k: string; s: string }>(
    'SELECT id, requester_id AS r, addressee_id AS a, pair_key AS k, status AS s FROM friendships WHERE id = ANY($1::text[])',
    [ids],
  );
  checkFriendships(data, sample.rows, ids.length);
}

/** The result columns of users [from, to), one array per column for unnest. */
function resultColumns(data: BenchData, from: number, to: number) {
  const cols = {
    id: [] as string[],
    user: [] as string[],
    game: [] as string[],
    time: [] as number[],
    score: [] as Array<number | null>,
    guesses: [] as Array<number | null>,
    clues: [] as Array<number | null>,
    lives: [] as Array<number | null>,
    assisted: [] as number[],
    eligible: [] as number[],
    key: [] as number[],
    bucket: [] as number[],
    created: [] as string[],
    school: [] as Array<string | null>,
  };
  for (let i = from; i < to; i++) {
    const id = userId(i);
    data.games.forEach((c, g) => {
      cols.id.push(`r${id.slice(1)}${g}`);
      cols.user.push(id);
      cols.game.push(c.game);
      cols.time.push(c.time[i] as number);
      cols.score.push(nullable(c.score[i] as number));
      cols.guesses.push(nullable(c.guesses[i] as number));
      cols.clues.push(nullable(c.clues[i] as number));
      cols.lives.push(nullable(c.lives[i] as number));
      cols.assisted.push(c.assisted[i] as number);
      cols.eligible.push(c.eligible[i] as number);
      cols.key.push(c.key[i] as number);
      cols.bucket.push(c.bucket[i] as number);
      cols.created.push(createdAt(data.date, i, g));
      cols.school.push(data.schoolIds[data.school[i] as number] ?? null);
    });
  }
  return cols;
}

/** One result per user and game, with the user's school. */
function insertResults(client: pg.Client, data: BenchData): Promise<void> {
  const { users } = data;
  return withoutIndexes(client, 'results', async () => {
    const step = Math.floor(BATCH_USERS / 2);
    for (let from = 0; from < users; from += step) {
      const cols = resultColumns(data, from, Math.min(users, from + step));
      await client.query(
        `INSERT INTO results (id, user_id, game, puzzle_date, time_seconds, score, guesses, clues_revealed, lives_remaining, assisted, eligible, rank_key, rank_bucket, created_at, med_school_id)
       SELECT id, u, g, $14, t, s, gu, c, l, a, e, k, b, ca, ms
       FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[], $10::int[], $11::bigint[], $12::bigint[], $13::text[], $15::text[])
         AS x(id, u, g, t, s, gu, c, l, a, e, k, b, ca, ms)`,
        // prettier-ignore
        [
          cols.id, cols.user, cols.game, cols.time, cols.score, cols.guesses, cols.clues, cols.lives,
          cols.assisted, cols.eligible, cols.key, cols.bucket, cols.created, data.date, cols.school,
        ],
      );
    }
  });
}

export async function seedPostgres(url: string, data: BenchData, hash: string): Promise<Phases> {
  const phases: Phases = [];
  await timed(phases, 'migrate + schools', () => prepareSchema({ kind: 'postgres', url }));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const now = new Date(`${data.date}T00:00:00Z`).toISOString();
    const { users } = data;
    await timed(phases, `users + accounts + profiles (${users} each)`, () =>
      insertUsers(client, data, hash, now),
    );
    const friendships = users * ringHalf(users);
    await timed(phases, `friendships (${friendships}, accepted)`, () =>
      insertFriendships(client, data, now),
    );
    await checkFriendshipSample(client, data);
    await timed(phases, `results (${users * data.games.length})`, () =>
      insertResults(client, data),
    );
    await timed(phases, 'rank_buckets (GROUP BY of the eligible results)', () =>
      client.query(
        'INSERT INTO rank_buckets (game, puzzle_date, bucket, n) SELECT game, puzzle_date, rank_bucket, count(*) FROM results WHERE eligible = 1 GROUP BY game, puzzle_date, rank_bucket',
      ),
    );
    // VACUUM sets the visibility map (index-only scans), as autovacuum would after the inserts.
    await timed(phases, 'VACUUM (ANALYZE)', () => client.query('VACUUM (ANALYZE)'));
  } finally {
    await client.end();
  }
  return phases;
}
