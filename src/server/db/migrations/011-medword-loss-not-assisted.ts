import type { Kysely, Migration } from 'kysely';

/**
 * MedWord has no reveal: a lost MedWord play was stored as assisted, so the landing page and the
 * archive said 'Revealed' for a plain loss (issue 29). Its stored results become unassisted; they
 * were never eligible and stay off the leaderboards (docs/product.md#medword-rules).
 */
export function medwordLossMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const d = db as Kysely<{ results: { game: string; assisted: number } }>;
      await d
        .updateTable('results')
        .set({ assisted: 0 })
        .where('game', '=', 'medword')
        .where('assisted', '=', 1)
        .execute();
    },
    async down() {
      // a loss cannot be told from the rows once merged: nothing to undo
    },
  };
}
