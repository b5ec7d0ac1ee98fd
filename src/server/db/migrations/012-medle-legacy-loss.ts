import type { Kysely, Migration } from 'kysely';

/**
 * A Medle play lost before the server kept how it ended (`endedBy`) was stored as a reveal, so the
 * landing page and the archive said 'Revealed' even for a case lost on misses (issue 29). Which it
 * was cannot be told from what was stored, so such a result becomes unassisted: it reads 'Not
 * solved', true either way (docs/product.md#medle-scoring). A result whose play says Reveal
 * Diagnosis stays a reveal. Lost results were never eligible and stay off the leaderboards.
 */
export function medleLegacyLossMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const d = db as Kysely<{
        results: {
          user_id: string;
          game: string;
          puzzle_date: string;
          assisted: number;
          eligible: number;
        };
        plays: {
          user_id: string;
          game: string;
          puzzle_date: string;
          mode: string;
          progress: string;
        };
      }>;
      const rows = await d
        .selectFrom('results')
        .innerJoin('plays', (join) =>
          join
            .onRef('plays.user_id', '=', 'results.user_id')
            .onRef('plays.game', '=', 'results.game')
            .onRef('plays.puzzle_date', '=', 'results.puzzle_date'),
        )
        .select(['results.user_id', 'results.puzzle_date', 'plays.progress'])
        .where('results.game', '=', 'medle')
        .where('results.assisted', '=', 1)
        .where('results.eligible', '=', 0)
        .where('plays.mode', '=', 'daily')
        .execute();
      for (const row of rows) {
        if (endedBy(row.progress) === 'reveal') continue;
        await d
          .updateTable('results')
          .set({ assisted: 0 })
          .where('user_id', '=', row.user_id)
          .where('game', '=', 'medle')
          .where('puzzle_date', '=', row.puzzle_date)
          .execute();
      }
    },
    async down() {
      // which results were reveals cannot be told once changed: nothing to undo
    },
  };
}

/** How a stored play ended, if it says. */
function endedBy(progress: string): unknown {
  try {
    const parsed: unknown = JSON.parse(progress);
    return parsed && typeof parsed === 'object' ? (parsed as { endedBy?: unknown }).endedBy : null;
  } catch {
    return null;
  }
}
