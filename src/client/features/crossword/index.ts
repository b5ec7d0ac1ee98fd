/** The crossword screens' public surface, composed by src/client/app. */
export { CrosswordScreen } from './crossword-screen';
export type { CrosswordScreenProps } from './crossword-screen';
export type { CrosswordGame } from './api';
export { TODAY } from './api';
export { CROSSWORD_TEXTS } from './texts';
