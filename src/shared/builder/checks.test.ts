import { describe, expect, it } from 'vitest';
import { gridChecks } from './checks.js';
import { parseGridText } from './grid.js';

const byId = (checks: ReturnType<typeof gridChecks>) =>
  Object.fromEntries(checks.map((c) => [c.id, c]));

describe("the builder's live checks", () => {
  it('passes a clean symmetric grid and reports its figures', () => {
    const g = parseGridText('#MAST\nAORTA\nCLEAN\nHANGS\nERAS#');
    const c = byId(gridChecks(g, 'rotational'));
    expect(c.blacks!.text).toBe('2 (8%)');
    expect(c.words!.text).toBe('10, average length 4.6');
    for (const id of ['unchecked', 'short', 'connected', 'repeats', 'symmetry'])
      expect(c[id]!.ok, id).toBe(true);
  });

  it('names what is wrong, with the squares to highlight', () => {
    // row 1 col 0 black breaks symmetry; the corner square is cut off and unchecked
    const g = parseGridText('A#BCD\n#EFGH\nIJKLM\nNOPQR\nSTUVW');
    const c = byId(gridChecks(g, 'rotational'));
    expect(c.unchecked).toMatchObject({ ok: false, cells: [[0, 0]] });
    expect(c.connected).toMatchObject({ ok: false, text: '1 squares cut off from the rest' });
    expect(c.symmetry!.ok).toBe(false);
    expect(c.symmetry!.cells).toContainEqual([0, 1]);
    expect(byId(gridChecks(g, 'none')).symmetry!.text).toBe('none asked');
  });

  it('flags words under 3 letters and a repeated answer', () => {
    const g = parseGridText('AB#AB\nCD#CD\n#####\nEFGHI\nEFGHI');
    const c = byId(gridChecks(g, 'none'));
    expect(c.short!.ok).toBe(false);
    expect(c.short!.text).toContain('1 Across');
    expect(c.repeats).toMatchObject({ ok: false });
    expect(c.repeats!.text).toContain('EFGHI');
  });

  it('flags an answer inside another (NEED in KNEED), highlighting the shorter one', () => {
    const c = byId(gridChecks(parseGridText('#NEED\nABCDE\nFGHIJ\nKLMNO\nKNEED'), 'none'));
    expect(c.repeats).toMatchObject({ ok: false, text: 'NEED inside KNEED' });
    expect(c.repeats!.cells).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
    ]);
  });
});
