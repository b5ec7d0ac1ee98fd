/** MedWord's texts, quoted in docs/product.md#medword. */
export const MEDWORD_TEXTS = {
  title: 'MedWord',
  subtitle: 'A Medical Word Guessing Game',
  focus: "Today's Focus",
  defaultFocus: 'Medical Term',
  loading: "Loading today's word...",
  noWordTitle: 'No Word Available',
  noWordText: "Check back later for today's medical word!",
  notInWordList: 'Not in word list',
  notEnoughLetters: 'Not enough letters',
  hardMode: 'Hard Mode',
  hardModeLocked: 'Hard Mode can only be switched on before the first guess of the day.',
  continueFromQuestion: 'Continue to MedWord',
  startText: 'The timer starts when you press Start. Six tries to find the word.',
  help: 'How to Play MedWord',
  hint: (n: number, of: number) => `Hint ${n} of ${of}`,
  showHint: 'Show a hint',
  noMoreHints: 'No more hints',
  winTitle: 'You found it!',
  winText: (word: string, guesses: number, time: string) =>
    `You found ${word} in ${guesses} ${guesses === 1 ? 'guess' : 'guesses'} and ${time}.`,
  lossTitle: 'So close',
  lossText: (word: string) => `The word was ${word}.`,
  score: (n: number) => `Score: ${n}`,
  about: (word: string) => `About ${word}`,
  tryAgain: 'Try Again',
  results: 'See Results',
  finishedActions: 'Game over',
  leaderboard: 'Leaderboard',
  stats: 'Stats',
  close: 'Close',
  archiveNotice:
    'You are playing an archived word. Your time is not recorded and there is no leaderboard.',
  row: (n: number, parts: string) => `Row ${n}: ${parts}`,
} as const;

/** Spoken names of the letter states. */
export const STATE_WORDS = { correct: 'correct', present: 'present', absent: 'absent' } as const;
