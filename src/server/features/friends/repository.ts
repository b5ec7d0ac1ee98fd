import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type {
  FriendRelation,
  FriendSearchResult,
  FriendsOverview,
  FriendUser,
} from '../../../shared/friends/schemas.js';

/** The unique key of a pair, whoever asked whom: one link per pair, enforced by the database. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function createFriendsRepository(db: Db) {
  const k = db.kysely;
  const verified = db.dialect === 'postgres' ? true : 1;

  return {
    /** Confirmed users whose username contains `query` (case-insensitive), never the viewer. */
    async search(viewerId: string, query: string, limit: number): Promise<FriendSearchResult[]> {
      const pattern = `%${escapeLike(query.toLowerCase())}%`;
      const users = await k
        .selectFrom('user')
        .select(['id', 'username', 'displayUsername'])
        .where(sql<boolean>`username like ${pattern} escape '\\'`)
        .where('id', '<>', viewerId)
        .where('emailVerified', '=', verified)
        .orderBy('username')
        .limit(limit)
        .execute();
      if (users.length === 0) return [];
      const links = await k
        .selectFrom('friendships')
        .select(['requester_id', 'addressee_id', 'status', 'pair_key'])
        .where(
          'pair_key',
          'in',
          users.map((u) => pairKey(viewerId, u.id)),
        )
        .execute();
      return users.map((u) => {
        const link = links.find((l) => l.pair_key === pairKey(viewerId, u.id));
        const relation: FriendRelation = !link
          ? 'none'
          : link.status === 'accepted'
            ? 'friend'
            : link.requester_id === viewerId
              ? 'sent'
              : 'incoming';
        return { userId: u.id, username: u.displayUsername ?? u.username ?? '', relation };
      });
    },

    async overview(userId: string): Promise<FriendsOverview> {
      const rows = await k
        .selectFrom('friendships as f')
        .innerJoin('user as other', (join) =>
          join.on((eb) =>
            eb.or([
              eb.and([
                eb('f.requester_id', '=', userId),
                eb('other.id', '=', eb.ref('f.addressee_id')),
              ]),
              eb.and([
                eb('f.addressee_id', '=', userId),
                eb('other.id', '=', eb.ref('f.requester_id')),
              ]),
            ]),
          ),
        )
        .select([
          'f.id',
          'f.status',
          'f.requester_id',
          'other.id as other_id',
          'other.username',
          'other.displayUsername',
        ])
        .where((eb) =>
          eb.or([eb('f.requester_id', '=', userId), eb('f.addressee_id', '=', userId)]),
        )
        .orderBy('other.username')
        .execute();
      const out: FriendsOverview = { friends: [], incoming: [], sent: [] };
      for (const r of rows) {
        const item: FriendUser = {
          id: r.id,
          userId: r.other_id,
          username: r.displayUsername ?? r.username ?? '',
        };
        if (r.status === 'accepted') out.friends.push(item);
        else if (r.requester_id === userId) out.sent.push(item);
        else out.incoming.push(item);
      }
      return out;
    },

    async isConfirmedUser(userId: string): Promise<boolean> {
      const r = await k
        .selectFrom('user')
        .select('id')
        .where('id', '=', userId)
        .where('emailVerified', '=', verified)
        .executeTakeFirst();
      return r !== undefined;
    },

    /** Creates a pending request; null when any link between the two already exists. */
    async createRequest(requesterId: string, addresseeId: string): Promise<string | null> {
      const now = nowIso();
      const row = await k
        .insertInto('friendships')
        .values({
          id: randomUUID(),
          requester_id: requesterId,
          addressee_id: addresseeId,
          status: 'pending',
          pair_key: pairKey(requesterId, addresseeId),
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('pair_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** Only the receiver accepts a pending request. Returns whether one was accepted. */
    async accept(userId: string, linkId: string): Promise<boolean> {
      const r = await k
        .updateTable('friendships')
        .set({ status: 'accepted', updated_at: nowIso() })
        .where('id', '=', linkId)
        .where('addressee_id', '=', userId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Deletes links matching `who` (the user's side) and `status`; by id when given. */
    async remove(
      userId: string,
      who: 'receiver' | 'sender' | 'either',
      status: 'pending' | 'accepted' | 'any',
      linkId?: string,
    ): Promise<number> {
      let q = k.deleteFrom('friendships');
      if (linkId !== undefined) q = q.where('id', '=', linkId);
      if (status !== 'any') q = q.where('status', '=', status);
      q =
        who === 'receiver'
          ? q.where('addressee_id', '=', userId)
          : who === 'sender'
            ? q.where('requester_id', '=', userId)
            : q.where((eb) =>
                eb.or([eb('requester_id', '=', userId), eb('addressee_id', '=', userId)]),
              );
      const r = await q.executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}

export type FriendsRepository = ReturnType<typeof createFriendsRepository>;
