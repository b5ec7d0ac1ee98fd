/** The study decks' public surface (issue 32), composed by src/client/app. */
export { DecksPage } from './decks-page';
export { DeckPage } from './deck-page';
export { CrosswordPanel } from './crossword-panel';
export type { CrosswordPanelProps } from './crossword-panel';
export { DECK_TEXTS } from './texts';
export { crosswordInfoKey } from './api';
