/**
 * MedWord for client tests: the word ANEMIA, a small dictionary, and its play routes on the fake
 * server (../play-server.ts) with the shared MedWord rules.
 */
import type { FakeServer } from '../fake-server';
import { servePlay, type FakePlayOptions } from '../play-server';
import { medwordGame } from '../../../src/shared/medword/play';
import type { MedwordPuzzle } from '../../../src/shared/medword/schema';

export const TEST_WORD = 'ANEMIA';
export const TEST_PUZZLE: MedwordPuzzle = {
  target_word: TEST_WORD,
  word_category: 'Hematology',
  difficulty_level: 'easy',
  explanation: 'A fall in red cells or hemoglobin, so the blood carries less oxygen.',
  hints: ['Often found on a blood count.', 'Iron deficiency is a common cause.'],
  source: 'WHO, Anaemia fact sheet (2023)',
};
/** Words the fake server accepts besides the answer. */
export const TEST_WORDS = ['BANANA', 'SEPSIS', 'ANGINA', 'FIBULA', 'MEDIAN', 'ANKLES', 'TONSIL'];

export function serveMedword(server: FakeServer, options: FakePlayOptions = {}) {
  // the dictionary holds the answer, as the server's does (docs/decisions/010)
  const words = new Set([...TEST_WORDS, TEST_WORD]);
  return servePlay(
    server,
    'medword',
    medwordGame((w) => words.has(w)),
    TEST_PUZZLE,
    options,
  );
}
