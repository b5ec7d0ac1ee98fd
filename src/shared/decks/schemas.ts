import { z } from 'zod';
import { plainText } from '../text.js';

/**
 * The study decks' HTTP contracts (issue 32, docs/api-play.md#study-decks): what a player sends
 * and what the server answers. Deck files themselves are read by the importers
 * (src/shared/decks/text-import.ts, src/server/features/decks/apkg.ts), not by these schemas.
 */

/** A deck file's most bytes (docs/product.md#study-decks). */
export const DECK_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Decks a player may keep. */
export const DECKS_PER_PLAYER = 50;
/** Cards laid out into one crossword. */
export const CROSSWORD_CARDS_MAX = 30;
/** Cards needed for a crossword (two answers make a cross). */
export const CROSSWORD_CARDS_MIN = 2;
export const DECK_NAME_MAX = 80;
/** Crosswords a player may lay out (or lay out again) in an hour. */
export const CROSSWORDS_PER_HOUR = 30;

export const DECK_FORMATS = ['apkg', 'csv', 'tsv', 'text'] as const;
export type DeckFormat = (typeof DECK_FORMATS)[number];
/** Which side of a card is the clue: the front (the answer is the back), or the reverse. */
export const DECK_DIRECTIONS = ['front-clue', 'back-clue'] as const;
export type DeckDirection = (typeof DECK_DIRECTIONS)[number];

const name = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(DECK_NAME_MAX, `${field} must be at most ${DECK_NAME_MAX} characters`)
    .check(plainText(field));

export const deckUploadQuerySchema = z.object({
  name: name('Deck name'),
  format: z.enum(DECK_FORMATS, { error: 'format must be apkg, csv, tsv or text' }),
  /** By default an Anki card's front is the clue, and a CSV's or Quizlet's definition is. */
  direction: z
    .enum(DECK_DIRECTIONS, { error: 'direction must be front-clue or back-clue' })
    .optional(),
});

/** Which side is the clue when the player has not said: the question side of each format. */
export const defaultDirection = (format: DeckFormat): DeckDirection =>
  format === 'apkg' ? 'front-clue' : 'back-clue';

export const deckIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const deckUpdateBodySchema = z
  .object({
    name: name('Deck name').optional(),
    direction: z
      .enum(DECK_DIRECTIONS, { error: 'direction must be front-clue or back-clue' })
      .optional(),
  })
  .refine((b) => b.name !== undefined || b.direction !== undefined, {
    message: 'Give a new name or direction',
  });

export const generateBodySchema = z.object({
  name: name('Crossword name'),
  /** The cards to lay out, numbered from 1 as the preview lists them; all usable ones if left out. */
  cards: z
    .array(z.number().int().min(1).max(100_000), { error: 'cards must be a list of card numbers' })
    .min(CROSSWORD_CARDS_MIN, `Choose at least ${CROSSWORD_CARDS_MIN} cards`)
    .max(CROSSWORD_CARDS_MAX, `Choose at most ${CROSSWORD_CARDS_MAX} cards`)
    .optional(),
  /** Another seed gives another layout of the same cards. */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});

export const crosswordUpdateBodySchema = z.object({ name: name('Crossword name') });

export const regenerateBodySchema = z.object({
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});

export const shareBodySchema = z.object({
  /** The accepted friends who may open the crossword (replaces the list). */
  friendIds: z.array(z.string().min(1).max(100)).max(500, 'Share with at most 500 friends'),
});

/** One card as the preview shows it. */
export interface DeckCardView {
  /** Its number in the deck, from 1. */
  number: number;
  clue: string;
  /** The answer as written on the card. */
  display: string;
  /** The letters that go into the grid (A–Z); '' when none. */
  answer: string;
  /** Why the card cannot go into a crossword; null when it can. */
  problem: string | null;
}

export interface DeckCrosswordSummary {
  id: string;
  name: string;
  words: number;
  rows: number;
  cols: number;
  createdAt: string;
  /** Friends it is shared with. */
  sharedWith: { userId: string; username: string }[];
}

export interface DeckSummary {
  id: string;
  name: string;
  source: DeckFormat;
  direction: DeckDirection;
  cardCount: number;
  usableCount: number;
  createdAt: string;
  crosswords: DeckCrosswordSummary[];
}

export interface DeckDetail extends DeckSummary {
  cards: DeckCardView[];
}

/** A crossword a friend shared with the viewer. */
export interface SharedCrossword {
  id: string;
  name: string;
  owner: string;
  words: number;
  /** The viewer's own play: null before starting. */
  status: 'playing' | 'won' | 'lost' | null;
}

export interface DecksOverview {
  decks: DeckSummary[];
  shared: SharedCrossword[];
}

/** A deck crossword as its owner or a friend it is shared with sees it, beside the play. */
export interface DeckCrosswordInfo {
  id: string;
  name: string;
  deckId: string | null;
  owner: string;
  /** The viewer made it. */
  mine: boolean;
  /** Who finished it and in what time (the owner sees everyone; a friend sees the owner's list too). */
  finishers: { username: string; timeSeconds: number; finishedAt: string }[];
  sharedWith: { userId: string; username: string }[];
}
