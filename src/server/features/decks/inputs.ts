import { DECK_LIMITS, toCards } from '../../../shared/decks/cards.js';
import { importText } from '../../../shared/decks/text-import.js';
import { layoutDeck } from '../../../shared/decks/layout.js';
import type { DeckCardView } from '../../../shared/decks/schemas.js';
import { GRID_MAX } from '../../../shared/crossword/schema.js';
import { readApkgInWorker } from './apkg-in-worker.js';
import type { CardViewer, DeckLayouter, DeckReader } from './service.js';

/**
 * The decks service's inputs, bound to the importers and the layout generator (issue 32): a
 * deck file's bytes read by its kind, cards judged for a crossword, answers laid out.
 */
export const readDeck: DeckReader = async (bytes, format) => {
  if (bytes.byteLength > DECK_LIMITS.maxFileBytes)
    return { ok: false, reason: 'This file is larger than 20 MB.' };
  if (format === 'apkg') {
    const r = await readApkgInWorker(bytes);
    return r.ok ? { ok: true, cards: [...r.rows] } : r;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'This file is not text in UTF-8. Save it as UTF-8 and try again.' };
  }
  const r = importText(text, format === 'text' ? 'quizlet' : format);
  return r.ok ? { ok: true, cards: [...r.rows] } : r;
};

export const viewCards: CardViewer = (rows, direction) =>
  toCards(rows, direction).cards.map((c): DeckCardView => ({
    number: c.id,
    clue: c.clue,
    display: c.display,
    answer: c.answer,
    problem: c.usable ? null : c.reason,
  }));

export const layOut: DeckLayouter = (cards, seed) => {
  // no side longer than the board takes (src/shared/crossword/schema.ts): what cannot fit is left out
  const laid = layoutDeck(cards, { seed, maxSide: GRID_MAX });
  return { rows: laid.rows, cols: laid.cols, entries: laid.entries, leftOut: laid.left };
};
