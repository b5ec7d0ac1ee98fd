/**
 * The request profiles of `npm run bench:load`, run with autocannon against one origin (an app
 * process or nginx). autocannon keeps one request in flight per connection and runs each
 * connection through a sequence of requests; a sequence takes a player at its first request, so
 * a player is never used by two connections at once.
 */
import autocannon, { type Request } from 'autocannon';
import { MINI_ANSWERS } from '../src/server/test/play-helpers.js';
import { rightCells, type BenchPlayer } from './load-setup.js';

export interface ProfileResult {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  seconds: number;
  /** Failed requests: connection errors, timeouts and answers other than 2xx. */
  failed: number;
  statuses: string;
  /** The first answer other than 2xx, for the error report. */
  sample: string;
}

interface Context {
  player?: BenchPlayer;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

async function run(
  origin: string,
  requests: autocannon.Request[],
  opts: { connections: number; durationSeconds?: number; amount?: number },
): Promise<ProfileResult> {
  let sample = '';
  const watched = requests.map((request) => ({
    ...request,
    onResponse: (status: number, body: string, context: object, headers: Request['headers']) => {
      if ((status < 200 || status > 299) && !sample)
        sample = `${request.method} ${request.path} → ${status} ${body.slice(0, 300)}`;
      if (typeof request.onResponse === 'function')
        request.onResponse(status, body, context, headers);
    },
  }));
  const t0 = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: opts.connections,
        ...(opts.amount ? { amount: opts.amount } : { duration: opts.durationSeconds ?? 10 }),
        timeout: 30,
        requests: watched,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // a request that got no answer at all (a reset, a refused connection, a timeout): say which
    instance.on('reqError', (error: Error & { code?: string }) => {
      if (!sample) sample = `no answer: ${error.code ?? ''} ${error.message}`.trim();
    });
  });
  const seconds = (performance.now() - t0) / 1000;
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  return {
    rps: opts.amount ? result.requests.total / seconds : result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    seconds,
    failed: result.errors + result.timeouts + result.non2xx,
    statuses: codes,
    sample,
  };
}

/** A wrong letter for square `cell` that differs from the one typed the round before. */
function wrongLetter(cell: number, round: number): string {
  const answer = MINI_ANSWERS[Math.floor(cell / 5)]!.charCodeAt(cell % 5) - 65;
  return String.fromCharCode(65 + ((answer + 1 + (round % 2)) % 26));
}

/** A POST of one fill move of the context's player. */
function moveRequest(date: string, cells: (ctx: Context) => unknown): autocannon.Request {
  return {
    method: 'POST',
    path: `/api/play/mini/${date}/moves`,
    setupRequest: (request: Request, context: object) => {
      const ctx = context as Context;
      const move = { type: 'fill', cells: cells(ctx) }; // first: it may take the player
      return {
        ...request,
        headers: { ...JSON_HEADERS, cookie: ctx.player?.cookie ?? '' },
        body: JSON.stringify({ mode: 'daily', move }),
      };
    },
  };
}

/**
 * Crossword moves: each connection types one letter per request into the Mini of a player from
 * `players` (started beforehand), square after square, wrong letters so the grid is never solved;
 * after 25 moves it hands the player back and takes the next one.
 */
export function movesProfile(
  origin: string,
  players: BenchPlayer[],
  date: string,
  opts: { connections: number; durationSeconds: number },
): Promise<ProfileResult> {
  if (players.length < opts.connections) throw new Error('fewer move players than connections');
  const free = [...players];
  const requests = Array.from({ length: 25 }, (_, cell) => {
    const request = moveRequest(date, (ctx) => {
      if (cell === 0) {
        ctx.player = free.shift();
        if (ctx.player) ctx.player.round += 1;
      }
      const round = ctx.player?.round ?? 0;
      return [{ row: Math.floor(cell / 5), col: cell % 5, letter: wrongLetter(cell, round) }];
    });
    if (cell === 24)
      request.onResponse = (_status: number, _body: string, context: object) => {
        const { player } = context as Context;
        if (player) free.push(player);
      };
    return request;
  });
  return run(origin, requests, opts);
}

/** The day's global board (top 10 and the viewer's row), the viewer rotating per request. */
export function boardProfile(
  origin: string,
  viewers: BenchPlayer[],
  date: string,
  opts: { connections: number; durationSeconds: number },
): Promise<ProfileResult> {
  let n = 0;
  return run(
    origin,
    [
      {
        method: 'GET',
        path: `/api/leaderboards/mini/${date}?scope=global`,
        setupRequest: (request: Request) => ({
          ...request,
          headers: { cookie: viewers[n++ % viewers.length]!.cookie },
        }),
      },
    ],
    opts,
  );
}

export const RUSH_REQUESTS_PER_PLAYER = 24;

/**
 * The day rush: each connection takes a player who has not played yet, opens the Mini's page (as
 * the server renders it for them: docs/decisions/023-server-rendering.md), sends start, 20 moves
 * (the first 20 squares, right), the finishing move (the last 5 squares) and a board read; then
 * the next player. `players` must hold enough players for `amount` requests.
 */
export function rushProfile(
  origin: string,
  players: BenchPlayer[],
  date: string,
  opts: { connections: number; amount: number },
): Promise<ProfileResult> {
  const fresh = [...players];
  const right = rightCells();
  const page: autocannon.Request = {
    method: 'GET',
    path: '/mini',
    setupRequest: (request: Request, context: object) => {
      const ctx = context as Context;
      ctx.player = fresh.shift() ?? ctx.player;
      return {
        ...request,
        headers: { cookie: ctx.player?.cookie ?? '', 'accept-encoding': 'br' },
      };
    },
  };
  const start: autocannon.Request = {
    method: 'POST',
    path: `/api/play/mini/${date}/start`,
    setupRequest: (request: Request, context: object) => ({
      ...request,
      headers: { ...JSON_HEADERS, cookie: (context as Context).player?.cookie ?? '' },
      body: JSON.stringify({ mode: 'daily' }),
    }),
  };
  const moves = Array.from({ length: 20 }, (_, i) => moveRequest(date, () => [right[i]]));
  const finish = moveRequest(date, () => rightCells(20));
  const board: autocannon.Request = {
    method: 'GET',
    path: `/api/leaderboards/mini/${date}?scope=global`,
    setupRequest: (request: Request, context: object) => ({
      ...request,
      headers: { cookie: (context as Context).player?.cookie ?? '' },
    }),
  };
  return run(origin, [page, start, ...moves, finish, board], opts);
}
