import { badRequest, conflict, HttpError, notFound } from '../../http-error.js';
import type { DecksRepository, DeckRow, DeckCrosswordRow, StoredCard } from './repository.js';
import {
  CROSSWORD_CARDS_MAX,
  CROSSWORD_CARDS_MIN,
  defaultDirection,
  DECKS_PER_PLAYER,
  type DeckCardView,
  type DeckCrosswordInfo,
  type DeckCrosswordSummary,
  type DeckDetail,
  type DeckDirection,
  type DeckFormat,
  type DecksOverview,
  type DeckSummary,
} from '../../../shared/decks/schemas.js';
import { DECK_MESSAGES as M } from '../../../shared/decks/messages.js';
import { deckCrossword, type LaidOut } from '../../../shared/decks/crossword.js';
import type { Crossword } from '../../../shared/crossword/schema.js';

/** Deck files read into cards: the importers (text-import.ts, apkg.ts). */
export type DeckReader = (
  bytes: Uint8Array,
  format: DeckFormat,
) => Promise<{ ok: true; cards: StoredCard[] } | { ok: false; reason: string }>;

/** Cards as the preview shows them, with each one's problem (src/shared/decks/cards.ts). */
export type CardViewer = (cards: readonly StoredCard[], direction: DeckDirection) => DeckCardView[];

/** The layout generator (src/shared/decks/layout.ts): answers in, placed answers out. */
export type DeckLayouter = (
  cards: readonly { id: string; answer: string }[],
  seed: number,
) => LaidOut & { leftOut: readonly string[] };

export interface DecksServiceDeps {
  repo: DecksRepository;
  read: DeckReader;
  view: CardViewer;
  layout: DeckLayouter;
  clock: () => Date;
  /** Crosswords a player may make in an hour. */
  crosswordsPerHour: number;
}

const HOUR_MS = 3_600_000;
/** Seeds tried for a layout that fits the board before giving up. */
const FIT_TRIES = 8;

const wordsOf = (payloadText: string) => {
  const p = JSON.parse(payloadText) as Crossword;
  return {
    words: p.acrossClues.length + p.downClues.length,
    rows: p.answerGrid.length,
    cols: p.answerGrid[0]?.length ?? 0,
  };
};

/**
 * Study decks (issue 32, docs/product.md#study-decks): a player uploads flash cards, lays chosen
 * cards out into crosswords, and shares a crossword with accepted friends. Every read and write
 * checks the owner (or, for a shared crossword, the friendship) on the server.
 */
export function createDecksService(deps: DecksServiceDeps) {
  const { repo, read, view, layout, clock } = deps;

  const deckNotFound = () => notFound('DECK_NOT_FOUND', M.deckNotFound);
  const crosswordNotFound = () => notFound('CROSSWORD_NOT_FOUND', M.crosswordNotFound);

  async function ownDeck(userId: string, deckId: string): Promise<DeckRow> {
    const deck = await repo.ownDeck(userId, deckId);
    if (!deck) throw deckNotFound();
    return deck;
  }

  async function summaries(rows: DeckCrosswordRow[]): Promise<Map<string, DeckCrosswordSummary[]>> {
    const shares = await repo.sharesOf(rows.map((r) => r.id));
    const out = new Map<string, DeckCrosswordSummary[]>();
    for (const r of rows) {
      const list = out.get(r.deckId) ?? [];
      list.push({
        id: r.id,
        name: r.name,
        ...wordsOf(r.payloadText),
        createdAt: r.createdAt,
        sharedWith: shares.get(r.id) ?? [],
      });
      out.set(r.deckId, list);
    }
    return out;
  }

  function summary(deck: DeckRow, crosswords: DeckCrosswordSummary[]): DeckSummary {
    const cards = view(deck.cards, deck.direction);
    return {
      id: deck.id,
      name: deck.name,
      source: deck.source,
      direction: deck.direction,
      cardCount: cards.length,
      usableCount: cards.filter((c) => c.problem === null).length,
      createdAt: deck.createdAt,
      crosswords,
    };
  }

  async function detail(deck: DeckRow): Promise<DeckDetail> {
    const crosswords = (await summaries(await repo.crosswordsOf(deck.userId))).get(deck.id) ?? [];
    return { ...summary(deck, crosswords), cards: view(deck.cards, deck.direction) };
  }

  /** Lays out the cards with the first seed from `seed` whose grid fits the board. */
  function laidOut(name: string, cards: DeckCardView[], seed: number) {
    const input = cards.map((c) => ({ id: String(c.number), answer: c.answer }));
    const clues = new Map(cards.map((c) => [String(c.number), c.clue]));
    let last = '';
    for (let k = 0; k < FIT_TRIES; k++) {
      const laid = layout(input, seed + k);
      const made = deckCrossword(name, laid, (id) => clues.get(id) ?? '');
      if (made.ok)
        return {
          seed: seed + k,
          crossword: made.crossword,
          leftOut: laid.leftOut.map(Number),
        };
      last = made.reason;
    }
    throw new HttpError(422, 'NO_LAYOUT', last || M.noneConnected);
  }

  async function ownCrossword(userId: string, crosswordId: string): Promise<DeckCrosswordRow> {
    const c = await repo.openable(userId, crosswordId);
    if (!c) throw crosswordNotFound();
    if (c.userId !== userId) throw new HttpError(403, 'OWNER_ONLY', M.ownerOnly);
    return c;
  }

  return {
    async overview(userId: string): Promise<DecksOverview> {
      const [decks, crosswords, shared] = await Promise.all([
        repo.ownDecks(userId),
        repo.crosswordsOf(userId),
        repo.sharedWith(userId),
      ]);
      const byDeck = await summaries(crosswords);
      return {
        decks: decks.map((d) => summary(d, byDeck.get(d.id) ?? [])),
        shared: shared.map((s) => ({
          id: s.id,
          name: s.name,
          owner: s.owner,
          words: wordsOf(s.payloadText).words,
          status: (s.status as 'playing' | 'won' | 'lost' | null) ?? null,
        })),
      };
    },

    /** Reads a deck file and keeps it when at least one card can go into a crossword. */
    async upload(
      userId: string,
      bytes: Uint8Array,
      meta: { name: string; format: DeckFormat; direction?: DeckDirection | undefined },
    ): Promise<DeckDetail> {
      const direction = meta.direction ?? defaultDirection(meta.format);
      if ((await repo.countDecks(userId)) >= DECKS_PER_PLAYER)
        throw conflict('TOO_MANY_DECKS', M.tooManyDecks(DECKS_PER_PLAYER));
      const readResult = await read(bytes, meta.format);
      if (!readResult.ok) throw new HttpError(422, 'UNREADABLE_DECK', readResult.reason);
      const cards = view(readResult.cards, direction);
      if (!cards.some((c) => c.problem === null))
        throw new HttpError(422, 'NO_USABLE_CARD', M.noUsableCard);
      const deck = await repo.createDeck(userId, {
        name: meta.name,
        source: meta.format,
        direction,
        cards: readResult.cards,
      });
      return detail(deck);
    },

    async deck(userId: string, deckId: string): Promise<DeckDetail> {
      return detail(await ownDeck(userId, deckId));
    },

    async updateDeck(
      userId: string,
      deckId: string,
      change: { name?: string; direction?: DeckDirection },
    ): Promise<DeckDetail> {
      if (!(await repo.updateDeck(userId, deckId, change))) throw deckNotFound();
      return detail(await ownDeck(userId, deckId));
    },

    async deleteDeck(userId: string, deckId: string): Promise<void> {
      if (!(await repo.deleteDeck(userId, deckId))) throw deckNotFound();
    },

    /** Lays out chosen cards (or the first usable ones) and keeps the crossword. */
    async generate(
      userId: string,
      deckId: string,
      body: { name: string; cards?: number[]; seed?: number },
    ): Promise<DeckCrosswordSummary & { leftOut: number[] }> {
      const deck = await ownDeck(userId, deckId);
      const since = new Date(clock().getTime() - HOUR_MS).toISOString();
      if ((await repo.crosswordsMadeSince(userId, since)) >= deps.crosswordsPerHour)
        throw new HttpError(
          429,
          'TOO_MANY_CROSSWORDS',
          M.tooManyCrosswords(deps.crosswordsPerHour),
        );
      const cards = view(deck.cards, deck.direction);
      let chosen: DeckCardView[];
      if (body.cards) {
        const numbers = [...new Set(body.cards)];
        const unknown = numbers.filter((n) => n > cards.length);
        if (unknown.length) throw badRequest('UNKNOWN_CARDS', M.unknownCards(unknown));
        chosen = numbers.map((n) => cards[n - 1]!);
        const unusable = chosen.filter((c) => c.problem !== null).map((c) => c.number);
        if (unusable.length) throw badRequest('UNUSABLE_CARDS', M.unusableChosen(unusable));
      } else {
        chosen = cards.filter((c) => c.problem === null).slice(0, CROSSWORD_CARDS_MAX);
      }
      if (chosen.length < CROSSWORD_CARDS_MIN) throw badRequest('TOO_FEW_CARDS', M.tooFewCards);
      const seed = body.seed ?? 1;
      const made = laidOut(body.name, chosen, seed);
      const row = await repo.createCrossword(
        {
          deckId,
          userId,
          name: body.name,
          seed: made.seed,
          cardNumbers: chosen.map((c) => c.number),
          payloadText: JSON.stringify(made.crossword),
        },
        clock().toISOString(),
      );
      return {
        id: row.id,
        name: row.name,
        ...wordsOf(row.payloadText),
        createdAt: row.createdAt,
        sharedWith: [],
        leftOut: made.leftOut,
      };
    },

    /** Another layout of the same cards, while nobody but its owner has played it. */
    async regenerate(
      userId: string,
      crosswordId: string,
      seed?: number,
    ): Promise<DeckCrosswordInfo & { leftOut: number[] }> {
      const c = await ownCrossword(userId, crosswordId);
      if (await repo.othersPlayed(crosswordId, userId))
        throw conflict('ALREADY_PLAYED', M.alreadyPlayed);
      const since = new Date(clock().getTime() - HOUR_MS).toISOString();
      if ((await repo.crosswordsMadeSince(userId, since)) >= deps.crosswordsPerHour)
        throw new HttpError(
          429,
          'TOO_MANY_CROSSWORDS',
          M.tooManyCrosswords(deps.crosswordsPerHour),
        );
      const deck = await ownDeck(userId, c.deckId);
      const cards = view(deck.cards, deck.direction);
      const chosen = c.cardNumbers
        .map((n) => cards[n - 1])
        .filter((x): x is DeckCardView => x !== undefined && x.problem === null);
      if (chosen.length < CROSSWORD_CARDS_MIN) throw badRequest('TOO_FEW_CARDS', M.tooFewCards);
      const made = laidOut(c.name, chosen, seed ?? c.seed + FIT_TRIES);
      await repo.deletePlays(crosswordId);
      await repo.updateCrossword(
        userId,
        crosswordId,
        { seed: made.seed, payloadText: JSON.stringify(made.crossword) },
        clock().toISOString(),
      );
      return { ...(await this.info(userId, crosswordId)), leftOut: made.leftOut };
    },

    /** The crossword's facts beside its play: owner, shares, who finished. */
    async info(userId: string, crosswordId: string): Promise<DeckCrosswordInfo> {
      const c = await repo.openable(userId, crosswordId);
      if (!c) throw crosswordNotFound();
      const mine = c.userId === userId;
      const [shares, finishers, owner] = await Promise.all([
        mine ? repo.sharesOf([c.id]) : Promise.resolve(new Map()),
        repo.finishers(c.id),
        repo.usernameOf(c.userId),
      ]);
      return {
        id: c.id,
        name: c.name,
        deckId: mine ? c.deckId : null,
        owner,
        mine,
        finishers: finishers
          .filter((f) => f.status === 'won')
          .map((f) => ({
            username: f.username,
            timeSeconds: Math.floor(f.activeMs / 1000),
            finishedAt: f.finishedAt,
          })),
        sharedWith: (shares.get(c.id) as DeckCrosswordInfo['sharedWith'] | undefined) ?? [],
      };
    },

    async renameCrossword(userId: string, crosswordId: string, name: string) {
      await ownCrossword(userId, crosswordId);
      await repo.updateCrossword(userId, crosswordId, { name });
      return this.info(userId, crosswordId);
    },

    async deleteCrossword(userId: string, crosswordId: string): Promise<void> {
      await ownCrossword(userId, crosswordId);
      await repo.deleteCrossword(userId, crosswordId);
    },

    /** Replaces who the crossword is shared with: accepted friends only. */
    async share(userId: string, crosswordId: string, friendIds: string[]) {
      await ownCrossword(userId, crosswordId);
      const ids = [...new Set(friendIds)];
      const friends = await repo.acceptedFriends(userId, ids);
      if (ids.some((id) => !friends.has(id))) throw badRequest('NOT_FRIENDS', M.notFriends);
      await repo.setShares(crosswordId, ids);
      return this.info(userId, crosswordId);
    },

    /** The crossword the viewer may open (the play engine's deck opener asks). */
    openable: (userId: string, crosswordId: string) => repo.openable(userId, crosswordId),
  };
}

export type DecksService = ReturnType<typeof createDecksService>;
