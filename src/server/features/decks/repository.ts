import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { DeckDirection, DeckFormat } from '../../../shared/decks/schemas.js';
import type { DeckRow as CardRow } from '../../../shared/decks/cards.js';

/** A card as read from the deck file (src/shared/decks/cards.ts decides what it becomes). */
export type StoredCard = CardRow;

export interface DeckRow {
  id: string;
  userId: string;
  name: string;
  source: DeckFormat;
  direction: DeckDirection;
  cards: StoredCard[];
  createdAt: string;
}

export interface DeckCrosswordRow {
  id: string;
  deckId: string;
  userId: string;
  name: string;
  seed: number;
  cardNumbers: number[];
  payloadText: string;
  createdAt: string;
  updatedAt: string;
}

/** Owner and friend access in SQL; the service decides what each may do (docs/api-play.md#study-decks). */
export function createDecksRepository(db: Db) {
  const k = db.kysely;

  const toDeck = (r: {
    id: string;
    user_id: string;
    name: string;
    source: string;
    direction: string;
    cards: string;
    created_at: string;
  }): DeckRow => ({
    id: r.id,
    userId: r.user_id,
    name: r.name,
    source: r.source as DeckFormat,
    direction: r.direction as DeckDirection,
    cards: JSON.parse(r.cards) as StoredCard[],
    createdAt: r.created_at,
  });

  const toCrossword = (r: {
    id: string;
    deck_id: string;
    user_id: string;
    name: string;
    seed: number;
    card_numbers: string;
    payload: string;
    created_at: string;
    updated_at: string;
  }): DeckCrosswordRow => ({
    id: r.id,
    deckId: r.deck_id,
    userId: r.user_id,
    name: r.name,
    seed: Number(r.seed),
    cardNumbers: JSON.parse(r.card_numbers) as number[],
    payloadText: r.payload,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });

  const crosswordColumns = [
    'c.id',
    'c.deck_id',
    'c.user_id',
    'c.name',
    'c.seed',
    'c.card_numbers',
    'c.payload',
    'c.created_at',
    'c.updated_at',
  ] as const;

  return {
    async countDecks(userId: string): Promise<number> {
      const r = await k
        .selectFrom('decks')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async createDeck(
      userId: string,
      deck: { name: string; source: DeckFormat; direction: DeckDirection; cards: StoredCard[] },
    ): Promise<DeckRow> {
      const now = nowIso();
      const id = randomUUID();
      await k
        .insertInto('decks')
        .values({
          id,
          user_id: userId,
          name: deck.name,
          source: deck.source,
          direction: deck.direction,
          cards: JSON.stringify(deck.cards),
          card_count: deck.cards.length,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return { id, userId, ...deck, createdAt: now };
    },

    /** The player's own deck; null for anyone else's (or none). */
    async ownDeck(userId: string, deckId: string): Promise<DeckRow | null> {
      const r = await k
        .selectFrom('decks')
        .select(['id', 'user_id', 'name', 'source', 'direction', 'cards', 'created_at'])
        .where('id', '=', deckId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return r ? toDeck(r) : null;
    },

    async ownDecks(userId: string): Promise<DeckRow[]> {
      const rows = await k
        .selectFrom('decks')
        .select(['id', 'user_id', 'name', 'source', 'direction', 'cards', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toDeck);
    },

    async updateDeck(
      userId: string,
      deckId: string,
      change: { name?: string; direction?: DeckDirection },
    ): Promise<boolean> {
      const r = await k
        .updateTable('decks')
        .set({ ...change, updated_at: nowIso() })
        .where('id', '=', deckId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Deletes the deck; its crosswords, their shares and plays go with it (foreign keys). */
    async deleteDeck(userId: string, deckId: string): Promise<boolean> {
      const r = await k
        .deleteFrom('decks')
        .where('id', '=', deckId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numDeletedRows) === 1;
    },

    /** Keeps a crossword made at `now` (the service's clock: the hourly limit counts by it). */
    async createCrossword(
      c: Omit<DeckCrosswordRow, 'id' | 'createdAt' | 'updatedAt'>,
      now: string,
    ): Promise<DeckCrosswordRow> {
      const id = randomUUID();
      await k
        .insertInto('deck_crosswords')
        .values({
          id,
          deck_id: c.deckId,
          user_id: c.userId,
          name: c.name,
          seed: c.seed,
          card_numbers: JSON.stringify(c.cardNumbers),
          payload: c.payloadText,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return { ...c, id, createdAt: now, updatedAt: now };
    },

    /** Crosswords the player made in the last `sinceIso` onwards (for the hourly limit). */
    async crosswordsMadeSince(userId: string, sinceIso: string): Promise<number> {
      const r = await k
        .selectFrom('deck_crosswords')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .where('user_id', '=', userId)
        .where('updated_at', '>=', sinceIso)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async crosswordsOf(userId: string): Promise<DeckCrosswordRow[]> {
      const rows = await k
        .selectFrom('deck_crosswords as c')
        .select(crosswordColumns)
        .where('c.user_id', '=', userId)
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id')
        .execute();
      return rows.map(toCrossword);
    },

    /**
     * The crossword if the viewer may open it: its owner, or an accepted friend of the owner it
     * is shared with (a share ends when the friendship does).
     */
    async openable(viewerId: string, crosswordId: string): Promise<DeckCrosswordRow | null> {
      const r = await k
        .selectFrom('deck_crosswords as c')
        .select(crosswordColumns)
        .where('c.id', '=', crosswordId)
        .where((eb) =>
          eb.or([
            eb('c.user_id', '=', viewerId),
            eb.exists(
              eb
                .selectFrom('deck_shares as s')
                .innerJoin('friendships as f', (join) =>
                  join.on((j) =>
                    j.and([
                      j('f.status', '=', 'accepted'),
                      j.or([
                        j.and([
                          j('f.requester_id', '=', j.ref('c.user_id')),
                          j('f.addressee_id', '=', viewerId),
                        ]),
                        j.and([
                          j('f.addressee_id', '=', j.ref('c.user_id')),
                          j('f.requester_id', '=', viewerId),
                        ]),
                      ]),
                    ]),
                  ),
                )
                .select('s.crossword_id')
                .whereRef('s.crossword_id', '=', 'c.id')
                .where('s.friend_id', '=', viewerId),
            ),
          ]),
        )
        .executeTakeFirst();
      return r ? toCrossword(r) : null;
    },

    /** Changes a crossword; a new layout (`payloadText`) is stamped `now` for the hourly limit. */
    async updateCrossword(
      userId: string,
      crosswordId: string,
      change: { name?: string; seed?: number; payloadText?: string },
      now: string = nowIso(),
    ): Promise<boolean> {
      const r = await k
        .updateTable('deck_crosswords')
        .set({
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.seed !== undefined ? { seed: change.seed } : {}),
          ...(change.payloadText !== undefined ? { payload: change.payloadText } : {}),
          updated_at: now,
        })
        .where('id', '=', crosswordId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    async deleteCrossword(userId: string, crosswordId: string): Promise<boolean> {
      const r = await k
        .deleteFrom('deck_crosswords')
        .where('id', '=', crosswordId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numDeletedRows) === 1;
    },

    /** Plays of the crossword by anyone but `exceptUserId`. */
    async othersPlayed(crosswordId: string, exceptUserId: string): Promise<boolean> {
      const r = await k
        .selectFrom('deck_plays')
        .select('id')
        .where('crossword_id', '=', crosswordId)
        .where('user_id', '<>', exceptUserId)
        .executeTakeFirst();
      return r !== undefined;
    },

    async deletePlays(crosswordId: string): Promise<void> {
      await k.deleteFrom('deck_plays').where('crossword_id', '=', crosswordId).execute();
    },

    /** The friends each of the crosswords is shared with, by crossword id. */
    async sharesOf(
      crosswordIds: readonly string[],
    ): Promise<Map<string, { userId: string; username: string }[]>> {
      const out = new Map<string, { userId: string; username: string }[]>();
      if (crosswordIds.length === 0) return out;
      const rows = await k
        .selectFrom('deck_shares as s')
        .innerJoin('user as u', 'u.id', 's.friend_id')
        .select(['s.crossword_id', 'u.id', 'u.username', 'u.displayUsername'])
        .where('s.crossword_id', 'in', crosswordIds)
        .orderBy('u.username')
        .execute();
      for (const r of rows) {
        const list = out.get(r.crossword_id) ?? [];
        list.push({ userId: r.id, username: r.displayUsername ?? r.username ?? '' });
        out.set(r.crossword_id, list);
      }
      return out;
    },

    /** Replaces the crossword's shares with `friendIds` (already checked to be friends). */
    async setShares(crosswordId: string, friendIds: readonly string[]): Promise<void> {
      const now = nowIso();
      await k.transaction().execute(async (trx) => {
        await trx.deleteFrom('deck_shares').where('crossword_id', '=', crosswordId).execute();
        if (friendIds.length)
          await trx
            .insertInto('deck_shares')
            .values(
              friendIds.map((id) => ({
                crossword_id: crosswordId,
                friend_id: id,
                created_at: now,
              })),
            )
            .execute();
      });
    },

    /** Crosswords shared with the viewer by owners who are still accepted friends. */
    async sharedWith(
      viewerId: string,
    ): Promise<
      { id: string; name: string; owner: string; payloadText: string; status: string | null }[]
    > {
      const rows = await k
        .selectFrom('deck_shares as s')
        .innerJoin('deck_crosswords as c', 'c.id', 's.crossword_id')
        .innerJoin('user as o', 'o.id', 'c.user_id')
        .innerJoin('friendships as f', (join) =>
          join.on((j) =>
            j.and([
              j('f.status', '=', 'accepted'),
              j.or([
                j.and([
                  j('f.requester_id', '=', j.ref('c.user_id')),
                  j('f.addressee_id', '=', viewerId),
                ]),
                j.and([
                  j('f.addressee_id', '=', j.ref('c.user_id')),
                  j('f.requester_id', '=', viewerId),
                ]),
              ]),
            ]),
          ),
        )
        .leftJoin('deck_plays as p', (join) =>
          join.onRef('p.crossword_id', '=', 'c.id').on('p.user_id', '=', viewerId),
        )
        .select(['c.id', 'c.name', 'c.payload', 'o.username', 'o.displayUsername', 'p.status'])
        .where('s.friend_id', '=', viewerId)
        .orderBy('s.created_at', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        owner: r.displayUsername ?? r.username ?? '',
        payloadText: r.payload,
        status: r.status,
      }));
    },

    /** Who finished the crossword, fastest first. */
    async finishers(
      crosswordId: string,
    ): Promise<{ username: string; activeMs: number; finishedAt: string; status: string }[]> {
      const rows = await k
        .selectFrom('deck_plays as p')
        .innerJoin('user as u', 'u.id', 'p.user_id')
        .select(['u.username', 'u.displayUsername', 'p.active_ms', 'p.finished_at', 'p.status'])
        .where('p.crossword_id', '=', crosswordId)
        .where('p.status', '<>', 'playing')
        .orderBy('p.active_ms')
        .execute();
      return rows.map((r) => ({
        username: r.displayUsername ?? r.username ?? '',
        activeMs: Number(r.active_ms),
        finishedAt: r.finished_at ?? '',
        status: r.status,
      }));
    },

    async usernameOf(userId: string): Promise<string> {
      const r = await k
        .selectFrom('user')
        .select(['username', 'displayUsername'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return r?.displayUsername ?? r?.username ?? '';
    },

    /** Of `ids`, the accepted friends of `userId`. */
    async acceptedFriends(userId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await k
        .selectFrom('friendships')
        .select(['requester_id', 'addressee_id'])
        .where('status', '=', 'accepted')
        .where((eb) =>
          eb.or([
            eb.and([eb('requester_id', '=', userId), eb('addressee_id', 'in', ids)]),
            eb.and([eb('addressee_id', '=', userId), eb('requester_id', 'in', ids)]),
          ]),
        )
        .execute();
      return new Set(
        rows.map((r) => (r.requester_id === userId ? r.addressee_id : r.requester_id)),
      );
    },
  };
}

export type DecksRepository = ReturnType<typeof createDecksRepository>;
