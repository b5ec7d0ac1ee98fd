import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/database.js';
import type { Me } from '../../../shared/accounts/schemas.js';
import { countInBucket } from '../results/repository.js';
import type { Board } from '../results/leaderboard-cache.js';
import type { GameId } from '../../../shared/play/games.js';
import { parseStoredSettings } from '../settings/repository.js';

export interface UserIdentity {
  id: string;
  email: string;
  username: string;
  emailVerified: boolean;
}

/** The distinct boards (game, day) of result rows. */
function boardsOf(rows: ReadonlyArray<{ game: string; puzzle_date: string }>): Board[] {
  const seen = new Map<string, Board>();
  for (const r of rows)
    seen.set(`${r.game}|${r.puzzle_date}`, { game: r.game as GameId, date: r.puzzle_date });
  return [...seen.values()];
}

/**
 * Takes the user's results off the boards: deletes them and lowers each (game, day, bucket)
 * count of rank_buckets by the eligible ones deleted (results/repository.ts `recordOnce` raised
 * it). Returns the boards they were on.
 */
async function uncountResults(trx: Transaction<Database>, userId: string): Promise<Board[]> {
  const deleted = await trx
    .deleteFrom('results')
    .where('user_id', '=', userId)
    .returning(['game', 'puzzle_date', 'rank_bucket', 'eligible'])
    .execute();
  const counts = new Map<string, { game: string; date: string; bucket: number; n: number }>();
  for (const r of deleted) {
    if (Number(r.eligible) !== 1) continue;
    const bucket = Number(r.rank_bucket);
    const key = `${r.game}|${r.puzzle_date}|${bucket}`;
    const c = counts.get(key) ?? { game: r.game, date: r.puzzle_date, bucket, n: 0 };
    c.n += 1;
    counts.set(key, c);
  }
  for (const c of counts.values()) await countInBucket(trx, c.game, c.date, c.bucket, -c.n);
  return boardsOf(deleted);
}

export function createAccountsRepository(db: Db) {
  const k = db.kysely;

  const identity = (where: 'id' | 'username' | 'email', value: string) =>
    k
      .selectFrom('user')
      .select(['id', 'email', 'username', 'displayUsername', 'emailVerified'])
      .where(where, '=', where === 'id' ? value : value.trim().toLowerCase())
      .executeTakeFirst()
      .then((r): UserIdentity | null =>
        r
          ? {
              id: r.id,
              email: r.email,
              username: r.displayUsername ?? r.username ?? '',
              emailVerified: r.emailVerified === true || r.emailVerified === 1,
            }
          : null,
      );

  return {
    findById: (id: string) => identity('id', id),
    findByUsername: (username: string) => identity('username', username),
    findByEmail: (email: string) => identity('email', email),

    async getMe(userId: string): Promise<Me | null> {
      const row = await k
        .selectFrom('user as u')
        .leftJoin('profiles as p', 'p.user_id', 'u.id')
        .leftJoin('med_schools as s', 's.id', 'p.med_school_id')
        .leftJoin('admin_users as a', 'a.user_id', 'u.id')
        .leftJoin('user_settings as us', 'us.user_id', 'u.id')
        .select([
          'us.settings',
          'u.id',
          'u.email',
          'u.username',
          'u.displayUsername',
          'p.custom_med_school',
          's.id as school_id',
          's.name as school_name',
          's.abbreviation as school_abbreviation',
          'a.user_id as admin_id',
        ])
        .where('u.id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        email: row.email,
        username: row.displayUsername ?? row.username ?? '',
        isAdmin: row.admin_id !== null,
        school:
          row.school_id && row.school_name && row.school_abbreviation
            ? { id: row.school_id, name: row.school_name, abbreviation: row.school_abbreviation }
            : null,
        customSchool: row.custom_med_school ?? null,
        settings: parseStoredSettings(row.settings),
      };
    },

    /**
     * Sets the school (a listed id, or a custom name, or neither) and stamps when it changed.
     * At sign-up, `termsAcceptedAt` goes into the new profile with it; a later change keeps it.
     * Returns the boards of the user's results, which move to the new school.
     */
    async saveSchool(
      userId: string,
      schoolId: string | null,
      customName: string | null,
      termsAcceptedAt?: string,
    ): Promise<Board[]> {
      const now = nowIso();
      return k.transaction().execute(async (trx) => {
        await trx
          .insertInto('profiles')
          .values({
            user_id: userId,
            med_school_id: schoolId,
            custom_med_school: customName,
            med_school_changed_at: now,
            created_at: now,
            terms_accepted_at: termsAcceptedAt ?? null,
          })
          .onConflict((oc) =>
            oc.column('user_id').doUpdateSet({
              med_school_id: schoolId,
              custom_med_school: customName,
              med_school_changed_at: now,
            }),
          )
          .execute();
        // the Med Schools leaderboards read the school from each result (migration 004)
        const moved = await trx
          .updateTable('results')
          .set({ med_school_id: schoolId })
          .where('user_id', '=', userId)
          .returning(['game', 'puzzle_date'])
          .execute();
        return boardsOf(moved);
      });
    },

    async countFriendLinks(userId: string): Promise<number> {
      const r = await k
        .selectFrom('friendships')
        .select((eb) => eb.fn.countAll().as('n'))
        .where((eb) => eb.or([eb('requester_id', '=', userId), eb('addressee_id', '=', userId)]))
        .executeTakeFirst();
      return Number(r?.n ?? 0);
    },

    /**
     * Deletes the user and everything of theirs, unless a friend link exists (checked inside the
     * same transaction). Sessions, accounts, profile, admin grant and links cascade from `user`;
     * the user's eligible results leave the rank counts (rank_buckets) in the same transaction.
     */
    async deleteUser(
      userId: string,
      email: string,
    ): Promise<
      { deleted: true; boards: Board[] } | { deleted: false; reason: 'has-friend-links' }
    > {
      return k.transaction().execute(async (trx) => {
        // PostgreSQL: hold the user row, so no result of theirs is recorded (a result's foreign
        // key waits on this lock) between counting their results and deleting them. SQLite runs
        // one transaction at a time.
        if (db.dialect === 'postgres')
          await trx.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
        const links = await trx
          .selectFrom('friendships')
          .select('id')
          .where((eb) => eb.or([eb('requester_id', '=', userId), eb('addressee_id', '=', userId)]))
          .limit(1)
          .execute();
        if (links.length > 0) return { deleted: false, reason: 'has-friend-links' } as const;
        // reset-password tokens store the user id as their value; verification tokens are stateless
        await trx.deleteFrom('verification').where('value', '=', userId).execute();
        await trx.deleteFrom('mail_outbox').where('to_address', '=', email).execute();
        const boards = await uncountResults(trx, userId);
        await trx.deleteFrom('user').where('id', '=', userId).execute();
        return { deleted: true, boards } as const;
      });
    },

    /** Unconfirmed accounts (and so their reserved usernames) are purged after a week. */
    async purgeUnverified(olderThan: Date): Promise<number> {
      const cutoff = db.dialect === 'postgres' ? olderThan : olderThan.toISOString();
      const rows = await k
        .deleteFrom('user')
        .where('emailVerified', '=', db.dialect === 'postgres' ? false : 0)
        .where('createdAt', '<', cutoff)
        .returning('id')
        .execute();
      return rows.length;
    },

    async grantAdmin(userId: string): Promise<void> {
      await k
        .insertInto('admin_users')
        .values({ user_id: userId, granted_at: nowIso() })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    },

    async isAdmin(userId: string): Promise<boolean> {
      const r = await k
        .selectFrom('admin_users')
        .select('user_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return r !== undefined;
    },

    async ping(): Promise<void> {
      await sql`select 1`.execute(k);
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
