export interface ScreenReaderTextsProps {
  /** Id of the key help, named by the grid's aria-describedby. */
  helpId: string;
  /** The current clue, announced politely when it changes ('5 Across: …'). */
  clue: string;
  /** What the last Check, Reveal or Clear did. */
  announcement: string;
}

/** Texts for screen readers only: how the keys work, the current clue, the tools' results. */
export function ScreenReaderTexts({ helpId, clue, announcement }: ScreenReaderTextsProps) {
  return (
    <>
      <p id={helpId} className="visually-hidden">
        Type letters to fill squares. Arrow keys move; Space or Enter switches between across and
        down; Tab and Shift+Tab go to the next and previous clue; Backspace erases; Escape leaves
        the grid.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {clue}
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}
