/**
 * The card lists `npm run bench:decks` lays out (issue 32): bench/decks/*.tsv, one card a line as
 * term TAB definition, `#` lines are notes. A term becomes its answer as the deck feature makes
 * it: capitals A–Z only, accents dropped, spaces and punctuation removed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export interface BenchCard {
  id: string;
  answer: string;
  definition: string;
}

export interface BenchList {
  name: string;
  cards: BenchCard[];
}

export const toAnswer = (term: string) =>
  term
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');

/** Every list in `dir`, by file name. */
export function readLists(dir: string): BenchList[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.tsv'))
    .sort()
    .map((f) => ({ name: basename(f, '.tsv'), cards: readCards(join(dir, f)) }));
}

function readCards(file: string): BenchCard[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const cards: BenchCard[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    const [term = '', definition = ''] = line.split('\t');
    const answer = toAnswer(term);
    if (answer.length < 3 || answer.length > 15 || definition.trim() === '') {
      throw new Error(`${file}:${i + 1}: a card needs a 3–15 letter term, a tab and a definition`);
    }
    cards.push({ id: `${basename(file)}:${i + 1}`, answer, definition: definition.trim() });
  });
  return cards;
}
