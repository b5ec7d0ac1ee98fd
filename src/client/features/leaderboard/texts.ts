/** Leaderboard texts (docs/product.md#leaderboards). */
export const LEADERBOARD_MESSAGES = {
  loading: 'Loading...',
  empty: 'No entries yet. Be the first to complete this puzzle!',
  noSchool:
    "Looks like you're not linked to a med school — join one to see your school leaderboard!",
  noFriends: "Looks like you haven't added any friends yet — add some to see how you compare!",
  showAll: (n: number) => `Show All Entries (${n} more)`,
  showTop: 'Show Top 10',
} as const;
