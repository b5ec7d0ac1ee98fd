import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainText, textProblem, textProblemMessage } from './text.js';

describe('textProblem', () => {
  it('accepts ordinary text in any script, emoji and accents included', () => {
    for (const s of [
      '',
      'Caribbean Med',
      'École de médecine',
      'جامعة القاهرة',
      '医学院 🩺',
      'a–b',
    ]) {
      expect(textProblem(s), s).toBeNull();
    }
  });

  it('finds a lone surrogate, high or low, anywhere', () => {
    for (const s of ['\ud800', 'abc\udbff', '\udc00xyz', 'a\udfffb', '\ud83e\ud83e\udec0']) {
      expect(textProblem(s), JSON.stringify(s)).toBe('invalid');
    }
    expect(textProblem('\ud83e\ude7a')).toBeNull(); // a well-formed pair (🩺)
  });

  it('finds C0 and C1 controls, DEL, and the bidi controls', () => {
    const invisible = [
      '\u0000',
      '\t',
      '\n',
      '\r',
      '\u001f',
      '\u007f',
      '\u0080',
      '\u009f',
      '\u200e',
      '\u200f',
      '\u061c',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ];
    for (const ch of invisible)
      expect(textProblem(`ab${ch}cd`), `U+${ch.charCodeAt(0).toString(16)}`).toBe('invisible');
    // neighbours of the ranges are fine
    for (const ch of ['\u00a0', '\u200d', '\u2029', '\u2065', '\u206a', '\u061b'])
      expect(textProblem(`ab${ch}cd`), `U+${ch.charCodeAt(0).toString(16)}`).toBeNull();
  });
});

describe('plainText', () => {
  const schema = z.string().trim().check(plainText('School name'));

  it('names the field in its message', () => {
    expect(schema.safeParse('Evil\u202egnp.exe').error?.issues[0]?.message).toBe(
      textProblemMessage('School name', 'invisible'),
    );
    expect(schema.safeParse('Bad\ud800').error?.issues[0]?.message).toBe(
      'School name contains an invalid character; please remove it.',
    );
    expect(textProblemMessage('School name', 'invisible')).toBe(
      'School name contains invisible control or text-direction characters; please remove them.',
    );
  });

  it('passes good text through (trimmed: surrounding whitespace is not a problem)', () => {
    expect(schema.parse('  My School \n')).toBe('My School');
  });
});
