import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { insertUsers } from '../../test/fixtures.js';
import { createResultsRepository } from '../../features/results/repository.js';
import type { ResultFields } from '../../../shared/play/result.js';
import { medwordLossMigration } from './011-medword-loss-not-assisted.js';

const t = useTestApp();

const lost: ResultFields = {
  timeSeconds: 60,
  penaltySeconds: 0,
  inputs: 42,
  score: 0,
  guesses: 6,
  cluesRevealed: 0,
  livesRemaining: null,
  assisted: true, // as a MedWord loss was stored before issue 29
  eligible: false,
};

describe(`migration 011 on ${TEST_DB}`, () => {
  it('makes stored MedWord losses unassisted, and leaves other games’ reveals alone', async () => {
    const [player] = await insertUsers(t.db, 'mig', 1);
    const results = createResultsRepository(t.db);
    await t.db.kysely.transaction().execute(async (trx) => {
      await results.recordOnce(trx, player!.id, 'medword', '2026-11-20', lost);
      await results.recordOnce(trx, player!.id, 'mini', '2026-11-20', { ...lost, guesses: null });
    });
    await medwordLossMigration().up(t.db.kysely as never);
    const rows = await t.db.kysely
      .selectFrom('results')
      .select(['game', 'assisted', 'eligible'])
      .where('user_id', '=', player!.id)
      .orderBy('game')
      .execute();
    expect(rows.map((r) => [r.game, Number(r.assisted), Number(r.eligible)])).toEqual([
      ['medword', 0, 0],
      ['mini', 1, 0],
    ]);
  });
});
