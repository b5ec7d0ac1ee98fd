import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECK_LIMITS, toCards, type Card, type DeckRow } from './cards.js';
import { cleanText, clip, foldLetters } from './clean-text.js';

const row = (front: string, back: string): DeckRow => ({ front, back });

function cardsOf(rows: DeckRow[]): Card[] {
  return toCards(rows, 'front-clue').cards;
}

function reasonFor(back: string, front = 'A clue'): string | undefined {
  const [card] = cardsOf([row(front, back)]);
  return card && !card.usable ? card.reason : undefined;
}

describe('deck text as plain text', () => {
  it('removes tags, keeps words apart at line breaks and blocks, and decodes entities', () => {
    expect(cleanText('<b>Aor</b>ta<br>leaves&nbsp;the <div>left</div>ventricle')).toBe(
      'Aorta leaves the left ventricle',
    );
    expect(cleanText('5 &lt; 7 &amp;&amp; 7 &gt; 5 &#946; &#x3B1; &eacute; &bogus;')).toBe(
      '5 < 7 && 7 > 5 β α é &bogus;',
    );
    expect(cleanText('x < y and y > z')).toBe('x < y and y > z');
  });

  it('drops scripts, styles, comments, images and Anki sound references with their content', () => {
    const raw =
      '<style>.card{color:red}</style>Heart<script>alert(1)</script><!-- note --> sounds<img src=x onerror=alert(1)>[sound:lub.mp3]';
    expect(cleanText(raw)).toBe('Heart sounds');
  });

  it('removes a tag spelled with entities too, and keeps a < that starts no tag', () => {
    expect(cleanText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('alert(1)');
    expect(cleanText('K+ &lt;3.5 mmol/L')).toBe('K+ <3.5 mmol/L');
    expect(cleanText('<<<b>a>b> x&lt;y <\u200bi>z <{{c1::b}}>')).toBe('< b> x< y < i>z < b>');
  });

  it('replaces cloze markup by its answer and removes invisible characters', () => {
    expect(cleanText('The {{c1::aorta::vessel}} is {{c2::big}}')).toBe('The aorta is big');
    expect(cleanText('a\u202eb\u200bc\u0007d\u00ade')).toBe('abc de');
    expect(cleanText('&#0;&#xD800;&#1114112;')).toBe('\ufffd\ufffd\ufffd');
  });

  it('cuts long text with an ellipsis without splitting a character', () => {
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('abc', 3)).toBe('abc');
    expect(clip('😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('keeps a cloze blank in view when it cuts a long clue', () => {
    const late = `${'a'.repeat(500)} ____ ${'b'.repeat(500)}`;
    const cut = clip(late, 300, '____');
    expect(Array.from(cut)).toHaveLength(300);
    expect(cut).toMatch(/^…a+ ____ b+…$/);
    expect(clip(`${'x'.repeat(990)}____`, 300, '____')).toMatch(/^…x+____$/);
    expect(clip(`____${'z'.repeat(500)}`, 300, '____')).toMatch(/^____z+…$/);
    const [card] = toCards([{ front: late, back: 'Aorta', cloze: true }], 'front-clue').cards;
    expect(card!.clue).toContain('____');
  });

  it('reads fields full of unclosed tags, entities and cloze openings in one pass', () => {
    expect(cleanText('<a'.repeat(50_000))).toBe('< a'.repeat(50_000).trim());
    expect(cleanText('x<script>'.repeat(12_000))).toBe('x');
    expect(cleanText('[sound:'.repeat(14_000))).toBe('[sound:'.repeat(14_000));
    expect(cleanText('{{c1::'.repeat(16_000) + 'deep')).toMatch(/deep$/);
    expect(cleanText('a&amp;'.repeat(15_000))).toBe('a&'.repeat(15_000));
  });

  it('folds accents and the letters Unicode does not decompose', () => {
    expect(foldLetters('Ménière Straße Æther Øresund ﬁbrin')).toBe(
      'MENIERE STRASSE AETHER ORESUND FIBRIN',
    );
  });
});

describe('cards from rows', () => {
  it('takes the front as the clue, or the back, as the player chooses', () => {
    const rows = [row('Largest artery', 'Aorta')];
    expect(toCards(rows, 'front-clue')).toEqual({
      ok: true,
      usable: 1,
      cards: [{ id: 1, clue: 'Largest artery', answer: 'AORTA', display: 'Aorta', usable: true }],
    });
    const reversed = toCards([row('Aorta', 'Largest artery of the body')], 'back-clue');
    expect(reversed.cards[0]).toMatchObject({
      clue: 'Largest artery of the body',
      answer: 'AORTA',
    });
  });

  it('keeps a cloze card the same way round whatever the direction', () => {
    const cloze: DeckRow = { front: 'The ____ leaves the heart', back: 'aorta', cloze: true };
    expect(toCards([cloze], 'back-clue').cards[0]).toMatchObject({
      clue: 'The ____ leaves the heart',
      answer: 'AORTA',
      usable: true,
    });
  });

  it('makes the answer letters A–Z only, in upper case, with accents folded', () => {
    const [card] = cardsOf([row('Vertigo, tinnitus, hearing loss', "Ménière's disease")]);
    expect(card).toMatchObject({
      answer: 'MENIERESDISEASE',
      display: "Ménière's disease",
      usable: true,
    });
  });

  it('says why an answer cannot be an entry', () => {
    expect(reasonFor('<img src="heart.png">')).toBe('The answer has no letters');
    expect(reasonFor('?!')).toBe('The answer has no letters');
    expect(reasonFor('β-blocker')).toBe('The answer has letters other than A–Z');
    expect(reasonFor('Vitamin B12')).toBe('The answer has a number in it');
    expect(reasonFor('Na')).toBe('The answer is shorter than 3 letters');
    expect(reasonFor('ACE')).toBeUndefined();
    expect(reasonFor('Sternocleidomastoid')).toBe('The answer is longer than 15 letters');
    expect(reasonFor('Left ventricular')).toBeUndefined(); // 15 letters once the space is gone
    expect(reasonFor('Aorta', '   <br>')).toBe('The clue is empty');
    expect(reasonFor('Aorta', 'The aorta is the largest artery')).toBe(
      'The clue gives away the answer',
    );
    expect(reasonFor('Heart attack', 'A heart attack, in lay terms')).toBe(
      'The clue gives away the answer',
    );
    expect(reasonFor('Heart attack', 'Heart muscle death')).toBeUndefined();
  });

  it('marks a repeated answer with the card that has it first, counting from 1', () => {
    const cards = cardsOf([
      row('', 'Aorta'),
      row('Largest artery', 'Aorta'),
      row('Vessel from the left ventricle', 'AORTA'),
      row('Great vessel', 'aor-ta'),
      row('Pump', 'Heart'),
    ]);
    expect(cards.map((c) => (c.usable ? 'ok' : c.reason))).toEqual([
      'The clue is empty',
      'ok',
      'Same answer as card 2',
      'Same answer as card 2',
      'ok',
    ]);
  });

  it('cuts a huge clue and a huge answer so a card cannot blow up the page', () => {
    const [card] = cardsOf([row('word '.repeat(10_000), 'x'.repeat(10_000))]);
    expect(Array.from(card!.clue)).toHaveLength(DECK_LIMITS.maxClueChars);
    expect(card!.clue.endsWith('…')).toBe(true);
    expect(card!.display.length).toBeLessThanOrEqual(DECK_LIMITS.maxDisplayChars);
    expect(card!.answer.length).toBeLessThanOrEqual(DECK_LIMITS.maxDisplayChars);
    expect(card).toMatchObject({ usable: false, reason: 'The answer is longer than 15 letters' });
  });

  it('refuses an empty deck, one over 5,000 cards and one with no usable card', () => {
    expect(toCards([], 'front-clue')).toEqual({
      ok: false,
      reason: 'This deck has no cards.',
      cards: [],
    });
    const many = Array.from({ length: DECK_LIMITS.maxCards + 1 }, (_, i) =>
      row(`Clue ${i}`, 'Aorta'),
    );
    expect(toCards(many, 'front-clue')).toEqual({
      ok: false,
      reason: 'This deck has more than 5,000 cards.',
      cards: [],
    });
    expect(toCards(many.slice(1), 'front-clue')).toMatchObject({ ok: true, usable: 1 });
    const none = toCards([row('Sodium', 'Na'), row('', 'Aorta')], 'front-clue');
    expect(none).toMatchObject({
      ok: false,
      reason: 'None of the cards in this deck can be used in a crossword.',
    });
    expect(none.cards.map((c) => c.usable)).toEqual([false, false]);
  });

  it('never lets markup through, and every usable answer is 3–15 letters A–Z, each once', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        '<',
        '>',
        'b',
        '<b>',
        '</div>',
        '<br>',
        '&amp;',
        '&lt;',
        '&gt;',
        '\u200b',
        '{{c1::',
        '::',
        '}}',
        'É',
        'ß',
        ' ',
      ),
    );
    const side = fc.array(text, { maxLength: 8 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.array(fc.record({ front: side, back: side }), { maxLength: 30 }), (rows) => {
        const result = toCards(rows, 'front-clue');
        const usable = result.cards.filter((c) => c.usable);
        for (const card of result.cards) {
          expect(card.clue).not.toMatch(/<[a-zA-Z/!?]/);
          expect(card.display).not.toMatch(/<[a-zA-Z/!?]/);
          expect(card.answer).toMatch(/^[A-Z]*$/);
        }
        for (const card of usable) expect(card.answer).toMatch(/^[A-Z]{3,15}$/);
        expect(new Set(usable.map((c) => c.answer)).size).toBe(usable.length);
        expect(result.ok).toBe(rows.length > 0 && usable.length > 0);
      }),
    );
  });
});
