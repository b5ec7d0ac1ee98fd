/** Texts every game's play screen shares (docs/product.md#start-and-pause). */
export const PLAY_TEXTS = {
  paused: 'Your game is paused.',
  readyToPlay: 'Ready to play?',
  continue: 'Continue',
  start: 'Start',
  startText: 'The clues appear and the timer starts when you press Start.',
  stats: 'Stats',
  leaderboard: 'Leaderboard',
  tryAgain: 'Try Again',
  /** Under a fun fact, worded as a daily question shows its source. */
  funFactSource: (source: string) => `Source: ${source}`,
} as const;
