import { describe, expect, it } from 'vitest';
import { DRAFT_PATTERN, typedOver } from './draft.js';

describe('MedWord drafts', () => {
  it('takes up to six letters A–Z, nothing else', () => {
    for (const ok of ['', 'A', 'STENTS']) expect(DRAFT_PATTERN.test(ok)).toBe(true);
    for (const bad of ['stents', 'STENTSX', 'ST3NT', 'É'])
      expect(DRAFT_PATTERN.test(bad)).toBe(false);
  });

  it('counts the letters of a draft that the next row types over', () => {
    expect(typedOver('', 'STENTS')).toBe(0);
    expect(typedOver('STENTS', 'STENTS')).toBe(0);
    expect(typedOver('STE', 'STENTS')).toBe(0);
    expect(typedOver('STENTS', 'STE')).toBe(3);
    expect(typedOver('STAPLE', 'STENTS')).toBe(4);
    expect(typedOver('ABCDEF', 'STENTS')).toBe(6);
  });
});
