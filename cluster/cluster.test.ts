// `npm run test:cluster` (docs/architecture.md#scale): the real cluster — nginx, two `node
// dist/server/main.js` processes, PostgreSQL and Redis on loopback, started by scripts/cluster.mjs
// as `npm run cluster` starts them — driven through HTTP only: directly on each app's port and
// through nginx. Needs a build (npm test builds first).
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpListener, type SmtpListener } from '../test-support/smtp-listener.js';
import { openDatabase, type Db } from '../src/server/db/database.js';
import { createPuzzlesRepository } from '../src/server/features/play/puzzles-repository.js';
import { scheduleMini } from '../src/server/test/play-helpers.js';
import { addDays } from '../src/shared/play/dates.js';
import { startTestCluster, type MedgridCluster } from './support/cluster.js';
import {
  board,
  call,
  finishMini,
  nextIp,
  signUp,
  startMini,
  whoAmI,
  type Player,
} from './support/players.js';
import { describeFailures, lostWrites, startLoad, type LoadReport } from './support/load.js';

/** A failure description with nginx's last error lines after it (empty when nothing failed). */
const withNginxErrors = (failures: string) =>
  failures && `${failures}\nnginx error log:\n${cluster.nginxErrors()}`;

let cluster: MedgridCluster;
let smtp: SmtpListener;
let db: Db;
let appUrls: string[] = [];
/** Players whose Mini the leaderboard test finishes (started at set-up, so their time ranks). */
let finishers: Player[] = [];
let writers: Player[] = [];
let readers: Player[] = [];
let playsStartedAt = 0;

beforeAll(async () => {
  smtp = await startSmtpListener();
  cluster = await startTestCluster({ SMTP_URL: smtp.url, SAMPLE_CONTENT: '0', LOG_LEVEL: 'warn' });
  appUrls = cluster.apps.map((app) => app.url);
  db = await openDatabase({ kind: 'postgres', url: cluster.pg.url });
  const today = new Date().toISOString().slice(0, 10);
  const puzzles = createPuzzlesRepository(db);
  // the players have no time zone yet (UTC); around today, in case the run crosses midnight
  for (const offset of [-1, 0, 1]) await scheduleMini({ puzzles }, addDays(today, offset));
  // alternately through each process; sign-up hashes the password (scrypt), so a few at a time
  const players: Player[] = [];
  for (let i = 0; i < 14; i += 4)
    players.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(4, 14 - i) }, (_, k) =>
          signUp(appUrls[(i + k) % appUrls.length]!, smtp),
        ),
      )),
    );
  await Promise.all(players.map((p, i) => startMini(appUrls[i % appUrls.length]!, p)));
  playsStartedAt = Date.now();
  finishers = players.slice(0, 4);
  writers = players.slice(4, 12);
  readers = players.slice(12);
}, 180_000);

afterAll(async () => {
  await db?.destroy();
  await cluster?.stop();
  await smtp?.close();
}, 60_000);

function summary(name: string, report: LoadReport): string {
  const moves = report.outcomes.filter((o) => o.kind === 'move').length;
  const reads = report.outcomes.length - moves;
  return `${name}: ${report.outcomes.length} requests through nginx (${moves} moves, ${report.acked} acknowledged; ${reads} board reads), ${report.failures.length} failed`;
}

describe('the cluster: nginx, 2 app processes, PostgreSQL and Redis', () => {
  it('a session made through one process works on the other, directly and through nginx', async () => {
    const [a, b] = appUrls as [string, string];
    const player = await signUp(a, smtp, 's');
    expect(await whoAmI(a, player.cookie)).toBe(player.username);
    expect(await whoAmI(b, player.cookie)).toBe(player.username);
    for (let i = 0; i < 4; i++)
      expect(await whoAmI(cluster.url, player.cookie)).toBe(player.username);
    // signed out through the other process: the session is gone everywhere
    const out = await call(b, 'POST', '/api/account/sign-out', { cookie: player.cookie });
    expect(out.status).toBe(200);
    expect(await whoAmI(a, player.cookie)).toBeNull();
    expect(await whoAmI(cluster.url, player.cookie)).toBeNull();
  });

  it('a rate limit counts across both processes, and nginx gives a forged address no budget', async () => {
    // 5 reset mails per 15 minutes per address; requests alternate between the processes
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await call(appUrls[i % 2]!, 'POST', '/api/account/forgot-password', {
        ip,
        body: { identifier: 'nobody@example.org' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // through nginx the address is the connection's: X-Forwarded-For from the client is replaced
    const viaNginx: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(cluster.url, 'POST', '/api/account/forgot-password', {
        ip: nextIp(),
        body: { identifier: 'nobody@example.org' },
      });
      viaNginx.push(res.status);
    }
    expect(viaNginx).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a result written through one process is on the board read through the other, at once', async () => {
    const [a, b] = appUrls as [string, string];
    const viewer = finishers[3]!;
    // both processes have the board cached (in Redis) before the results are written
    expect((await board(a, viewer)).total).toBe(0);
    expect((await board(b, viewer)).total).toBe(0);
    await sleep(Math.max(0, playsStartedAt + 6_600 - Date.now())); // 25 letters: 6.25 s to rank
    for (const [i, player] of finishers.slice(0, 3).entries()) {
      const [writeVia, readVia] = i % 2 === 0 ? [a, b] : [b, a];
      await finishMini(writeVia, player);
      const seen = await board(readVia, viewer);
      expect(seen.total).toBe(i + 1);
      expect(seen.entries.map((e) => e.username)).toContain(player.username);
      expect((await board(cluster.url, viewer)).total).toBe(i + 1);
    }
  });
});

describe('the cluster under load: a process killed or restarted, PostgreSQL restarted', () => {
  it('kill -9 of one process under write load: no acknowledged write lost, nginx routes around it', async () => {
    const load = startLoad(cluster.url, writers, readers);
    await sleep(2_000);
    const killedAt = load.now();
    const how = await cluster.stopApp(1, 'SIGKILL');
    expect(how.signal).toBe('SIGKILL');
    await sleep(3_000);
    const report = await load.stop();
    console.log(summary('kill -9', report), `; killed at ${killedAt.toFixed(0)} ms`);
    // only requests that were at the killed process can fail; the next ones go to the other
    const later = report.outcomes.filter((o) => o.start > killedAt + 500);
    expect(later.length).toBeGreaterThan(30);
    expect(withNginxErrors(describeFailures(later.filter((o) => o.status !== 200)))).toBe('');
    expect(report.failures.length).toBeLessThanOrEqual(writers.length + readers.length);
    expect(await lostWrites(cluster.url, writers)).toEqual([]);
    await cluster.startApp(1);
    await sleep(cluster.backInRotationMs);
  });

  it('a rolling restart under load (SIGTERM one, start it again, then the other): 0 failed requests', async () => {
    const load = startLoad(cluster.url, writers, readers);
    await sleep(1_000);
    const steps: string[] = [];
    for (const i of [0, 1]) {
      const pid = cluster.apps[i]!.pid;
      const began = load.now();
      const how = await cluster.restartApp(i); // waits until nginx sends it requests again
      steps.push(
        `app ${i}: SIGTERM at ${began.toFixed(0)} ms, back in rotation at ${load.now().toFixed(0)} ms`,
      );
      expect(how).toEqual({ code: 0, signal: null });
      expect(cluster.apps[i]!.pid).not.toBe(pid);
    }
    await sleep(1_000);
    const report = await load.stop();
    console.log(summary('rolling restart', report));
    const failures = describeFailures(report.failures);
    expect(withNginxErrors(failures && `${failures}\n${steps.join('\n')}`)).toBe('');
    expect(report.failures).toHaveLength(0);
    expect(report.acked).toBeGreaterThan(50);
    expect(await lostWrites(cluster.url, writers)).toEqual([]);
  });

  it('PostgreSQL restarted under load: the processes recover by themselves, no acknowledged write lost', async () => {
    const pids = cluster.apps.map((app) => app.pid);
    const load = startLoad(cluster.url, writers, readers);
    await sleep(1_500);
    const restartAt = load.now();
    await cluster.restartPostgres();
    const upAt = load.now();
    await sleep(5_000);
    const report = await load.stop();
    const firstOk = report.outcomes
      .filter((o) => o.start >= upAt && o.status === 200)
      .reduce((t, o) => Math.min(t, o.end), Infinity);
    console.log(
      summary('PostgreSQL restart', report),
      `; down ${restartAt.toFixed(0)}–${upAt.toFixed(0)} ms, first success after it at ${firstOk.toFixed(0)} ms`,
    );
    // every request sent from 2 s after PostgreSQL is back succeeds, with the same processes
    const recovered = report.outcomes.filter((o) => o.start > upAt + 2_000);
    expect(recovered.length).toBeGreaterThan(30);
    expect(describeFailures(recovered.filter((o) => o.status !== 200))).toBe('');
    expect(cluster.apps.map((app) => app.pid)).toEqual(pids);
    for (const url of appUrls) expect((await call(url, 'GET', '/api/health')).status).toBe(200);
    expect(await lostWrites(cluster.url, writers)).toEqual([]);
  });
});
