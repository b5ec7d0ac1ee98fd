import { describe, expect, it } from 'vitest';
import { gridChecks } from './checks.js';
import { layoutOfBuilder } from './clues.js';
import { findTemplate, makeTemplate } from './templates.js';

const blacks = (g: (string | null)[][]) => g.flat().filter((c) => c === null).length;

describe('grid templates', () => {
  it('makes American-style 15x15 templates: symmetric, 36–40 black squares, words 3+ letters, connected', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const g = findTemplate({ size: 15, blacks: [36, 40], maxWord: 9, words: [70, 78], seed });
      expect(g).not.toBeNull();
      if (!g) continue;
      expect(blacks(g)).toBeGreaterThanOrEqual(36);
      expect(blacks(g)).toBeLessThanOrEqual(40);
      const problems = gridChecks(g, 'rotational').filter((c) => !c.ok);
      expect(problems.map((p) => p.label)).toEqual([]);
      const l = layoutOfBuilder(g);
      const words = [...l.across, ...l.down];
      expect(words.length).toBeGreaterThanOrEqual(70);
      expect(words.length).toBeLessThanOrEqual(78);
      expect(Math.max(...words.map((w) => w.length))).toBeLessThanOrEqual(9);
    }
  });

  it('places theme entries where asked, their partners rotated, and a seed gives the same grid', () => {
    const theme = [
      { word: 'HYPERTENSION', row: 3, col: 0 },
      { word: 'ATHEROMATOUS', row: 11, col: 3 },
    ];
    const opts = { size: 15, blacks: [36, 40] as [number, number], maxWord: 9, theme, seed: 7 };
    const g = findTemplate(opts);
    expect(g).not.toBeNull();
    expect(g![3]!.slice(0, 12).join('')).toBe('HYPERTENSION');
    expect(g![3]![12]).toBeNull();
    expect(g![11]!.slice(3).join('')).toBe('ATHEROMATOUS');
    expect(findTemplate(opts)).toEqual(g);
  });

  it('refuses theme entries that do not fit or are not symmetric', () => {
    expect(
      makeTemplate({
        size: 15,
        blacks: [36, 40],
        theme: [{ word: 'A'.repeat(16), row: 0 }],
        seed: 1,
      }),
    ).toBeNull();
    const lopsided = [
      { word: 'HYPERTENSION', row: 3, col: 0 },
      { word: 'ATHEROMATOUS', row: 11, col: 0 },
    ];
    expect(makeTemplate({ size: 15, blacks: [36, 40], theme: lopsided, seed: 1 })).toBeNull();
  });
});
