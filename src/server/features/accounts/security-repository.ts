import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * The per-account sign-in throttle (docs/product.md#sign-in): this many failures per window, then a
 * 429.
 */
export const ACCOUNT_SIGN_IN_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 } as const;

export interface SignInAttempt {
  /** attempts counted in the current window, this one included */
  attempts: number;
  /** when the current window began (ISO) */
  since: string;
}

/**
 * Per-account security state (migration 007): failed sign-ins per 15-minute window, and the
 * instant before which emailed confirmation links no longer count (the last password reset).
 */
export function createAccountSecurityRepository(db: Db) {
  const k = db.kysely;
  const col = (name: string) => sql.ref(`account_security.${name}`);

  return {
    /**
     * Counts a sign-in attempt for the account before its password is checked, in one upsert (so
     * concurrent attempts never lose a count and never pass the limit together). A window older
     * than 15 minutes starts over. A successful sign-in then clears the count (`clearFailures`).
     */
    async countAttempt(userId: string, now: Date): Promise<SignInAttempt> {
      const at = now.toISOString();
      const cutoff = new Date(now.getTime() - ACCOUNT_SIGN_IN_LIMIT.windowMs).toISOString();
      const stale = sql<boolean>`(${col('failures_since')} is null or ${col('failures_since')} <= ${cutoff})`;
      const row = await k
        .insertInto('account_security')
        .values({
          user_id: userId,
          failed_sign_ins: 1,
          failures_since: at,
          tokens_not_before: null,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            failed_sign_ins: sql<number>`case when ${stale} then 1 else ${col('failed_sign_ins')} + 1 end`,
            failures_since: sql<string>`case when ${stale} then ${at} else ${col('failures_since')} end`,
            updated_at: at,
          }),
        )
        .returning(['failed_sign_ins', 'failures_since'])
        .executeTakeFirstOrThrow();
      return { attempts: Number(row.failed_sign_ins), since: row.failures_since ?? at };
    },

    /** Forgets the account's failed sign-ins (after a correct password). */
    async clearFailures(userId: string): Promise<void> {
      await k
        .updateTable('account_security')
        .set({ failed_sign_ins: 0, failures_since: null, updated_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .execute();
    },

    /**
     * After a successful password reset, in one transaction: every other outstanding reset link
     * of the account goes (reset tokens store the user id as their value), confirmation links
     * issued until now stop counting, and the failed sign-ins are forgotten (so an attacker who
     * throttles an account cannot keep its owner out after a reset).
     */
    async afterPasswordReset(userId: string, now: Date): Promise<void> {
      const at = now.toISOString();
      await k.transaction().execute(async (trx) => {
        await trx.deleteFrom('verification').where('value', '=', userId).execute();
        await trx
          .insertInto('account_security')
          .values({
            user_id: userId,
            failed_sign_ins: 0,
            failures_since: null,
            tokens_not_before: at,
            updated_at: at,
          })
          .onConflict((oc) =>
            oc.column('user_id').doUpdateSet({
              failed_sign_ins: 0,
              failures_since: null,
              tokens_not_before: at,
              updated_at: at,
            }),
          )
          .execute();
      });
    },

    /** The account's token cut-off (its last password reset), by email; null when none. */
    async tokensNotBefore(email: string): Promise<string | null> {
      const row = await k
        .selectFrom('user as u')
        .innerJoin('account_security as s', 's.user_id', 'u.id')
        .select('s.tokens_not_before')
        .where('u.email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return row?.tokens_not_before ?? null;
    },
  };
}

export type AccountSecurityRepository = ReturnType<typeof createAccountSecurityRepository>;
