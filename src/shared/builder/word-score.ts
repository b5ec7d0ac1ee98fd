import type { ScoredWord } from './word-index.js';
import type { Phrase } from './wordnet.js';

/**
 * The autofill's scored word list (issue 19), pure. Highest first:
 * - medical terms from our own content (MedWord words, Medle diagnoses, MedMatch terms): 95;
 * - common English: words of a standard dictionary (SCOWL size 50 or below: what a desk
 *   dictionary has) score 40–90 by how often they are said (SUBTLEX-US counts, log scale); less
 *   common dictionary words (SCOWL 55–60) 30–50; obscure ones (SCOWL 70: OAST, ERNE) 25. A word
 *   said often but in no SCOWL list (ORSO, SEY: names and foreign words in subtitles) is not
 *   common English;
 * - phrases (WordNet's multi-word entries, RED HERRING → REDHERRING): as common as their rarest
 *   word, less 10 (a phrase of common words is not always a common phrase), plus 10 when WordNet's
 *   tagged corpus has seen it; 20 when one of its words is not common;
 * - standard abbreviations our editors listed (ECG, SSRI, ASAP: clued "for short"): 45;
 * - other dictionary words, and words our editors marked obscure (AIRT, ERUGO, REAVED): 20, so a
 *   fill uses them only when nothing common fits.
 * Blocked words (profanity, slurs: whole words, or every word with a blocked beginning) are left
 * out unless our content uses them as medical terms.
 */

export const MEDICAL_SCORE = 95;
export const RARE_SCORE = 20;
const COMMON_MIN = 30;
const COMMON_MAX = 90;
/** SCOWL sizes: up to STANDARD a desk dictionary's words; up to LESS_COMMON, rarer ones. */
const STANDARD = 50;
const LESS_COMMON = 60;
const STANDARD_MIN = 40;
const LESS_COMMON_MAX = 50;
const OBSCURE_SCORE = 25;
export const ABBREVIATION_SCORE = 45;

export interface WordSources {
  /** Words with how often they occur, any order. */
  frequency: Iterable<{ word: string; count: number }>;
  /** Real words (lower or upper case). */
  dictionary: Iterable<string>;
  /**
   * How common each dictionary word is, as a SCOWL size (10 = most common … 70 = obscure), by
   * lower-case word. Without it every word said often enough counts as common.
   */
  levels?: ReadonlyMap<string, number>;
  /** Our medical answers and terms (phrases allowed; letters are kept, the rest dropped). */
  medical: Iterable<string>;
  blocked: Iterable<string>;
  /** Beginnings that block every word and phrase starting with them (NIGG blocks NIGGLE). */
  blockedPrefixes?: Iterable<string>;
  /** Standard abbreviations accepted as fill (content/builder/abbreviations.txt). */
  abbreviations?: Iterable<string>;
  /** Words our editors find obscure as fill, whatever their frequency (upper or lower case). */
  demoted?: Iterable<string>;
  /** Multi-word entries (wordnet.ts); a phrase with a blocked word is left out. */
  phrases?: Iterable<Phrase>;
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

const PHRASE_PENALTY = 10;
const TAGGED_BONUS = 10;

export function scoreWords(src: WordSources): ScoredWord[] {
  const min = src.minLength ?? 3;
  const max = src.maxLength ?? 21;
  const fits = (w: string) => w.length >= min && w.length <= max;
  const blockedWords = new Set([...src.blocked].map(entryOf));
  const prefixes = [...(src.blockedPrefixes ?? [])].map(entryOf).filter(Boolean);
  const blocked = {
    has: (w: string) => blockedWords.has(w) || prefixes.some((p) => w.startsWith(p)),
  };
  const scores = new Map<string, number>();
  for (const word of src.dictionary) {
    if (!/^[a-z]+$/.test(word)) continue; // proper nouns and abbreviations are not fill
    const w = word.toUpperCase();
    if (fits(w) && !blocked.has(w)) scores.set(w, RARE_SCORE);
  }
  const frequency = [...src.frequency];
  const top = Math.log10(Math.max(2, ...frequency.map((f) => f.count)));
  /** How often each word is said, scaled to 30–90, by upper-case word. */
  const spoken = new Map<string, number>();
  for (const { word, count } of frequency) {
    const scaled = COMMON_MIN + ((COMMON_MAX - COMMON_MIN) * Math.log10(Math.max(1, count))) / top;
    const w = word.toUpperCase();
    spoken.set(w, Math.max(spoken.get(w) ?? 0, Math.round(scaled)));
  }
  /** A single word's score from how often it is said and how common a dictionary finds it. */
  const wordScore = (w: string): number => {
    const said = spoken.get(w);
    if (!src.levels) return said ?? 0;
    const level = src.levels.get(w.toLowerCase());
    if (level === undefined) return 0;
    if (level <= STANDARD) return Math.max(STANDARD_MIN, said ?? 0);
    if (level <= LESS_COMMON) return Math.min(LESS_COMMON_MAX, Math.max(COMMON_MIN, said ?? 0));
    return OBSCURE_SCORE;
  };
  for (const w of scores.keys()) {
    const score = wordScore(w);
    if (score > 0) scores.set(w, score);
  }
  for (const phrase of src.phrases ?? []) {
    const parts = phrase.parts.map((p) => p.toUpperCase());
    const w = parts.join('');
    if (!fits(w) || !/^[A-Z]+$/.test(w) || blocked.has(w) || parts.some((p) => blocked.has(p)))
      continue;
    const score = phraseScore(parts.map(wordScore), phrase.tagged);
    scores.set(w, Math.max(scores.get(w) ?? 0, score));
  }
  for (const abbr of src.abbreviations ?? []) {
    const w = entryOf(abbr);
    if (fits(w) && !blocked.has(w)) scores.set(w, Math.max(scores.get(w) ?? 0, ABBREVIATION_SCORE));
  }
  for (const word of src.demoted ?? []) {
    const w = entryOf(word);
    if (scores.has(w)) scores.set(w, RARE_SCORE);
  }
  for (const term of src.medical) {
    const w = entryOf(term);
    if (fits(w)) scores.set(w, MEDICAL_SCORE);
  }
  return [...scores].map(([word, score]) => ({ word, score }));
}

/** A phrase's score from its words' (0 for a word not in the frequency list). */
export function phraseScore(partScores: number[], tagged: number): number {
  const rarest = Math.min(...partScores);
  if (rarest === 0) return RARE_SCORE;
  const score = rarest - PHRASE_PENALTY + (tagged > 0 ? TAGGED_BONUS : 0);
  return Math.max(RARE_SCORE, Math.min(COMMON_MAX - PHRASE_PENALTY, score));
}
