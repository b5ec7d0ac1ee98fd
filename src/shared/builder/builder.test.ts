import { describe, expect, it } from 'vitest';
import {
  BUILDER_MESSAGES,
  clearGrid,
  fillRemainingBlack,
  lettersOf,
  newGrid,
  parseGridText,
  partnerOf,
  placeWord,
  sizeMessage,
  toggleBlack,
  typeAt,
  unblackAll,
  wordCap,
} from './grid.js';
import { builderOutput, clueAt, parseMassImport } from './clues.js';

const show = (g: (string | null)[][]) =>
  g.map((row) => row.map((c) => (c === null ? '#' : c === '' ? '.' : c)).join(''));

describe('the builder grid (spec 02 §5 "Builder")', () => {
  it('gives the four size messages, none for an empty field or a size from 5 to 25', () => {
    expect(sizeMessage('width', '4')).toBe('Grid width must be at least 5 cells');
    expect(sizeMessage('height', '2')).toBe('Grid height must be at least 5 cells');
    expect(sizeMessage('width', '26')).toBe('Grid width cannot exceed 25 cells');
    expect(sizeMessage('height', '40')).toBe('Grid height cannot exceed 25 cells');
    expect(sizeMessage('width', '')).toBeNull();
    expect(sizeMessage('height', '15')).toBeNull();
    expect(sizeMessage('width', 'abc')).toBe(BUILDER_MESSAGES.widthMin);
  });

  it('caps the word field at the larger side and keeps only A-Z, upper-cased', () => {
    expect(wordCap(newGrid(7, 11))).toBe(11);
    expect(lettersOf('a-b c1D')).toBe('ABCD');
  });

  it('toggles a black square and its partner under rotational or mirror symmetry', () => {
    const g = newGrid(5, 5);
    expect(partnerOf(g, 0, 1, 'rotational')).toEqual([4, 3]);
    expect(partnerOf(g, 0, 1, 'mirror')).toEqual([0, 3]);
    expect(partnerOf(g, 0, 1, 'none')).toBeNull();
    const rotated = toggleBlack(g, 0, 1);
    expect(show(rotated)).toEqual(['.#...', '.....', '.....', '.....', '...#.']);
    expect(show(toggleBlack(rotated, 0, 1))).toEqual(show(g));
    expect(show(toggleBlack(g, 1, 0, 'none'))[1]).toBe('#....');
  });

  it('types letters forward in the typing direction, skipping black squares, stopping at the edge', () => {
    let g = toggleBlack(newGrid(5, 5), 0, 2, 'none');
    const across = typeAt(g, 0, 0, 'abcd', 'across');
    expect(show(across.grid)[0]).toBe('AB#CD');
    expect(across.cursor).toEqual([0, 4]);
    g = across.grid;
    const down = typeAt(g, 1, 4, 'xyz!', 'down');
    expect(show(down.grid).map((r) => r[4])).toEqual(['D', 'X', 'Y', 'Z', '.']);
    expect(down.cursor).toEqual([4, 4]);
    expect(typeAt(g, 0, 2, 'Q', 'across').grid).toBe(g); // a black square takes nothing
  });

  it('fills the rest black, unblacks everything, and clears', () => {
    const g = typeAt(newGrid(5, 5), 0, 0, 'HEART', 'across').grid;
    expect(show(fillRemainingBlack(g))).toEqual(['HEART', '#####', '#####', '#####', '#####']);
    expect(show(unblackAll(fillRemainingBlack(g)))[1]).toBe('.....');
    expect(show(clearGrid(g))[0]).toBe('.....');
  });

  it("places a word at 1-based coordinates, with the spec's four messages", () => {
    const g = toggleBlack(newGrid(5, 5), 2, 2, 'none');
    const placed = placeWord(g, 'lung', 1, 2, 'across');
    expect(placed.ok && show(placed.grid)[0]).toBe('.LUNG');
    expect(placeWord(g, 'lung', 0, 1, 'across')).toEqual({
      ok: false,
      message: 'Invalid coordinates. Please enter valid row and column numbers.',
    });
    expect(placeWord(g, 'lungs', 1, 2, 'across')).toEqual({
      ok: false,
      message: 'Word is too long to fit horizontally at the specified position.',
    });
    expect(placeWord(g, 'spleen', 1, 1, 'down')).toEqual({
      ok: false,
      message: 'Word is too long to fit vertically at the specified position.',
    });
    expect(placeWord(g, 'aorta', 3, 1, 'across')).toEqual({
      ok: false,
      message: 'Cannot place word: cell at row 3, column 3 is black.',
    });
  });

  it('pastes a grid from text: _ . # black, space runs by the spec rule, size clamped', () => {
    expect(show(parseGridText('AB_CD\nEF.GH\nIJ#KL\nMNOPQ\nRSTUV'))).toEqual([
      'AB#CD',
      'EF#GH',
      'IJ#KL',
      'MNOPQ',
      'RSTUV',
    ]);
    // the first run counts every space, each later run one fewer
    expect(show(parseGridText('ab cd  ef'))[0]).toBe('AB#CD#EF');
    expect(show(parseGridText('  ab  cd'))[0]).toBe('##AB#CD');
    const small = parseGridText('AB\nCD');
    expect([small.length, small[0]!.length]).toEqual([5, 5]);
    const big = parseGridText(Array.from({ length: 30 }, () => 'A'.repeat(30)).join('\n'));
    expect([big.length, big[0]!.length]).toEqual([25, 25]);
  });
});

describe('the builder clues and JSON (spec 02 §3, §5)', () => {
  it("numbers a clue from its square's word start, or none when no word starts there", () => {
    const g = toggleBlack(newGrid(5, 5), 0, 0);
    expect(clueAt(g, 0, 1, 'across', 'lung', 'Breathing organ')).toEqual({
      number: 1,
      answer: 'LUNG',
      clue: 'Breathing organ',
      row: 0,
      col: 1,
      direction: 'across',
      length: 4,
    });
    expect(clueAt(g, 1, 1, 'across', 'x', 'y')).toBeNull();
  });

  it('imports clues in both line forms, down in any case, else across', () => {
    expect(
      parseMassImport(
        'lung|Breathing organ|DOWN\n3|aorta|Main artery|across\nshort|line\nx|y|sideways',
      ),
    ).toEqual([
      {
        number: 0,
        answer: 'LUNG',
        clue: 'Breathing organ',
        row: 0,
        col: 0,
        direction: 'down',
        length: 4,
      },
      {
        number: 3,
        answer: 'AORTA',
        clue: 'Main artery',
        row: 0,
        col: 0,
        direction: 'across',
        length: 5,
      },
      { number: 0, answer: 'X', clue: 'y', row: 0, col: 0, direction: 'across', length: 1 },
    ]);
  });

  it("writes the spec's output: '' for black, a single space for an empty white square", () => {
    const g = typeAt(toggleBlack(newGrid(5, 5), 0, 0), 0, 1, 'lung', 'across').grid;
    const out = builderOutput(
      g,
      [
        { number: 5, answer: '', clue: 'Five', row: 0, col: 0, direction: 'across', length: 0 },
        { number: 1, answer: 'LUNG', clue: 'One', row: 0, col: 1, direction: 'across', length: 4 },
        { number: 2, answer: '', clue: 'Two', row: 0, col: 2, direction: 'down', length: 0 },
      ],
      { date: '2026-12-01', type: 'mini', title: 'T', subtitle: 'S' },
    );
    expect(out.answerGrid[0]).toEqual(['', 'L', 'U', 'N', 'G']);
    expect(out.answerGrid[1]).toEqual([' ', ' ', ' ', ' ', ' ']);
    expect(out.answerGrid[4]![4]).toBe('');
    expect(out.acrossClues).toEqual([
      { number: 1, clue: 'One' },
      { number: 5, clue: 'Five' },
    ]);
    expect(out.downClues).toEqual([{ number: 2, clue: 'Two' }]);
    expect(out).toMatchObject({ date: '2026-12-01', type: 'mini', title: 'T', subtitle: 'S' });
  });
});
