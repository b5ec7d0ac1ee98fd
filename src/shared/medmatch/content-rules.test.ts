import { describe, expect, it } from 'vitest';
import { positionSpread, storedOrderReport, type StoredOrder } from './content-rules.js';

/** `counts[i]` items at position i, as a list of positions. */
const at = (counts: number[]) => counts.flatMap((n, i) => new Array<number>(n).fill(i));

/** Days of 10 rounds whose impostors sit at `positions` (in turn) and keys at `keys`. */
function days(positions: number[], keys: number[]): StoredOrder[] {
  const out: StoredOrder[] = [];
  for (let d = 0; d * 10 < positions.length; d++)
    out.push({
      rounds: positions.slice(d * 10, d * 10 + 10).map((p, i) => {
        const terms = ['a', 'b', 'c', 'd'].map((x) => `${x}${d}-${i}`);
        return { terms, impostor: terms[p]! };
      }),
      quiz_questions: keys.slice(d * 7, d * 7 + 7).map((k, i) => {
        const options = ['w', 'x', 'y', 'z'].map((x) => `${x}${d}-${i}`);
        return { options, correct_answer: options[k]! };
      }),
    });
  return out;
}

describe("MedMatch's stored-order rule", () => {
  it('fails the spread issue 27 found and passes an even one', () => {
    const habit = positionSpread('impostor', 4, at([15, 54, 92, 439]));
    expect(habit).toMatchObject({ items: 600, tested: true, fails: true });
    expect(habit.chiSquare).toBeCloseTo(762.17, 1);
    expect(positionSpread('quiz key', 4, at([232, 160, 26, 1])).fails).toBe(true);
    const even = positionSpread('impostor', 4, at([150, 150, 150, 150]));
    expect(even).toMatchObject({ counts: [150, 150, 150, 150], chiSquare: 0, fails: false });
  });

  it('fails at p < 0.001: over 600 rounds, 193 at one position fails and 192 passes', () => {
    const lean = (n: number) => {
      const rest = 600 - n;
      return at([n, Math.ceil(rest / 3), Math.round(rest / 3), Math.floor(rest / 3)]);
    };
    expect(positionSpread('impostor', 4, lean(192)).fails).toBe(false);
    expect(positionSpread('impostor', 4, lean(193)).fails).toBe(true);
    // a fair random spread of this size passes (seeded positions, about 150 each)
    let x = 7;
    const fair = Array.from(
      { length: 600 },
      () => ((x = (x * 1103515245 + 12345) >>> 0) >>> 16) % 4,
    );
    expect(positionSpread('impostor', 4, fair).fails).toBe(false);
  });

  it('tests nothing it cannot: fewer than 5 per position is too few, whatever the spread', () => {
    expect(positionSpread('impostor', 4, at([0, 0, 0, 19]))).toMatchObject({
      tested: false,
      fails: false,
    });
    expect(positionSpread('impostor', 4, at([0, 0, 0, 20]))).toMatchObject({
      tested: true,
      fails: true,
    });
  });

  it('reports a skewed set of days by what is skewed, and an even set not at all', () => {
    const skewed = storedOrderReport(
      days(
        new Array<number>(600).fill(3),
        at([105, 105, 105, 105]).map((_, i) => i % 4),
      ),
    );
    expect(skewed.problems).toHaveLength(1);
    expect(skewed.problems[0]).toMatch(
      /^the impostor is stored at positions 0\/0\/0\/600 of 600 rounds/,
    );
    const keysFirst = storedOrderReport(
      days(
        Array.from({ length: 600 }, (_, i) => i % 4),
        new Array<number>(420).fill(0),
      ),
    );
    expect(keysFirst.problems).toEqual([
      expect.stringMatching(/^the quiz key is stored at positions 420\/0\/0\/0/),
    ]);
    const even = storedOrderReport(
      days(
        Array.from({ length: 600 }, (_, i) => i % 4),
        Array.from({ length: 420 }, (_, i) => (i * 3) % 4),
      ),
    );
    expect(even.problems).toEqual([]);
    expect(even.spreads.map((s) => [s.what, s.items, s.counts])).toEqual([
      ['impostor', 600, [150, 150, 150, 150]],
      ['quiz key', 420, [105, 105, 105, 105]],
    ]);
  });

  it('measures questions of each number of options apart', () => {
    const three = { options: ['p', 'q', 'r'], correct_answer: 'p' };
    const day: StoredOrder = { rounds: [], quiz_questions: new Array(30).fill(three) };
    const report = storedOrderReport([day]);
    expect(report.spreads.map((s) => [s.what, s.size, s.counts, s.fails])).toEqual([
      ['impostor', 4, [0, 0, 0, 0], false],
      ['quiz key', 3, [30, 0, 0], true],
    ]);
  });
});
