import { describe, expect, it } from 'vitest';
import type { GameId } from '../../../shared/play/games.js';
import type { PlayableGame } from '../../../shared/play/game-module.js';
import { miniCrossword } from '../../../shared/crossword/play.js';
import { crosswordSchema } from '../../../shared/crossword/schema.js';
import { medmatchPuzzleSchema } from '../../../shared/medmatch/schema.js';
import { MINI_PUZZLE } from '../../test/play-helpers.js';
import { createPreparedPuzzles } from './prepared-puzzles.js';

/** The Mini's rules, counting how often a puzzle is parsed. */
function countingMini() {
  const counter = { prepared: 0 };
  const game: PlayableGame = {
    ...miniCrossword,
    prepare(data) {
      counter.prepared += 1;
      return miniCrossword.prepare(data);
    },
  };
  return { games: new Map<GameId, PlayableGame>([['mini', game]]), counter };
}

const text = (title: string) => JSON.stringify({ ...MINI_PUZZLE, title });

describe('stored puzzles kept parsed (issue 21)', () => {
  it('parses a stored puzzle once, however many plays and moves load it', () => {
    const { games, counter } = countingMini();
    const cache = createPreparedPuzzles(games);
    const stored = text('One');
    const first = cache.get('mini', stored, () => JSON.parse(stored), '2026-11-26');
    for (let i = 0; i < 5; i++)
      expect(cache.get('mini', stored, () => JSON.parse(stored), '2026-11-26')).toBe(first);
    expect(counter.prepared).toBe(1);
    // plays of it are independent: a move in one is not in the other
    const a = first.load(null);
    const b = first.load(null);
    if (!a.ok || !b.ok) throw new Error('load failed');
    expect(a.play.applyMove({ type: 'fill', cells: [{ row: 0, col: 0, letter: 'A' }] }).ok).toBe(
      true,
    );
    expect(JSON.stringify(a.play.progress())).not.toBe(JSON.stringify(b.play.progress()));
    // the public puzzle is built once and has no answers
    expect(first.publicPuzzle()).toBe(first.publicPuzzle());
    expect(JSON.stringify(first.publicPuzzle())).not.toContain('ABCDE');
  });

  it('treats a replaced puzzle (other stored text) as a new puzzle at once', () => {
    const { games, counter } = countingMini();
    const cache = createPreparedPuzzles(games);
    const before = cache.get('mini', text('Before'), () => JSON.parse(text('Before')), 'd');
    const after = cache.get('mini', text('After'), () => JSON.parse(text('After')), 'd');
    expect(after).not.toBe(before);
    expect((after.publicPuzzle() as { title: string }).title).toBe('After');
    expect(counter.prepared).toBe(2);
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const { games, counter } = countingMini();
    const cache = createPreparedPuzzles(games, 2);
    const get = (title: string) =>
      cache.get('mini', text(title), () => JSON.parse(text(title)), 'd');
    get('A');
    get('B');
    get('A'); // A used last: B is the oldest
    get('C');
    expect(cache.size).toBe(2);
    expect(counter.prepared).toBe(3);
    get('A');
    expect(counter.prepared).toBe(3);
    get('B');
    expect(counter.prepared).toBe(4);
  });

  it("hands its parsed puzzle to the game's own schema only (a game's routes read it so, issue 28)", () => {
    const { games, counter } = countingMini();
    const cache = createPreparedPuzzles(games);
    const get = () => cache.get('mini', text('Kept'), () => JSON.parse(text('Kept')), 'd');
    const parsed = get().parsedBy(crosswordSchema('mini'));
    expect(parsed?.title).toBe('Kept');
    expect(get().parsedBy(crosswordSchema('mini'))).toBe(parsed); // not parsed again
    expect(counter.prepared).toBe(1);
    expect(get().parsedBy(crosswordSchema('medical'))).toBeNull();
    expect(get().parsedBy(medmatchPuzzleSchema)).toBeNull();
  });

  it('reports a stored puzzle that does not parse as our error, naming it', () => {
    const { games } = countingMini();
    const cache = createPreparedPuzzles(games);
    expect(() => cache.get('mini', '{"title":"x"}', () => ({ title: 'x' }), '2026-11-26')).toThrow(
      /mini 2026-11-26: Stored puzzle is invalid/,
    );
  });
});
