/** The difficulty of a Medle case or a MedMatch day (spec 03 §9 "Shared"). */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The difficulty badge: Introductory (green), Moderate (amber), Complex (red). */
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: 'Introductory',
  medium: 'Moderate',
  hard: 'Complex',
};
