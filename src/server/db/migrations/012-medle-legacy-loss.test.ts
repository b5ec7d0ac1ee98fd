import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { insertUsers } from '../../test/fixtures.js';
import { createResultsRepository } from '../../features/results/repository.js';
import type { ResultFields } from '../../../shared/play/result.js';
import { medleLegacyLossMigration } from './012-medle-legacy-loss.js';

const t = useTestApp();

const lost: ResultFields = {
  timeSeconds: 90,
  penaltySeconds: 0,
  inputs: 12,
  score: 0,
  guesses: 10,
  cluesRevealed: 5,
  livesRemaining: null,
  assisted: true, // as every Medle loss was stored before the server kept how it ended
  eligible: false,
};

const progress = (endedBy?: 'reveal' | 'misses') =>
  JSON.stringify({
    guesses: [{ text: 'Asthma', verdict: 'incorrect' }],
    cluesRevealed: 5,
    guessesForClue: 0,
    revealed: true,
    ...(endedBy ? { endedBy } : {}),
  });

describe(`migration 012 on ${TEST_DB}`, () => {
  it('makes Medle losses whose play does not say Reveal Diagnosis unassisted, and leaves the rest alone', async () => {
    const [player] = await insertUsers(t.db, 'mig12', 1);
    const results = createResultsRepository(t.db);
    const days = {
      '2026-11-20': progress(), // stored before endedBy: 'Not solved'
      '2026-11-21': progress('reveal'), // Reveal Diagnosis: stays 'Revealed'
      '2026-11-22': progress('misses'), // lost on misses: not a reveal either
    };
    const now = new Date().toISOString();
    for (const [day, stored] of Object.entries(days)) {
      await t.db.kysely
        .insertInto('plays')
        .values({
          id: randomUUID(),
          user_id: player!.id,
          game: 'medle',
          puzzle_date: day,
          mode: 'daily',
          status: 'lost',
          progress: stored,
          active_ms: 90_000,
          running_since: null,
          started_at: now,
          finished_at: now,
          timeline: '[]',
          pace: null,
          version: 3,
          updated_at: now,
        })
        .execute();
      await t.db.kysely.transaction().execute(async (trx) => {
        await results.recordOnce(trx, player!.id, 'medle', day, lost);
      });
    }
    // another game's reveal is not Medle's to change
    await t.db.kysely.transaction().execute(async (trx) => {
      await results.recordOnce(trx, player!.id, 'mini', '2026-11-20', { ...lost, guesses: null });
    });

    await medleLegacyLossMigration().up(t.db.kysely as never);

    const rows = await t.db.kysely
      .selectFrom('results')
      .select(['game', 'puzzle_date', 'assisted', 'eligible'])
      .where('user_id', '=', player!.id)
      .orderBy('game')
      .orderBy('puzzle_date')
      .execute();
    expect(
      rows.map((r) => [r.game, r.puzzle_date, Number(r.assisted), Number(r.eligible)]),
    ).toEqual([
      ['medle', '2026-11-20', 0, 0],
      ['medle', '2026-11-21', 1, 0],
      ['medle', '2026-11-22', 0, 0],
      ['mini', '2026-11-20', 1, 0],
    ]);
  });
});
