import { describe, expect, it } from 'vitest';
import { readSeries, SAMPLE_SERIES } from './sample-content.js';
import { medwordPuzzleSchema, DIFFICULTIES } from '../../shared/medword/schema.js';
import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';
import { extraWords, medwordDictionary } from '../features/medword/dictionary.js';
import { playableMedword } from '../../shared/medword/play.js';

/**
 * The built-in MedWord words (content/medword/NNN-word.json): each valid by the shared schema,
 * named after its word, all different, at least 60 days, every difficulty, hints that never give
 * the word away, a source with its year, and in the dictionary a guess is checked against
 * (word-list's words and content/medword/extra-words.txt).
 */
const series = SAMPLE_SERIES.find((s) => s.game === 'medword');
const files = series ? readSeries(series) : [];

describe('MedWord content', () => {
  it('has at least 60 days, each file valid and named NNN-word.json after its word', () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
    for (const { file, data } of files) {
      const parsed = medwordPuzzleSchema.safeParse(data);
      expect(parsed.success, `${file}: ${parsed.error?.issues[0]?.message}`).toBe(true);
      if (parsed.success)
        expect(file.endsWith(`-${parsed.data.target_word.toLowerCase()}.json`), file).toBe(true);
    }
  });

  const puzzles = files.flatMap(({ data }) => {
    const parsed = medwordPuzzleSchema.safeParse(data);
    return parsed.success ? [parsed.data] : [];
  });

  it('never repeats a word, mixes the difficulties and the categories', () => {
    const words = puzzles.map((p) => p.target_word);
    expect(new Set(words).size).toBe(words.length);
    for (const level of DIFFICULTIES)
      expect(puzzles.filter((p) => p.difficulty_level === level).length, level).toBeGreaterThan(5);
    expect(new Set(puzzles.map((p) => p.word_category)).size).toBeGreaterThan(15);
    puzzles
      .slice(1)
      .forEach((p, i) =>
        expect(p.word_category, `${p.target_word} after ${puzzles[i]?.target_word}`).not.toBe(
          puzzles[i]?.word_category,
        ),
      );
  });

  it('gives two or three hints that teach without naming the word, an explanation and a dated source', () => {
    for (const p of puzzles) {
      expect(p.hints.length, p.target_word).toBeGreaterThanOrEqual(2);
      expect(p.hints.length, p.target_word).toBeLessThanOrEqual(3);
      const stem = p.target_word.slice(0, 5);
      for (const hint of p.hints) expect(hint.toUpperCase(), p.target_word).not.toContain(stem);
      expect(p.explanation.length, p.target_word).toBeGreaterThan(150);
      expect(p.source, p.target_word).toMatch(/\b(19|20)\d\d\b/);
    }
  });

  it('puts every answer in the dictionary a guess is checked against, so the server publishes each file', () => {
    const dictionary = medwordDictionary();
    for (const p of puzzles) expect(dictionary.has(p.target_word), p.target_word).toBe(true);
    const game = playableMedword((w) => dictionary.has(w));
    for (const { file, data } of files)
      expect(game.validatePuzzle(data), file).toMatchObject({ ok: true });
  });

  it('lists in extra-words.txt only words word-list lacks, each once, and they are in the dictionary', () => {
    const english = new Set(readFileSync(wordListPath, 'utf8').split('\n'));
    const extra = extraWords();
    expect(new Set(extra).size).toBe(extra.length);
    for (const word of extra) {
      expect(english.has(word.toLowerCase()), word).toBe(false);
      expect(medwordDictionary().has(word), word).toBe(true);
    }
  });
});
