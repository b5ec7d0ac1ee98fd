import { describe, expect, it } from 'vitest';
import { lowerCaseLemmas, taggedCounts, wordnetPhrases } from './wordnet.js';

// Lines in WordNet's own formats (wndb(5)), shortened; the header lines start with two spaces.
const INDEX_NOUN = [
  '  1 This software and database is being provided to you, the LICENSEE, by',
  'red_herring n 2 2 @ ~ 2 1 06734417 02546627',
  "bull's_eye n 2 3 @ ~ + 2 3 05921868 04373704",
  'new_york n 3 2 @ #p 3 0 09119277 09118313 03827107',
  '12-tone_music n 1 1 @ 1 0 06919712',
  'x-ray n 2 3 @ ~ + 2 0 04306080 11497888',
  'heart n 10 3 @ ~ + 10 8 05926236 05925366',
].join('\n');
const INDEX_VERB = 'warm_up v 3 2 @ ~ 3 2 00297906 00298041 00298362';
const DATA_NOUN = [
  '  1 This software and database is being provided to you, the LICENSEE, by',
  '06734417 10 n 02 red_herring 0 herring 1 001 @ 06734059 n 0000 | a distraction',
  "05921868 09 n 01 bull's_eye 0 001 @ 05921546 n 0000 | the center of a target",
  '09119277 15 n 02 New_York 0 New_York_City 0 001 @ 08524735 n 0000 | the largest city',
  '06919712 10 n 01 12-tone_music 0 001 @ 06919433 n 0000 | music',
  '04306080 06 n 02 X-ray 0 x-ray 0 001 @ 04304375 n 0000 | a radiogram',
].join('\n');
const DATA_ADJ = '00001740 00 a 01 warm_up(a) 0 000 | made ready';

describe("WordNet's phrases", () => {
  it('sums the tagged senses of a lemma over the index files', () => {
    const counts = taggedCounts([INDEX_NOUN, INDEX_VERB]);
    expect(counts.get('red_herring')).toBe(1);
    expect(counts.get("bull's_eye")).toBe(3);
    expect(counts.get('warm_up')).toBe(2);
    expect(counts.get('heart')).toBe(8);
  });

  it('keeps lemmas written in lower case somewhere, without adjective markers', () => {
    const lemmas = lowerCaseLemmas([DATA_NOUN, DATA_ADJ]);
    expect(lemmas.has('red_herring')).toBe(true);
    expect(lemmas.has('x-ray')).toBe(true);
    expect(lemmas.has('warm_up')).toBe(true);
    expect(lemmas.has('new_york')).toBe(false);
    expect(lemmas.has('New_York')).toBe(false);
  });

  it('gives multi-word lemmas of letters as parts, with their tagged counts', () => {
    const phrases = wordnetPhrases([INDEX_NOUN, INDEX_VERB], [DATA_NOUN, DATA_ADJ]);
    expect(phrases).toEqual(
      expect.arrayContaining([
        { parts: ['red', 'herring'], tagged: 1 },
        { parts: ['bulls', 'eye'], tagged: 3 },
        { parts: ['x', 'ray'], tagged: 0 },
        { parts: ['warm', 'up'], tagged: 2 },
      ]),
    );
    const joined = phrases.map((p) => p.parts.join(' '));
    expect(joined).not.toContain('herring'); // one word: not a phrase
    expect(joined.some((p) => p.includes('12') || p.includes('tone music'))).toBe(false);
    expect(joined.some((p) => p.includes('york'))).toBe(false);
    expect(phrases).toHaveLength(4);
  });

  it('skips lines it cannot read instead of throwing', () => {
    expect(() => wordnetPhrases(['garbage\nx y z', ''], ['00 0 n zz', 'a b c 2 w'])).not.toThrow();
    expect(wordnetPhrases(['garbage'], ['nonsense line'])).toEqual([]);
  });
});
