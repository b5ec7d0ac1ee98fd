/**
 * Where a leaderboard read spends its time: the real service (leaderboard-service.ts with its
 * real repositories) on a second connection to the benchmark database whose Kysely logs every
 * query with its duration; then each distinct query's plan (EXPLAIN QUERY PLAN / EXPLAIN).
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import type { Db } from '../src/server/db/database.js';
import type { Database } from '../src/server/db/schema.js';
import { createLeaderboardRepository } from '../src/server/features/results/leaderboard-repository.js';
import { createLeaderboardService } from '../src/server/features/results/leaderboard-service.js';
import { createResultsRepository } from '../src/server/features/results/repository.js';
import { createPuzzlesRepository } from '../src/server/features/play/puzzles-repository.js';
import { noLeaderboardCache } from '../src/server/features/results/leaderboard-cache.js';
import type { GameId } from '../src/shared/play/games.js';
import type { LeaderboardScope } from '../src/shared/play/leaderboard.js';

interface Logged {
  sql: string;
  params: readonly unknown[];
  ms: number;
}

export interface QueryStat {
  sql: string;
  count: number;
  avg: number;
  max: number;
  /** Parameters of the slowest run, for its plan. */
  params: readonly unknown[];
  plan: string[];
}

export interface ScopeProfile {
  /** Whole service call per viewer (ms): min, median, max. */
  service: [number, number, number];
  queries: QueryStat[];
}

export interface Profiler {
  profile(
    game: GameId,
    date: string,
    scope: LeaderboardScope,
    viewers: string[],
  ): Promise<ScopeProfile>;
  close(): Promise<void>;
}

/** The query with its select list and long IN lists shortened, for one report line. */
export function shortSql(sql: string): string {
  return sql
    .replace(/\s+/g, ' ')
    .replace(/^select (.{60,}?) from "/, 'select … from "')
    .replace(/\((?:\?|\$\d+)(?:, (?:\?|\$\d+))+\)/g, (m) => `(${m.split(',').length} params)`);
}

type ProfileTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
type Explain = (sql: string, params: readonly unknown[]) => Promise<string[]>;

/** The database on a connection that logs every query, and how to explain one. */
function openLogged(
  target: ProfileTarget,
  onLog: (e: LogEvent) => void,
): { db: Db; explain: Explain } {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: onLog });
    const explain: Explain = async (sql, params) => {
      const r = await pool.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS OFF, TIMING OFF, SUMMARY OFF) ${sql}`,
        params as unknown[],
      );
      return r.rows.map((row) => row['QUERY PLAN']);
    };
    return { db: { kysely, dialect: 'postgres', destroy: () => kysely.destroy() }, explain };
  }
  // The pragmas of openDatabase (which adds group commit: only reads are profiled here).
  const raw = new SQLite(target.file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: raw }),
    log: onLog,
  });
  const explain: Explain = async (sql, params) => {
    const rows = raw.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{
      id: number;
      parent: number;
      detail: string;
    }>;
    const depth = new Map<number, number>([[0, -1]]);
    return rows.map((r) => {
      const d = (depth.get(r.parent) ?? -1) + 1;
      depth.set(r.id, d);
      return `${'  '.repeat(d)}${r.detail}`;
    });
  };
  return { db: { kysely, dialect: 'sqlite', destroy: () => kysely.destroy() }, explain };
}

/** The logged queries grouped by shape, slowest on average first, each with its slowest plan. */
async function byShape(log: Logged[], explain: Explain): Promise<QueryStat[]> {
  const shapes = new Map<string, QueryStat>();
  for (const q of log) {
    const key = shortSql(q.sql);
    const s = shapes.get(key) ?? { sql: key, count: 0, avg: 0, max: -1, params: [], plan: [] };
    s.avg += q.ms;
    s.count += 1;
    if (q.ms > s.max) {
      s.max = q.ms;
      s.params = q.params;
      s.plan = [q.sql];
    }
    shapes.set(key, s);
  }
  const queries = [...shapes.values()].sort((a, b) => b.avg - a.avg);
  for (const s of queries) {
    const sql = s.plan[0] ?? '';
    s.avg /= s.count;
    s.plan = await explain(sql, s.params);
  }
  return queries;
}

export async function createProfiler(target: ProfileTarget): Promise<Profiler> {
  const log: Logged[] = [];
  const onLog = (e: LogEvent) => {
    if (e.level === 'query')
      log.push({ sql: e.query.sql, params: e.query.parameters, ms: e.queryDurationMillis });
  };
  const { db, explain } = openLogged(target, onLog);
  const service = createLeaderboardService(
    createLeaderboardRepository(db),
    createResultsRepository(db),
    createPuzzlesRepository(db),
    noLeaderboardCache, // the queries of a read, not the cache's hits
  );

  return {
    async profile(game, date, scope, viewers) {
      const times: number[] = [];
      log.length = 0;
      for (const viewer of viewers) {
        await service.get(viewer, game, date, scope, 0, 10); // warm
      }
      log.length = 0;
      for (const viewer of viewers) {
        const t0 = performance.now();
        await service.get(viewer, game, date, scope, 0, 10);
        times.push(performance.now() - t0);
      }
      const queries = await byShape(log, explain);
      times.sort((a, b) => a - b);
      return {
        service: [times[0] ?? 0, times[Math.floor(times.length / 2)] ?? 0, times.at(-1) ?? 0],
        queries,
      };
    },
    close: () => db.destroy(),
  };
}
