import type { ScoredWord } from './word-index.js';

/**
 * The autofill's scored word list (issue 19), pure. Three tiers, highest first:
 * - medical terms from our own content (crossword answers, MedWord words, Medle diagnoses,
 *   MedMatch terms): 95;
 * - common English words (in the frequency list and the dictionary): 30–90 by how often they are
 *   said (SUBTLEX-US counts, log scale);
 * - other dictionary words: 20, so a fill uses them only when nothing common fits.
 * Blocked words (profanity) are left out unless our content uses them as medical terms.
 */

export const MEDICAL_SCORE = 95;
export const RARE_SCORE = 20;
const COMMON_MIN = 30;
const COMMON_MAX = 90;

export interface WordSources {
  /** Words with how often they occur, any order. */
  frequency: Iterable<{ word: string; count: number }>;
  /** Real words (lower or upper case). */
  dictionary: Iterable<string>;
  /** Our medical answers and terms (phrases allowed; letters are kept, the rest dropped). */
  medical: Iterable<string>;
  blocked: Iterable<string>;
  minLength?: number;
  maxLength?: number;
}

/** 'Graves disease' → 'GRAVESDISEASE'; '' when nothing but letters is left. */
export const entryOf = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');

export function scoreWords(src: WordSources): ScoredWord[] {
  const min = src.minLength ?? 3;
  const max = src.maxLength ?? 21;
  const fits = (w: string) => w.length >= min && w.length <= max;
  const blocked = new Set([...src.blocked].map(entryOf));
  const scores = new Map<string, number>();
  for (const word of src.dictionary) {
    if (!/^[a-z]+$/.test(word)) continue; // proper nouns and abbreviations are not fill
    const w = word.toUpperCase();
    if (fits(w) && !blocked.has(w)) scores.set(w, RARE_SCORE);
  }
  const common = [...src.frequency].filter((f) => scores.has(f.word.toUpperCase()));
  const top = Math.log10(Math.max(2, ...common.map((f) => f.count)));
  for (const { word, count } of common) {
    const scaled = COMMON_MIN + ((COMMON_MAX - COMMON_MIN) * Math.log10(Math.max(1, count))) / top;
    scores.set(word.toUpperCase(), Math.round(scaled));
  }
  for (const term of src.medical) {
    const w = entryOf(term);
    if (fits(w)) scores.set(w, MEDICAL_SCORE);
  }
  return [...scores].map(([word, score]) => ({ word, score }));
}
