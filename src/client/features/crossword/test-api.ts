/**
 * The crossword's play API for tests (imported by *.test.ts(x) only): the fake play server of
 * lib/test-play-server.ts with the shared Mini rules and a 5x5 puzzle.
 */
import type { ApiError } from '../../lib/http';
import { createFakePlayServer } from '../../lib/test-play-server';
import { crosswordGame } from '../../../shared/crossword/play';
import type { CrosswordMove } from '../../../shared/crossword/moves';
import type { CrosswordProgress } from '../../../shared/crossword/progress';
import { puzzleOf } from '../../../shared/crossword/test-fixtures';
import type { CrosswordApi } from './api';

export { FAKE_TODAY } from '../../lib/test-play-server';
export type { RecordedCall } from '../../lib/test-play-server';

/** 5x5 with black corners; the answers read CAT / HEART / LIVER / OVARY / END. */
export const TEST_GRID = ['#CAT#', 'HEART', 'LIVER', 'OVARY', '#END#'];
export const TEST_ANSWERS = 'CATHEARTLIVEROVARYEND';

export interface FakeServer {
  api: CrosswordApi;
  calls: { kind: string; move?: CrosswordMove | null }[];
  failNext(error: ApiError, n?: number): void;
  advance(ms: number): void;
  pauseElsewhere(): void;
  moveElsewhere(move: CrosswordMove): void;
  hold(): () => void;
  progress(): CrosswordProgress | null;
  moves(): CrosswordMove[];
}

export function createFakeServer(options: { noPuzzle?: boolean } = {}): FakeServer {
  const puzzle = puzzleOf(TEST_GRID, 'mini');
  const server = createFakePlayServer('mini', crosswordGame('mini'), puzzle, {
    ...options,
    title: puzzle.title,
  });
  return server;
}
