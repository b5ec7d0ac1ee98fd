import { defineGameAdmin } from '../admin/game-admin.js';
import { medicalDefinition, miniDefinition } from './definition.js';
import { crosswordSchema, type Crossword, type CrosswordType } from './schema.js';

/**
 * What a test page shows of a crossword (docs/product.md#test-pages): its title, size and number of
 * clues.
 */
const facts = (p: Crossword): [string, string][] => [
  ['Title', p.title],
  ['Size', `${p.answerGrid.length}x${p.answerGrid[0]?.length ?? 0}`],
  ['Clues', String(p.acrossClues.length + p.downClues.length)],
];

/** A file without these arrays is not a crossword at all: the upload panel says so first. */
const arrayFields = ['answerGrid', 'acrossClues', 'downClues'];

const crosswordAdmin = <G extends CrosswordType>(game: G, uploadLabel: string) =>
  defineGameAdmin({ game, uploadLabel, puzzleSchema: crosswordSchema(game), arrayFields, facts });

/**
 * The crosswords' admin tools (docs/decisions/020); the upload names their sizes
 * (docs/product.md#upload-panel).
 */
export const miniAdmin = crosswordAdmin('mini', `${miniDefinition.name} 5x5`);
export const medicalAdmin = crosswordAdmin('medical', `${medicalDefinition.name} 15x15`);
