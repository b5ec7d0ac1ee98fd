/** The daily question's texts (docs/product.md#the-daily-question-and-streak). */
export const DQ_TEXTS = {
  submit: 'Submit Answer',
  submitting: 'Submitting...',
  skip: 'Skip',
  skipTitle: 'Skip Question?',
  skipText: 'Are you sure? Your streak will end if you skip this question.',
  /** With a streak of 0 there is none to end. */
  skipTextNoStreak: 'Are you sure? A skipped question does not count toward a streak.',
  skipCancel: 'Cancel',
  skipConfirm: 'Yes, Skip',
  correct: 'Correct!',
  incorrect: 'Incorrect',
  skipped: 'Skipped',
  correctAnswer: 'Correct answer',
  yourAnswer: 'Your answer',
  showOthers: 'Show explanations for the other answers',
  hideOthers: 'Hide explanations for the other answers',
  otherFallback: 'This is not the correct answer because...',
  continue: 'Continue to Crossword',
  saveFailed: 'Your answer could not be saved. Check your connection and try again.',
  optionsLegend: 'Choose one answer',
  source: (source: string) => `Source: ${source}`,
} as const;
