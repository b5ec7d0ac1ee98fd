/**
 * The load generator of the leaderboard benchmark, run as a child process (`fork`) so that
 * autocannon's own work does not share the server's event loop. It takes one job at a time
 * over IPC and answers with the numbers the report needs.
 */
import autocannon from 'autocannon';

export interface LoadJob {
  origin: string;
  path: string;
  /** Cookie headers, one per viewer; request n uses cookies[n % length]. */
  cookies: string[];
  connections: number;
  /** Run for this long… */
  durationSeconds?: number;
  /** …or send exactly this many requests (nothing left in flight at the end). */
  amount?: number;
  /** Every 2xx body must contain this (the viewer's own ranked row). */
  expect: string;
}

export interface LoadResult {
  p50: number;
  p99: number;
  max: number;
  rps: number;
  requests: number;
  seconds: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
}

async function run(job: LoadJob): Promise<LoadResult> {
  let n = 0;
  const t0 = performance.now();
  let lastResponse = t0;
  const result = await autocannon({
    url: job.origin,
    connections: job.connections,
    ...(job.amount ? { amount: job.amount } : { duration: job.durationSeconds ?? 10 }),
    timeout: 600, // s: the old method, queued behind nine others, can take a minute or more
    requests: [
      {
        method: 'GET',
        path: job.path,
        setupRequest: (request) => {
          const cookie = job.cookies[n++ % job.cookies.length] ?? '';
          return { ...request, headers: { ...request.headers, cookie } };
        },
        onResponse: () => {
          lastResponse = performance.now();
        },
      },
    ],
    verifyBody: (body) => String(body ?? '').includes(job.expect),
  });
  // autocannon ends a fixed-amount run on its next one-second tick: time it to the last answer
  const seconds = ((job.amount ? lastResponse : performance.now()) - t0) / 1000;
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    // per-second average; a short fixed-amount run has too few seconds for one, so total / time
    rps: job.amount ? result.requests.total / seconds : result.requests.average,
    requests: result.requests.total,
    seconds,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
  };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send?.({ ok: true, result }),
    (error: unknown) => process.send?.({ ok: false, error: String(error) }),
  );
});
