import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import wordListPath from 'word-list';
import { CONTENT_DIR } from '../../content/sample-content.js';
import { WORD_LENGTH } from '../../../shared/medword/schema-constants.js';

/**
 * The words a MedWord guess may be (DECISIONS "Word games"): the English words of the `word-list`
 * package (MIT; ~22,000 of six letters, medical terms among them) plus every MedWord answer in
 * content/. docs/decisions/010 says why no other list. Built into one compact file at build time
 * (`dist/server/medword-words.txt`, one word a line, upper case) and held by the server only;
 * without a build (tests, `npm run dev`) the server builds the same set at start.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
/** dist/server/features/medword → dist/server/medword-words.txt */
export const BUILT_DICTIONARY = path.resolve(HERE, '../../medword-words.txt');

const SHAPE = new RegExp(`^[a-z]{${WORD_LENGTH}}$`);

function contentAnswers(dir = CONTENT_DIR): string[] {
  const folder = path.join(dir, 'medword');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const data = JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as {
        target_word?: unknown;
      };
      return typeof data.target_word === 'string' ? data.target_word : '';
    });
}

/** The dictionary's words, sorted, upper case. */
export function dictionaryWords(): string[] {
  const words = new Set<string>();
  for (const line of readFileSync(wordListPath, 'utf8').split('\n'))
    if (SHAPE.test(line)) words.add(line.toUpperCase());
  for (const answer of contentAnswers())
    if (SHAPE.test(answer.toLowerCase())) words.add(answer.toUpperCase());
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

/** `node dist/server/features/medword/dictionary.js --build`: writes the built file. */
if (process.argv.includes('--build') && import.meta.url === `file://${process.argv[1]}`) {
  const words = dictionaryWords();
  writeFileSync(BUILT_DICTIONARY, `${words.join('\n')}\n`);
  console.log(`MedWord dictionary: ${words.length} words → ${BUILT_DICTIONARY}`);
}
