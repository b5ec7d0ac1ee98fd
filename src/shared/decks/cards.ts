// A study deck's cards as crossword entries (issue 32): which cards a crossword can use, and why
// the others cannot, in words for players. Answers follow the crossword content standard
// (docs/product.md#content-standard): letters only, 3 or more of them, no answer twice in a grid,
// and a clue never contains its answer. Every importer (text-import.ts, the server's .apkg
// reader) gives rows; this file turns them into cards.

import { clip, cleanText, foldLetters } from './clean-text.js';

/** A card as read from a deck: its two sides, still raw (HTML and cloze markup allowed). */
export interface DeckRow {
  readonly front: string;
  readonly back: string;
  /** A cloze card (front: the text with a blank, back: the hidden text) keeps its front as the clue. */
  readonly cloze?: boolean;
}

/** Which side of a card becomes the clue; the other side is the answer. */
export type Direction = 'front-clue' | 'back-clue';

export const DECK_LIMITS = {
  /** a deck file, before it is read */
  maxFileBytes: 20 * 1024 * 1024,
  maxCards: 5000,
  /** a crossword entry (docs/product.md#content-standard: words of 3 or more letters) */
  minAnswerLetters: 3,
  /** the longest entry a 15x15 grid holds */
  maxAnswerLetters: 15,
  /** a clue is cut here so a huge card cannot blow up the page */
  maxClueChars: 300,
  /** the answer as written, and its letters, are cut here on cards that cannot be used */
  maxDisplayChars: 60,
} as const;

interface CardText {
  /** the card's number in the deck, from 1 */
  readonly id: number;
  readonly clue: string;
  /** letters A–Z only, upper case */
  readonly answer: string;
  /** the answer as written (plain text) */
  readonly display: string;
}

export type Card =
  | (CardText & { readonly usable: true })
  | (CardText & { readonly usable: false; readonly reason: string });

export type DeckResult =
  | { readonly ok: true; readonly cards: Card[]; readonly usable: number }
  /** `cards` lists every card with its reason when none can be used, else it is empty */
  | { readonly ok: false; readonly reason: string; readonly cards: Card[] };

const MIN = DECK_LIMITS.minAnswerLetters;
const MAX = DECK_LIMITS.maxAnswerLetters;

/** The answer's words, folded: 'Ménière disease' → ['MENIERE', 'DISEASE']. */
function words(text: string): string[] {
  return foldLetters(text)
    .split(/[^A-Z]+/)
    .filter((w) => w !== '');
}

/** Whether the clue holds the answer as a word or as its run of words (content standard). */
function givesAway(clue: string, display: string, answer: string): boolean {
  const clueWords = words(clue);
  if (clueWords.includes(answer)) return true;
  const answerWords = words(display);
  const joined = ` ${clueWords.join(' ')} `;
  return answerWords.length > 1 && joined.includes(` ${answerWords.join(' ')} `);
}

/** Why an answer (plain text) cannot be a crossword entry, or null when it can. */
function answerProblem(display: string): string | null {
  const folded = foldLetters(display);
  if (!/\p{L}/u.test(folded)) return 'The answer has no letters';
  if (/[^\P{L}A-Z]/u.test(folded)) return 'The answer has letters other than A–Z';
  if (/\p{N}/u.test(folded)) return 'The answer has a number in it';
  const letters = folded.replace(/[^A-Z]/g, '');
  if (letters.length < MIN) return `The answer is shorter than ${MIN} letters`;
  if (letters.length > MAX) return `The answer is longer than ${MAX} letters`;
  return null;
}

function readCard(
  row: DeckRow,
  direction: Direction,
  id: number,
): { text: CardText; problem: string | null } {
  const clueSide = row.cloze || direction === 'front-clue' ? row.front : row.back;
  const answerSide = row.cloze || direction === 'front-clue' ? row.back : row.front;
  const clue = cleanText(clueSide);
  const display = cleanText(answerSide);
  const answer = foldLetters(display).replace(/[^A-Z]/g, '');
  const text: CardText = {
    id,
    clue: clip(clue, DECK_LIMITS.maxClueChars, row.cloze ? '____' : undefined),
    answer: answer.slice(0, DECK_LIMITS.maxDisplayChars),
    display: clip(display, DECK_LIMITS.maxDisplayChars),
  };
  let problem = clue === '' ? 'The clue is empty' : answerProblem(display);
  if (!problem && givesAway(clue, display, answer)) problem = 'The clue gives away the answer';
  return { text, problem };
}

/**
 * The deck's cards in order, each usable or not with the reason. The first usable card with an
 * answer keeps it; a later card with the same letters is 'Same answer as card N'. An empty deck,
 * one over 5,000 cards, or one with no usable card is refused with a reason.
 */
export function toCards(rows: readonly DeckRow[], direction: Direction): DeckResult {
  if (rows.length === 0) return { ok: false, reason: 'This deck has no cards.', cards: [] };
  if (rows.length > DECK_LIMITS.maxCards) {
    const limit = DECK_LIMITS.maxCards.toLocaleString('en-US');
    return { ok: false, reason: `This deck has more than ${limit} cards.`, cards: [] };
  }
  const firstWith = new Map<string, number>();
  let usable = 0;
  const cards = rows.map((row, index): Card => {
    const { text, problem } = readCard(row, direction, index + 1);
    if (problem) return { ...text, usable: false, reason: problem };
    const first = firstWith.get(text.answer);
    if (first !== undefined)
      return { ...text, usable: false, reason: `Same answer as card ${first}` };
    firstWith.set(text.answer, text.id);
    usable += 1;
    return { ...text, usable: true };
  });
  if (usable === 0) {
    return {
      ok: false,
      reason: 'None of the cards in this deck can be used in a crossword.',
      cards,
    };
  }
  return { ok: true, cards, usable };
}
