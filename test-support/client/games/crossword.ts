/**
 * The Mini Crossword for client tests: a 5x5 puzzle and its play routes on the fake server
 * (../play-server.ts) with the shared Mini rules.
 */
import type { FakeServer } from '../fake-server';
import { servePlay, type FakePlayOptions } from '../play-server';
import { crosswordGame } from '../../../src/shared/crossword/play';
import { puzzleOf } from '../../../src/shared/crossword/test-fixtures';

/** 5x5 with black corners; the answers read CAT / HEART / LIVER / OVARY / END. */
export const TEST_GRID = ['#CAT#', 'HEART', 'LIVER', 'OVARY', '#END#'];
export const TEST_ANSWERS = 'CATHEARTLIVEROVARYEND';

export function serveMini(server: FakeServer, options: FakePlayOptions = {}) {
  const puzzle = puzzleOf(TEST_GRID, 'mini');
  return servePlay(server, 'mini', crosswordGame('mini'), puzzle, {
    ...options,
    title: puzzle.title,
  });
}
