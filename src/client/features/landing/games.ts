import type { GameId } from '../../../shared/play/games';

export interface LandingGame {
  id: GameId;
  name: string;
  cadence: 'Daily' | 'Weekly';
  description: string;
}

/** The five games as the landing page presents them, in the menu's order. */
export const LANDING_GAMES: readonly LandingGame[] = [
  {
    id: 'mini',
    name: 'Mini Crossword',
    cadence: 'Daily',
    description:
      'A quick crossword on a small grid, full of medical clues. Just right for a coffee break between lectures.',
  },
  {
    id: 'medical',
    name: 'The Medical Crossword',
    cadence: 'Weekly',
    description:
      'A full 15×15 crossword, new every week, for a longer tour through the language of medicine.',
  },
  {
    id: 'medle',
    name: 'Medle',
    cadence: 'Daily',
    description:
      "A patient's story, one clue at a time. Name the diagnosis with as few clues and guesses as you can.",
  },
  {
    id: 'medmatch',
    name: 'MedMatch',
    cadence: 'Daily',
    description:
      "Find the odd one out. Each round shows a set of medical terms, and one of them doesn't belong.",
  },
  {
    id: 'medword',
    name: 'MedWord',
    cadence: 'Daily',
    description:
      'Guess the six-letter medical word in six tries, with colored hints after every guess.',
  },
];

export interface FuturePlan {
  title: string;
  text: string;
  /** A plan that has come true: where it is now. */
  link?: { to: string; label: string };
}

/** The plans named on the landing page (docs/product.md#landing-page). */
export const FUTURE_PLANS: readonly FuturePlan[] = [
  {
    title: 'Flashcards to crosswords',
    text: 'Turn your own flash-card decks into crosswords and study while you play.',
    link: { to: '/decks', label: 'Open Study Decks' },
  },
  {
    title: 'School vs. school',
    text: 'Competitions between medical schools, so your class can climb the table together.',
  },
  {
    title: 'More programs',
    text: 'New games and programs for every stage of a medical career.',
  },
];
