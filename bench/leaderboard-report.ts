// The report of bench:leaderboard: seeding phases, the table of measured runs, where a read
// spends its time, and the closing summary against the budget.
import type { ScopeProfile } from './leaderboard-profile.js';
import type { Phases } from './leaderboard-seed.js';
import type { Measured } from './leaderboard-measure.js';
import { BUDGET_MS, CONNECTIONS, USERS } from './leaderboard-settings.js';
import { lpad, ms, pad, say, secs } from './support.js';

export function printPhases(phases: Phases): void {
  for (const [name, seconds] of phases) say(`  ${pad(name, 58)} ${lpad(secs(seconds), 9)}`);
  say(`  ${pad('total', 58)} ${lpad(secs(phases.reduce((s, [, t]) => s + t, 0)), 9)}`);
}

export function printTable(kind: string, rows: Measured[]): void {
  say();
  say(
    `${kind}: leaderboard read (top 10 + own rank), ${USERS.toLocaleString('en-US')} users, ${(USERS * 5).toLocaleString('en-US')} results`,
  );
  const head = [
    pad('game/scope', 16),
    pad('conn', 4),
    lpad('p50 ms', 8),
    lpad('p99 ms', 8),
    lpad('req/s', 9),
    lpad('cpu/req', 8),
    '│',
    lpad('old p50', 8),
    lpad('old p99', 8),
    lpad('old req/s', 9),
    lpad('cpu/req', 8),
    '│',
    lpad('p50 ×', 8),
    lpad('req/s ×', 8),
  ].join(' ');
  say(head);
  say('─'.repeat(head.length));
  for (const m of rows) {
    for (const [conn, ours, old] of [
      [CONNECTIONS, m.ours.busy, m.old?.busy],
      [1, m.ours.single, m.old?.single],
    ] as const) {
      say(
        [
          pad(`${m.game}/${m.scope}`, 16),
          lpad(String(conn), 4),
          lpad(ms(ours.p50), 8),
          lpad(ms(ours.p99), 8),
          lpad(ours.rps.toFixed(1), 9),
          lpad(ms(ours.cpuMsPerRequest), 8),
          '│',
          lpad(old ? ms(old.p50) : '-', 8),
          lpad(old ? ms(old.p99) : '-', 8),
          lpad(old ? old.rps.toFixed(1) : '-', 9),
          lpad(old ? ms(old.cpuMsPerRequest) : '-', 8),
          '│',
          lpad(old ? `${(old.p50 / Math.max(ours.p50, 0.001)).toFixed(0)}×` : '-', 8),
          lpad(old ? `${(ours.rps / Math.max(old.rps, 0.001)).toFixed(0)}×` : '-', 8),
        ].join(' '),
      );
    }
  }
  say(
    '  ms; cpu/req = CPU ms of the app process per request; p50 × = old p50 / our p50; req/s × = our req/s / old req/s.',
  );
}

/** A plan line without PostgreSQL's cost estimates and with long id lists shortened. */
const planLine = (line: string) =>
  line
    .replace(/\s+\(cost=[^)]*\)/, '')
    .replace(/'\{([^}]{60,})\}'/g, (_m, ids: string) => `'{…${ids.split(',').length} ids}'`);

export function printProfile(
  kind: string,
  session: [number, number, number],
  profiles: Array<[string, ScopeProfile]>,
): void {
  say();
  say(
    `${kind}: where a read spends its time (the real service on a logging connection, one call per viewer, serial)`,
  );
  say(
    `  session check (auth.api.getSession, every request): min ${ms(session[0])} / median ${ms(session[1])} / max ${ms(session[2])} ms`,
  );
  for (const [label, p] of profiles) {
    const [min, med, max] = p.service;
    say(
      `  ${label}: leaderboard service call min ${ms(min)} / median ${ms(med)} / max ${ms(max)} ms; its queries by total time (avg, max ms, ×calls), plans of the top 3:`,
    );
    p.queries.forEach((q, i) => {
      say(`    ${lpad(ms(q.avg), 6)} ${lpad(ms(q.max), 6)} ×${q.count}  ${q.sql}`);
      if (i < 3 && q.max >= 0.5) for (const line of q.plan) say(`        ${planLine(line)}`);
    });
  }
}

/** Each database's figures per game and scope, and SQLite's against the budget. */
export function printSummary(results: Map<string, Measured[]>): void {
  say();
  say('════ Summary ════');
  for (const [kind, rows] of results) {
    for (const m of rows) {
      const name = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
      const ratio = m.old
        ? `; old method p50 ${ms(m.old.busy.p50)} ms (${(m.old.busy.p50 / m.ours.busy.p50).toFixed(0)}× slower), ${m.old.busy.rps.toFixed(1)} req/s (${(m.ours.busy.rps / m.old.busy.rps).toFixed(0)}× fewer)`
        : '';
      say(
        `${name} ${m.game}/${m.scope}: p50 ${ms(m.ours.busy.p50)} ms, p99 ${ms(m.ours.busy.p99)} ms, ${m.ours.busy.rps.toFixed(0)} req/s${ratio}`,
      );
    }
  }
  const sqlite = results.get('sqlite');
  if (!sqlite) return;
  say();
  const verdict = (p99: number) => (p99 <= BUDGET_MS ? 'OK' : 'OVER');
  for (const m of sqlite) {
    const { busy, single } = m.ours;
    say(
      `${m.game}/${m.scope}: SQLite p99 ≤ ${BUDGET_MS} ms? one reader at a time: p99 ${ms(single.p99)} ms — ${verdict(single.p99)}; ${CONNECTIONS} concurrent connections: p99 ${ms(busy.p99)} ms — ${verdict(busy.p99)} (${busy.rps.toFixed(0)} req/s at ${ms(busy.cpuMsPerRequest)} CPU ms/request, queued on one Node process)`,
    );
  }
}
