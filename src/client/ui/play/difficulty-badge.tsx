import { DIFFICULTY_LABELS, type Difficulty } from '../../../shared/play/difficulty';

/** Introductory (green), Moderate (amber), Complex (red): the word says it, the colour repeats it. */
export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return (
    <p className={`mg-difficulty mg-difficulty--${difficulty}`}>
      <span className="visually-hidden">Difficulty: </span>
      {DIFFICULTY_LABELS[difficulty]}
    </p>
  );
}
