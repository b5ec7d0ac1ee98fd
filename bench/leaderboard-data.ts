/**
 * The synthetic game-day of the leaderboard benchmark: users, schools, a friendship ring and one
 * result per user and game, generated from a fixed seed so SQLite and PostgreSQL get exactly the
 * same rows (and two runs the same numbers). Columns live in typed arrays: 1,000,000 results take
 * a few tens of megabytes.
 */
import { GAME_IDS, type GameId } from '../src/shared/play/games.js';
import { rankKey } from '../src/shared/play/result.js';

/** Friends on each side of a user in the ring: 25 + 25 = 50 accepted friends each. */
export const RING_HALF = 25;
/** Share of users with no listed school. */
const NO_SCHOOL = 0.05;

export interface GameColumns {
  game: GameId;
  time: Int32Array;
  /** -1 = null */
  score: Int32Array;
  guesses: Int8Array;
  clues: Int8Array;
  lives: Int8Array;
  assisted: Uint8Array;
  eligible: Uint8Array;
  key: Float64Array;
  bucket: Float64Array;
}

export interface BenchData {
  users: number;
  date: string;
  schoolIds: string[];
  /** Index into schoolIds per user; -1 = no school. */
  school: Int32Array;
  /** Users in ring order: friends are ring neighbours, so a user's friends have scattered ids. */
  ring: Int32Array;
  games: GameColumns[];
}

/** mulberry32: small, fast, deterministic. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(rand: () => number): number {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

const clamp = (x: number, lo: number, hi: number) => Math.min(Math.max(x, lo), hi);
const logNormal = (rand: () => number, median: number, sigma: number) =>
  Math.exp(Math.log(median) + sigma * normal(rand));

export const userId = (i: number) => `u${String(i + 1).padStart(7, '0')}`;
export const usernameOf = (i: number) => `player${String(i + 1).padStart(7, '0')}`;

function pick(rand: () => number, weights: readonly number[]): number {
  const total = weights.reduce((s, w) => s + w, 0);
  let r = rand() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/** One result's fields for a game, drawn from that game's distribution. */
function drawResult(game: GameId, rand: () => number) {
  const u = rand();
  const assisted = u < 0.05; // a reveal: never ranks
  const eligible = u >= 0.08; // 3% more: lost, exited…
  let time: number;
  let score = -1;
  let guesses = -1;
  let clues = -1;
  let lives = -1;
  switch (game) {
    case 'mini':
      time = clamp(Math.round(logNormal(rand, 110, 0.55)), 12, 3600);
      clues = assisted ? 1 + Math.floor(rand() * 5) : 0;
      break;
    case 'medical':
      time = clamp(Math.round(logNormal(rand, 600, 0.45)), 120, 5400);
      clues = assisted ? 1 + Math.floor(rand() * 12) : 0;
      break;
    case 'medword':
      time = clamp(Math.round(logNormal(rand, 150, 0.6)), 10, 3600);
      guesses = eligible ? 1 + pick(rand, [2, 10, 28, 33, 19, 8]) : 6;
      score = eligible ? Math.max(0, 1000 - (guesses - 1) * 80 - Math.floor(time / 6)) : 0;
      break;
    case 'medle':
      time = clamp(Math.round(logNormal(rand, 200, 0.5)), 20, 3600);
      score = clamp(Math.round((900 + 260 * normal(rand)) / 10) * 10, 0, 1500);
      lives = Math.floor(rand() * 4);
      break;
    case 'medmatch':
      time = clamp(Math.round(logNormal(rand, 240, 0.5)), 20, 3600);
      score = clamp(Math.round((1000 + 300 * normal(rand)) / 25) * 25, 0, 1500);
      lives = Math.floor(rand() * 4);
      break;
  }
  return { time, score, guesses, clues, lives, assisted, eligible };
}

export function generate(users: number, schoolIds: string[], date: string, seed = 4): BenchData {
  const rand = prng(seed);
  // School sizes: log-normal weights, so a few schools are several times the median one.
  const weights = schoolIds.map(() => Math.exp(0.7 * normal(rand)));
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w));
  const school = new Int32Array(users);
  for (let i = 0; i < users; i++) {
    if (rand() < NO_SCHOOL) {
      school[i] = -1;
      continue;
    }
    const r = rand() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > r) hi = mid;
      else lo = mid + 1;
    }
    school[i] = lo;
  }

  // A random permutation (Fisher–Yates) is the ring order.
  const ring = new Int32Array(users);
  for (let i = 0; i < users; i++) ring[i] = i;
  for (let i = users - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = ring[i] as number;
    ring[i] = ring[j] as number;
    ring[j] = t;
  }

  const games = GAME_IDS.map((game): GameColumns => {
    const cols: GameColumns = {
      game,
      time: new Int32Array(users),
      score: new Int32Array(users),
      guesses: new Int8Array(users),
      clues: new Int8Array(users),
      lives: new Int8Array(users),
      assisted: new Uint8Array(users),
      eligible: new Uint8Array(users),
      key: new Float64Array(users),
      bucket: new Float64Array(users),
    };
    for (let i = 0; i < users; i++) {
      const r = drawResult(game, rand);
      const { key, bucket } = rankKey(game, {
        timeSeconds: r.time,
        score: r.score < 0 ? null : r.score,
        guesses: r.guesses < 0 ? null : r.guesses,
      });
      cols.time[i] = r.time;
      cols.score[i] = r.score;
      cols.guesses[i] = r.guesses;
      cols.clues[i] = r.clues;
      cols.lives[i] = r.lives;
      cols.assisted[i] = r.assisted ? 1 : 0;
      cols.eligible[i] = r.eligible ? 1 : 0;
      cols.key[i] = key;
      cols.bucket[i] = bucket;
    }
    return cols;
  });
  return { users, date, schoolIds, school, ring, games };
}

export const nullable = (v: number) => (v < 0 ? null : v);

/** Friends on each side in the ring (fewer in a tiny ring, so no pair repeats). */
export const ringHalf = (users: number) => Math.min(RING_HALF, Math.floor((users - 1) / 2));

/**
 * Friendship number n of the ring (what the seeders insert as id friendshipId(n)): the user at ring
 * position p befriends the next `ringHalf` users, n = p × ringHalf + (d − 1); requester first.
 */
export function friendshipOf(data: BenchData, n: number): [number, number] {
  const half = ringHalf(data.users);
  const p = Math.floor(n / half);
  const d = (n % half) + 1;
  return [data.ring[p] as number, data.ring[(p + d) % data.users] as number];
}

/** Friendship ids in insertion order (zero-padded, so the primary key grows at its end). */
export const friendshipId = (n: number) => `f${String(n).padStart(8, '0')}`;

/** When the seeded result was recorded: spread over the day. */
export function createdAt(date: string, i: number, g: number): string {
  const seconds = (i * 7 + g * 3_607) % 86_400;
  return new Date(Date.parse(`${date}T00:00:00Z`) + seconds * 1000).toISOString();
}
