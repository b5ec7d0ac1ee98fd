import { describe, expect, it } from 'vitest';
import { sanitizePlainText } from './sanitize.js';

describe('sanitizePlainText', () => {
  it('removes tags, stray brackets and control characters, then trims', () => {
    expect(sanitizePlainText('  <b>Johns</b> Hopkins  ')).toBe('Johns Hopkins');
    expect(sanitizePlainText('a < b > c')).toBe('a  c'); // anything tag-shaped goes
    expect(sanitizePlainText('5 > 3')).toBe('5  3');
    expect(sanitizePlainText('x\u0000y\u0007')).toBe('xy');
    expect(sanitizePlainText('<img src=x onerror=alert(1)>')).toBe('');
  });
});
