// The settings of `npm run bench:leaderboard` (bench/leaderboard.ts documents them).
import { isGameId, type GameId } from '../src/shared/play/games.js';
import { envInt, envList } from './support.js';

export const USERS = envInt('BENCH_USERS', 200_000, 100);
export const DURATION = envInt('BENCH_DURATION', 10, 1);
export const CONNECTIONS = envInt('BENCH_CONNECTIONS', 10, 1);
export const WARMUP = envInt('BENCH_WARMUP', 2, 0);
export const WITH_BASELINE = process.env.BENCH_BASELINE !== '0';
/** Requests per old-method run: one per connection under load, a few alone. */
export const OLD_BUSY = envInt('BENCH_OLD_REQUESTS', CONNECTIONS, 1);
export const OLD_SINGLE = envInt('BENCH_OLD_SINGLE_REQUESTS', 3, 1);
const GAMES = envList('BENCH_GAMES', 'mini');
export const DBS = envList('BENCH_DBS', 'sqlite,postgres');
export const DATE = '2026-03-02';
export const BUDGET_MS = 25;
export const VIEWERS = 20;
export const PASSWORD = 'bench-password-1';
export const ORIGIN_HEADER = 'http://medgrid.test'; // testConfig's baseUrl, a trusted origin
export const EXPECT_ME = '"me":{"rank":';

for (const g of GAMES) if (!isGameId(g)) throw new Error(`BENCH_GAMES: unknown game ${g}`);
for (const d of DBS)
  if (d !== 'sqlite' && d !== 'postgres') throw new Error(`BENCH_DBS: unknown database ${d}`);
export const games = GAMES as GameId[];
