/** The difficulty of a Medle case or a MedMatch day (docs/product.md#difficulty). */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The difficulty badge: Introductory (green), Moderate (amber), Complex (red). */
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: 'Introductory',
  medium: 'Moderate',
  hard: 'Complex',
};
