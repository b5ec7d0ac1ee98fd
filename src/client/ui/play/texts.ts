/** Texts every game's play screen shares (spec 02 §2 pause overlay, DECISIONS "Fair play"). */
export const PLAY_TEXTS = {
  paused: 'Your game is paused.',
  readyToPlay: 'Ready to play?',
  continue: 'Continue',
  start: 'Start',
  startText: 'The clues appear and the timer starts when you press Start.',
  stats: 'Stats',
  leaderboard: 'Leaderboard',
  tryAgain: 'Try Again',
} as const;
