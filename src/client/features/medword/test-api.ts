/**
 * MedWord's play API for tests (imported by *.test.ts(x) only): the fake play server of
 * lib/test-play-server.ts with the shared MedWord rules, a small dictionary and the word ANEMIA.
 */
import { createFakePlayServer, type FakePlayOptions } from '../../lib/test-play-server';
import { medwordGame } from '../../../shared/medword/play';
import type { MedwordPuzzle } from '../../../shared/medword/schema';

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

export function createFakeMedwordServer(options: FakePlayOptions = {}) {
  // the dictionary holds the answer, as the server's does (docs/decisions/010)
  const words = new Set([...TEST_WORDS, TEST_WORD]);
  return createFakePlayServer(
    'medword',
    medwordGame((w) => words.has(w)),
    TEST_PUZZLE,
    options,
  );
}

export type FakeMedwordServer = ReturnType<typeof createFakeMedwordServer>;
