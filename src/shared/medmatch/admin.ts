import { defineGameAdmin } from '../admin/game-admin.js';
import { DIFFICULTY_LABELS } from '../play/difficulty.js';
import { medmatchDefinition } from './definition.js';
import { medmatchPuzzleSchema } from './schema.js';

/**
 * MedMatch's admin tools (docs/decisions/020): the test page shows the day's frame
 * (docs/product.md#test-pages).
 */
export const medmatchAdmin = defineGameAdmin({
  game: 'medmatch',
  uploadLabel: medmatchDefinition.name,
  puzzleSchema: medmatchPuzzleSchema,
  facts: (p) => [
    ['Difficulty', DIFFICULTY_LABELS[p.difficulty_level]],
    ['Topic', p.topic],
    ['Rounds', String(p.rounds.length)],
  ],
});
