/**
 * The figures `npm run bench:decks` prints for a crossword layout, whichever generator made it
 * (issue 32): placed answers, bounding box, density (letter squares / box area), crossings per
 * answer (2 × squares in both an across and a down answer / placed answers), how many separate
 * pieces the letters form, and whether the clue numbers follow American reading order.
 */

export interface PlacedAnswer {
  answer: string;
  /** 0-based square of the first letter. */
  row: number;
  col: number;
  dir: 'across' | 'down';
  number: number;
}

export interface LayoutFigures {
  placed: number;
  total: number;
  rows: number;
  cols: number;
  area: number;
  letters: number;
  crossings: number;
  density: number;
  crossingsPerWord: number;
  pieces: number;
  readingOrder: boolean;
}

/** Measures a layout of `total` answers from its placed answers alone. */
export function measure(
  rows: number,
  cols: number,
  placed: readonly PlacedAnswer[],
  total: number,
): LayoutFigures {
  const cover = new Map<number, number>(); // square → bit 1 across, bit 2 down
  for (const p of placed) {
    for (let k = 0; k < p.answer.length; k++) {
      const square =
        (p.row + (p.dir === 'down' ? k : 0)) * cols + p.col + (p.dir === 'across' ? k : 0);
      cover.set(square, (cover.get(square) ?? 0) | (p.dir === 'across' ? 1 : 2));
    }
  }
  const crossings = [...cover.values()].filter((bits) => bits === 3).length;
  const area = rows * cols;
  return {
    placed: placed.length,
    total,
    rows,
    cols,
    area,
    letters: cover.size,
    crossings,
    density: area ? cover.size / area : 0,
    crossingsPerWord: placed.length ? (2 * crossings) / placed.length : 0,
    pieces: countPieces(new Set(cover.keys()), cols),
    readingOrder: inReadingOrder(placed),
  };
}

/** Pieces of letters connected across and down. */
function countPieces(squares: Set<number>, cols: number): number {
  const seen = new Set<number>();
  let pieces = 0;
  for (const start of squares) {
    if (seen.has(start)) continue;
    pieces++;
    const stack = [start];
    seen.add(start);
    while (stack.length) {
      const at = stack.pop()!;
      const near = [
        at - cols,
        at + cols,
        ...(at % cols ? [at - 1] : []),
        ...((at + 1) % cols ? [at + 1] : []),
      ];
      for (const next of near) {
        if (squares.has(next) && !seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
  }
  return pieces;
}

/**
 * American numbering: the start squares, read left to right and top to bottom, are numbered
 * 1, 2, 3, … and answers that start on the same square share its number.
 */
function inReadingOrder(placed: readonly PlacedAnswer[]): boolean {
  const byStart = new Map<string, number>();
  for (const p of placed) {
    const key = `${p.row},${p.col}`;
    if (byStart.has(key) && byStart.get(key) !== p.number) return false;
    byStart.set(key, p.number);
  }
  const starts = [...byStart.keys()]
    .map((key) => key.split(',').map(Number) as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return starts.every(([r, c], i) => byStart.get(`${r},${c}`) === i + 1);
}
