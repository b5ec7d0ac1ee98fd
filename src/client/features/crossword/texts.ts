import { PLAY_TEXTS } from '../../ui/play/texts';
import type { CrosswordGame } from './api';

/** The crossword screens' texts, quoted in docs/product.md#mini-and-medical-crosswords. */
export const CROSSWORD_TEXTS = {
  title: { mini: 'Mini Crossword', medical: 'Medical Crossword' } satisfies Record<
    CrosswordGame,
    string
  >,
  /** The name in the win sentence ('You solved MedGrid Mini in 1m 5s.'). */
  solvedName: { mini: 'MedGrid Mini', medical: 'MedGrid Medical Crossword' } satisfies Record<
    CrosswordGame,
    string
  >,
  defaultSubtitle: 'A Quick Medical Challenge',
  paused: PLAY_TEXTS.paused,
  readyToPlay: PLAY_TEXTS.readyToPlay,
  continue: PLAY_TEXTS.continue,
  start: PLAY_TEXTS.start,
  startText: PLAY_TEXTS.startText,
  completedIn: (time: string) => `Puzzle Completed in ${time}`,
  /** After the banner when Check marked squares wrong: the time that ranks. */
  rankedTime: (time: string) => ` · ranked time ${time}`,
  noPuzzleToday: 'No puzzle available today',
  notInArchives: 'This puzzle is not available in our archives.',
  checkBackTomorrow: 'Check back tomorrow for a new medical crossword puzzle!',
  notOnMobileTitle: 'Not Available on Mobile',
  notOnMobileText:
    'The Medical Crossword is designed for desktop use. Please visit on a computer or tablet for the full experience.',
  revealConfirmTitle: "Reveal will hide your score from today's leaderboard",
  revealConfirmText: "You'll still see your time — but your name won't show up anywhere.",
  /** Archive and test plays have no leaderboard: the warning says what a reveal does there. */
  revealArchiveTitle: 'Reveal the answer?',
  revealArchiveText:
    'This archived puzzle is just for practice: nothing is recorded, so a reveal only fills in your own grid.',
  revealPracticeText:
    'This deck crossword is just for practice: nothing is ranked, so a reveal only fills in your own grid.',
  /** A study-deck crossword's header (docs/product.md#study-decks). */
  deckTitle: 'Deck Crossword',
  practiceNotice: 'Study deck · practice: timed, never ranked',
  revealTestText:
    'This is a test play: nothing is recorded, so a reveal only fills in your own grid.',
  revealAnyway: 'Reveal Anyway',
  goBack: 'Go Back',
  winTitle: 'Congratulations!',
  solvedIn: (name: string, time: string) => `You solved ${name} in ${time}.`,
  winText: (game: CrosswordGame, time: string) =>
    `You solved ${CROSSWORD_TEXTS.solvedName[game]} in ${time}.`,
  partialTitle: 'Nice work!',
  partialText: (n: number) => `${n} ${n === 1 ? 'letter' : 'letters'} revealed.`,
  revealedTitle: 'Puzzle Revealed',
  revealedText: 'All letters revealed.',
  missed: (n: number) => `Missed: ${n}`,
  /** The check penalty (docs/product.md#crossword-end-screens), after the time in an end modal. */
  checkPenalty: (ranked: string, squares: number) =>
    `Ranked time: ${ranked}, with ${squares} ${squares === 1 ? 'square' : 'squares'} checked wrong (10 seconds each).`,
  didYouKnow: 'Did you know?',
  leaderboard: 'Leaderboard',
  stats: 'Stats',
  board: 'Board',
  reset: 'Reset',
  resetConfirmTitle: 'Reset this puzzle?',
  resetConfirmDaily:
    'Your grid is cleared so you can solve it again. Your recorded time is kept and your place on the leaderboard does not change.',
  resetConfirmPractice: 'Your grid is cleared so you can solve it again.',
  resetCancel: 'Keep My Grid',
  archiveNotice:
    'You are playing an archived puzzle. Your time is not recorded and there is no leaderboard.',
} as const;

/** Calm messages for saving trouble; typed letters are never dropped. */
export const SAVE_NOTICES = {
  offline:
    'Connection lost. Your letters are kept on this device and will be saved when you are back online.',
  busy: 'Saving is taking a short break. Your letters are kept and will be saved in a moment.',
  server: "We couldn't save just now. Your letters are kept and we'll try again shortly.",
  signedOut: 'You have been signed out. Sign in again to keep playing.',
  pausedElsewhere:
    'This game was paused in another window. Press Continue to keep playing; your letters are kept.',
  loadFailed: "We couldn't load the puzzle. Check your connection and try again.",
  startFailed: "We couldn't start the game. Please try again.",
  almost: 'Almost! The grid is full, but at least one square is not right yet.',
} as const;
