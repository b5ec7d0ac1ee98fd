import { describe, expect, it } from 'vitest';
import { CUP_RULE_TEXT, CUP_RULE_TITLE } from './rule-text.js';

const text = CUP_RULE_TEXT.join(' ');

describe('CUP_RULE_TEXT', () => {
  it('says the exact numbers the points are computed with', () => {
    expect(text).toContain('from Monday to Sunday');
    expect(text).toContain('100 × (1 − (place − 1) ÷ players)');
    expect(text).toContain('First place earns 100 points');
    expect(text).toContain('across the five games');
    expect(text).toContain('best 5 players');
    expect(text).toContain('sum of its seven days');
    expect(text).toContain('fewer than 3 players in the week are listed but not ranked');
  });

  it('says when points settle as the archives do', () => {
    expect(text).toContain('provisional');
    expect(text).toContain('ended everywhere in the world (12:00 UTC the next day)');
  });

  it('names what never counts', () => {
    expect(text).toContain('never a revealed, archive, test or exited play');
    expect(text).toContain('one result per player, game and day');
  });

  it('is a few short player-facing sentences', () => {
    expect(CUP_RULE_TITLE).toBe('How the School Cup works');
    expect(CUP_RULE_TEXT.length).toBeGreaterThanOrEqual(4);
    expect(CUP_RULE_TEXT.length).toBeLessThanOrEqual(5);
    for (const bullet of CUP_RULE_TEXT) {
      expect(bullet).toMatch(/^[A-Z].*\.$/);
      expect(bullet.length).toBeLessThanOrEqual(320);
    }
  });
});
