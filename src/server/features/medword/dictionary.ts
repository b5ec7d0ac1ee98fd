import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import wordListPath from 'word-list';
import { CONTENT_DIR } from '../../content/sample-content.js';
import { WORD_LENGTH } from '../../../shared/medword/schema-constants.js';

/**
 * The words a MedWord guess may be (docs/product.md#medword-rules, docs/decisions/010): the English
 * words of the `word-list` package (MIT; ~22,000 of six letters, medical terms among them) plus our
 * medical words that it lacks (content/medword/extra-words.txt). It is the same for every day and
 * holds every answer: an answer outside it is refused at upload and at start (the game module's
 * `unpublishable`), and answers stored before that rule are merged in when a process starts
 * (`answersOutside`, read by `loadGuessLists` in features/play/guess-lists.ts). Built into one
 * compact file at build time (`dist/server/medword-words.txt`, one word a line, upper case) and
 * held by the server only; without a build (tests, `npm run dev`) the server builds the same set at
 * start.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
/** dist/server/features/medword → dist/server/medword-words.txt */
export const BUILT_DICTIONARY = path.resolve(HERE, '../../medword-words.txt');

const SHAPE = new RegExp(`^[A-Za-z]{${WORD_LENGTH}}$`);

/** content/medword/extra-words.txt: one word a line, '#' starts a comment. */
export const EXTRA_WORDS = 'medword/extra-words.txt';

/** Our medical words beyond word-list's, upper case; a line that is not six letters A–Z throws. */
export function extraWords(dir = CONTENT_DIR): string[] {
  const file = path.join(dir, EXTRA_WORDS);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((word, i) => {
      if (!SHAPE.test(word))
        throw new Error(`${file}: '${word}' (word ${i + 1}) is not ${WORD_LENGTH} letters A–Z`);
      return word.toUpperCase();
    });
}

/** The dictionary's words, sorted, upper case. */
export function dictionaryWords(dir = CONTENT_DIR): string[] {
  const words = new Set<string>();
  for (const line of readFileSync(wordListPath, 'utf8').split('\n'))
    if (SHAPE.test(line)) words.add(line.toUpperCase());
  for (const word of extraWords(dir)) words.add(word);
  return [...words].sort();
}

let loaded: ReadonlySet<string> | null = null;

/** The set, from the built file when there is one, else built now; once per process. */
export function medwordDictionary(): ReadonlySet<string> {
  if (!loaded) {
    const words = existsSync(BUILT_DICTIONARY)
      ? readFileSync(BUILT_DICTIONARY, 'utf8').split('\n').filter(Boolean)
      : dictionaryWords();
    loaded = new Set(words);
  }
  return loaded;
}

/**
 * The answers of stored MedWord puzzles (`payload`s of the puzzles table) that the dictionary
 * lacks, each with its dates: uploaded before every answer had to be a word of the dictionary.
 */
export function answersOutside(
  dictionary: ReadonlySet<string>,
  stored: readonly { puzzle_date: string; payload: string }[],
): Map<string, string[]> {
  const outside = new Map<string, string[]>();
  for (const row of stored) {
    let answer: unknown;
    try {
      answer = (JSON.parse(row.payload) as { target_word?: unknown } | null)?.target_word;
    } catch {
      continue; // a stored puzzle that is not JSON cannot be played either
    }
    if (typeof answer !== 'string' || !SHAPE.test(answer.trim())) continue;
    const word = answer.trim().toUpperCase();
    if (!dictionary.has(word)) outside.set(word, [...(outside.get(word) ?? []), row.puzzle_date]);
  }
  return outside;
}

/** `node dist/server/features/medword/dictionary.js --build`: writes the built file. */
if (process.argv.includes('--build') && import.meta.url === `file://${process.argv[1]}`) {
  const words = dictionaryWords();
  writeFileSync(BUILT_DICTIONARY, `${words.join('\n')}\n`);
  console.log(`MedWord dictionary: ${words.length} words → ${BUILT_DICTIONARY}`);
}
