import { defineGameAdmin } from '../admin/game-admin.js';
import { DIFFICULTY_LABELS } from '../play/difficulty.js';
import { medleDefinition } from './definition.js';
import { medlePuzzleSchema } from './schema.js';

/** Medle's admin tools (docs/decisions/020): the test page shows the case's diagnosis and frame. */
export const medleAdmin = defineGameAdmin({
  game: 'medle',
  uploadLabel: medleDefinition.name,
  puzzleSchema: medlePuzzleSchema,
  facts: (p) => [
    ['Diagnosis', p.diagnosis],
    ['Difficulty', DIFFICULTY_LABELS[p.difficulty_level]],
    ['Category', p.category.replace(/_/g, ' ')],
    ['Clues', String(p.clues.length)],
  ],
});
