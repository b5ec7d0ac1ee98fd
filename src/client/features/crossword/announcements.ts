import type { CrosswordFeedback } from '../../../shared/crossword/moves';

const squares = (n: number) => `${n} ${n === 1 ? 'square' : 'squares'}`;
const letters = (n: number) => `${n} ${n === 1 ? 'letter' : 'letters'}`;

/** What a Check, Reveal or Clear did, read out by screen readers (the marks show it on screen). */
export function feedbackAnnouncement(feedback: CrosswordFeedback | null): string {
  if (!feedback) return '';
  switch (feedback.type) {
    case 'check': {
      const n = feedback.checked.length;
      if (n === 0) return 'Nothing to check: the squares are empty or already confirmed.';
      const wrong = feedback.checked.filter((c) => c.mark === 'incorrect').length;
      return `Checked ${squares(n)}: ${n - wrong} correct, ${wrong} incorrect.`;
    }
    case 'reveal':
      return feedback.count === 0
        ? 'Nothing left to reveal there.'
        : `Revealed ${letters(feedback.count)}.`;
    case 'clear':
      return feedback.cleared.length === 0
        ? 'Nothing to clear there.'
        : `Cleared ${squares(feedback.cleared.length)}.`;
    case 'fill':
      return '';
  }
}
