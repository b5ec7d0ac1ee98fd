/**
 * The usual open-source layout generator, `crossword-layout-generator` (npm, MIT), run on the same
 * cards as ours for `npm run bench:decks` (issue 32), a devDependency. It is CommonJS without
 * types, so it is loaded with require by its literal name (which knip reads as a use) and its
 * answer read through the small shape below; when it cannot be loaded the bench runs ours alone.
 */
import { createRequire } from 'node:module';
import type { PlacedAnswer } from './decks-measure.js';

interface TheirWord {
  answer: string;
  /** 1-based column and row of the first letter; absent when the word was left out. */
  startx?: number;
  starty?: number;
  orientation: 'across' | 'down' | 'none';
  position?: number;
}

interface TheirLayout {
  rows: number;
  cols: number;
  result: TheirWord[];
}

type Generate = (words: { answer: string; clue: string }[]) => TheirLayout;

export interface BaselineLayout {
  rows: number;
  cols: number;
  placed: PlacedAnswer[];
}

/** The generator, or null (with the reason) when it is not installed. */
export function loadBaseline():
  { run: (answers: readonly string[]) => BaselineLayout } | { missing: string } {
  const require = createRequire(import.meta.url);
  let generate: Generate;
  try {
    ({ generateLayout: generate } = require('crossword-layout-generator') as {
      generateLayout: Generate;
    });
  } catch (error) {
    return { missing: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
  return {
    run: (answers) => {
      // it writes its results onto the objects it is given: a fresh list each run
      // and it logs as it goes: keep its lines out of the report
      const log = console.log;
      console.log = () => {};
      let layout: TheirLayout;
      try {
        layout = generate(answers.map((answer) => ({ answer, clue: answer })));
      } finally {
        console.log = log;
      }
      const placed = layout.result
        .filter((w) => w.orientation !== 'none' && w.startx !== undefined && w.starty !== undefined)
        .map((w) => ({
          answer: w.answer,
          row: w.starty! - 1,
          col: w.startx! - 1,
          dir: w.orientation as 'across' | 'down',
          number: w.position ?? 0,
        }));
      return { rows: layout.rows, cols: layout.cols, placed };
    },
  };
}
