import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/database.js';
import { pairKey } from '../features/friends/repository.js';

/**
 * Confirmed users written straight into the real database, for tests about what users do later
 * (results, leaderboards) where going through sign-up for each one would only add time.
 */
export async function insertUsers(
  db: Db,
  prefix: string,
  count: number,
  schoolId: string | null = null,
): Promise<Array<{ id: string; username: string }>> {
  const now = db.dialect === 'postgres' ? new Date() : nowIso();
  const users = Array.from({ length: count }, (_, i) => {
    const username = `${prefix}${i}`.toLowerCase();
    return { id: randomUUID(), username };
  });
  for (const u of users) {
    await db.kysely
      .insertInto('user')
      .values({
        id: u.id,
        name: u.username,
        email: `${u.username}@example.org`,
        emailVerified: db.dialect === 'postgres' ? true : 1,
        image: null,
        createdAt: now,
        updatedAt: now,
        username: u.username,
        displayUsername: u.username,
      })
      .execute();
    await db.kysely
      .insertInto('profiles')
      .values({
        user_id: u.id,
        med_school_id: schoolId,
        custom_med_school: null,
        med_school_changed_at: nowIso(),
        created_at: nowIso(),
      })
      .execute();
  }
  return users;
}

export async function befriend(
  db: Db,
  a: string,
  b: string,
  status: 'pending' | 'accepted' = 'accepted',
): Promise<void> {
  const now = nowIso();
  await db.kysely
    .insertInto('friendships')
    .values({
      id: randomUUID(),
      requester_id: a,
      addressee_id: b,
      status,
      pair_key: pairKey(a, b),
      created_at: now,
      updated_at: now,
    })
    .execute();
}
