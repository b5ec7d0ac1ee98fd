import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMedmatchContent } from './content-check.js';
import { readSeries, SAMPLE_SERIES } from './sample-content.js';
import { DIFFICULTIES, medmatchPuzzleSchema } from '../../shared/medmatch/schema.js';

/**
 * The built-in MedMatch days (content/medmatch/NNN-slug.json; docs/product.md#content-standard):
 * each valid by the shared schema, at least MIN_DAYS of them, 10 rounds a day each with its own
 * category and a reason in sentences, 5–8 quiz questions from different rounds whose key is not
 * mostly the longest option, a mix of difficulties, a dated source, and a stored order that gives
 * nothing away (content:check's rule, docs/decisions/019).
 */
const series = SAMPLE_SERIES.find((s) => s.game === 'medmatch');
const files = series ? readSeries(series) : [];
const MIN_DAYS = 60;

describe('MedMatch content', () => {
  it(`has at least ${MIN_DAYS} days, each file valid`, () => {
    expect(files.length).toBeGreaterThanOrEqual(MIN_DAYS);
    for (const { file, data } of files) {
      const parsed = medmatchPuzzleSchema.safeParse(data);
      expect(parsed.success, `${file}: ${JSON.stringify(parsed.error?.issues[0])}`).toBe(true);
    }
  });

  const days = files.flatMap(({ file, data }) => {
    const parsed = medmatchPuzzleSchema.safeParse(data);
    return parsed.success ? [{ file, day: parsed.data }] : [];
  });

  it('gives every day 10 rounds of different categories, each with its own reason', () => {
    for (const { file, day } of days) {
      expect(day.rounds.length, file).toBe(10);
      const categories = day.rounds.map((r) => r.category.toLowerCase());
      expect(new Set(categories).size, file).toBe(categories.length);
      for (const r of day.rounds) {
        // a reason in sentences: what the impostor is and why the other three belong
        expect(r.why_impostor.length, `${file}: ${r.impostor}`).toBeGreaterThan(80);
        expect(r.why_impostor, `${file}: ${r.impostor}`).toMatch(/[.!?]$/);
      }
      const reasons = day.rounds.map((r) => r.why_impostor);
      expect(new Set(reasons).size, file).toBe(reasons.length);
    }
  });

  it('asks 5–8 quiz questions a day, each from another round, keys not mostly the longest', () => {
    let longest = 0;
    let total = 0;
    for (const { file, day } of days) {
      const qs = day.quiz_questions;
      expect(qs.length, file).toBeGreaterThanOrEqual(5);
      expect(qs.length, file).toBeLessThanOrEqual(8);
      expect(new Set(qs.map((q) => q.round_number)).size, file).toBe(qs.length);
      for (const q of qs) {
        expect(q.options.length, `${file}: ${q.question_text}`).toBe(4);
        expect(q.explanation.length, `${file}: ${q.question_text}`).toBeGreaterThan(40);
        const max = Math.max(...q.options.map((o) => o.length));
        const ties = q.options.filter((o) => o.length === max).length;
        if (q.correct_answer.length === max && ties === 1) longest++;
        total++;
      }
    }
    // the daily question's item-writing rule (docs/product.md#content-standard), held here across
    // the whole set
    expect(longest / Math.max(1, total)).toBeLessThanOrEqual(0.3);
  });

  it('mixes the difficulties and names a dated source for every day', () => {
    for (const level of DIFFICULTIES)
      expect(days.filter((d) => d.day.difficulty_level === level).length, level).toBeGreaterThan(
        12,
      );
    for (const { file, day } of days) expect(day.source, file).toMatch(/\b(19|20)\d\d\b/);
    const topics = days.map((d) => d.day.topic.toLowerCase());
    expect(new Set(topics).size).toBe(topics.length);
  });

  it("repeats no round within 60 days (content:check's repeat rule)", () => {
    expect(checkMedmatchContent().repeats.problems).toEqual([]);
  });

  it("stores impostors and quiz keys evenly across positions (content:check's order rule)", () => {
    const check = checkMedmatchContent();
    expect(check.days).toBe(files.length);
    expect(check.schemaErrors).toEqual([]);
    expect(check.order.problems).toEqual([]);
    expect(check.order.spreads.every((s) => s.tested)).toBe(true);
    // the same days, each impostor stored last: the rule fails them
    const dir = mkdtempSync(path.join(tmpdir(), 'medmatch-order-'));
    try {
      mkdirSync(path.join(dir, 'medmatch'));
      for (const { file, data } of files) {
        const rounds = (data as { rounds: { terms: string[]; impostor: string }[] }).rounds;
        const last = rounds.map((r) => ({
          ...r,
          terms: [...r.terms.filter((t) => t !== r.impostor), r.impostor],
        }));
        writeFileSync(
          path.join(dir, 'medmatch', path.basename(file)),
          JSON.stringify({ ...data, rounds: last }),
        );
      }
      const skewed = checkMedmatchContent(dir);
      expect(skewed.days).toBe(files.length);
      const n = check.order.spreads[0]!.items;
      expect(skewed.order.problems).toEqual([
        expect.stringContaining(`the impostor is stored at positions 0/0/0/${n} of ${n} rounds`),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
