import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clozeCards, hasCloze, stripCloze } from './cloze.js';

describe('Anki cloze markup', () => {
  it('makes one card per cloze number, the others shown as their text', () => {
    expect(clozeCards('The {{c2::left ventricle}} pumps into the {{c1::aorta::vessel}}.')).toEqual([
      { n: 1, clue: 'The left ventricle pumps into the ____ (vessel).', answer: 'aorta' },
      { n: 2, clue: 'The ____ pumps into the aorta.', answer: 'left ventricle' },
    ]);
  });

  it('blanks every place of one number and joins their distinct answers', () => {
    expect(clozeCards('{{c1::Na}} in, {{c1::K}} out, {{c1::Na}} again')).toEqual([
      { n: 1, clue: '____ in, ____ out, ____ again', answer: 'Na K' },
    ]);
  });

  it('reads nested clozes', () => {
    expect(clozeCards('{{c1::beta {{c2::blocker}}}} lowers the rate')).toEqual([
      { n: 1, clue: '____ lowers the rate', answer: 'beta blocker' },
      { n: 2, clue: 'beta ____ lowers the rate', answer: 'blocker' },
    ]);
  });

  it('reads nesting deeper than any card as text instead of recursing without end', () => {
    const deep = '{{c1::'.repeat(5_000) + 'x' + '}}'.repeat(5_000);
    expect(() => clozeCards(deep)).not.toThrow();
    expect(clozeCards(deep)).toHaveLength(1);
    expect(stripCloze('{{c1::{{c2::a}}}}')).toBe('a');
  });

  it('makes at most the cards asked for, lowest numbers first', () => {
    const text = Array.from({ length: 50 }, (_, k) => `{{c${50 - k}::w${50 - k}}}`).join(' ');
    expect(clozeCards(text, 3).map((c) => [c.n, c.answer])).toEqual([
      [1, 'w1'],
      [2, 'w2'],
      [3, 'w3'],
    ]);
  });

  it('leaves broken markup as text', () => {
    expect(clozeCards('{{c1::open and }} {{c2::never closed')).toEqual([
      { n: 1, clue: '____ {{c2::never closed', answer: 'open and' },
    ]);
    expect(stripCloze('{{cx::a}} }} {{c::b}} {{c1:}}')).toBe('{{cx::a}} }} {{c::b}} {{c1:}}');
    expect(hasCloze('no cloze {{here}}')).toBe(false);
    expect(hasCloze('a {{c12::b}}')).toBe(true);
  });

  it('shows every cloze as its answer when stripped', () => {
    expect(stripCloze('{{c1::aorta::vessel}} and {{c2::vena cava}}')).toBe('aorta and vena cava');
  });

  it('reads any text without throwing; markup-free text comes back unchanged', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.constantFrom('{{c1::', '{{c2::', '::', '}}', '{{', '}'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const text = pieces.join('');
        const cards = clozeCards(text);
        expect(cards.length > 0).toBe(hasCloze(text));
        for (const card of cards) expect(card.clue).toContain('____');
        if (!text.includes('{{c')) expect(stripCloze(text)).toBe(text);
      }),
    );
  });
});
