/** Study-deck texts the server sends and the page shows (docs/product.md#study-decks). */
export const DECK_MESSAGES = {
  deckNotFound: 'That deck does not exist, or it is not yours.',
  crosswordNotFound: 'That crossword does not exist, or it is not shared with you.',
  tooManyDecks: (max: number) =>
    `You have ${max} decks, the most you can keep. Delete one to upload another.`,
  noUsableCard:
    'None of the cards in this deck can go into a crossword. Check that each card has an answer of 3 to 15 letters.',
  tooFewCards: 'Choose at least 2 cards that can go into a crossword.',
  unusableChosen: (numbers: number[]) =>
    `Card${numbers.length > 1 ? 's' : ''} ${numbers.join(', ')} cannot go into a crossword.`,
  unknownCards: (numbers: number[]) =>
    `This deck has no card${numbers.length > 1 ? 's' : ''} ${numbers.join(', ')}.`,
  tooManyCrosswords: (max: number) =>
    `You have made ${max} crosswords in the last hour, the most for an hour. Try again later.`,
  alreadyPlayed:
    'A friend has started this crossword, so its layout stays. Make a new crossword instead.',
  notFriends: 'You can share a crossword only with your friends.',
  ownerOnly: 'Only the player who made this crossword can change it.',
  noneConnected: 'These cards share no letters, so they cannot cross. Choose other cards.',
} as const;
