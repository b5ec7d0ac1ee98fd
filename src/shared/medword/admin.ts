import { defineGameAdmin } from '../admin/game-admin.js';
import { medwordDefinition } from './definition.js';
import { medwordPuzzleSchema } from './schema.js';

/** MedWord's admin tools (docs/decisions/020): the test page shows the word and its extras. */
export const medwordAdmin = defineGameAdmin({
  game: 'medword',
  uploadLabel: medwordDefinition.name,
  puzzleSchema: medwordPuzzleSchema,
  facts: (p) => [
    ['Word', p.target_word],
    ['Length', String(p.target_word.length)],
    ['Category', p.word_category],
    ['Hints', String(p.hints.length)],
    ['Explanation', p.explanation ? 'Yes' : 'No'],
  ],
});
