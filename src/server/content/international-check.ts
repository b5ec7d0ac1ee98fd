import path from 'node:path';
import {
  internationalProblems,
  type InternationalProblem,
  type ItemText,
} from '../../shared/content/international.js';
import { CONTENT_DIR, readQuestionFiles, readSeries, sampleSeries } from './sample-content.js';

/**
 * Written for students everywhere (docs/product.md#content-standard, issue 30 item 5): every
 * content item's text, without its source citations, accepted answers or grid answers, against
 * the international rules. `npm run content:check` and international-content.test.ts read this.
 */

/** Every string inside a value, depth first; fields named in `skip` are left out. */
function strings(value: unknown, skip: ReadonlySet<string>): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, skip));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (skip.has(k) ? [] : strings(v, skip)));
  return [];
}

const SKIP = new Set([
  'source',
  'sources',
  'accepted_answers',
  'partial_answers',
  'answerGrid',
  'target_word',
  'correct',
  'correct_answer',
  'day',
  'round_number',
  'difficulty_level',
]);

const listOf = (data: unknown, key: string): unknown[] => {
  const list = (data as Record<string, unknown> | null)?.[key];
  return Array.isArray(list) ? list : [];
};

/** Every item in content/: one daily question, Medle case, MedWord word, MedMatch round or quiz
 * question, or crossword clue. */
export function contentItems(dir = CONTENT_DIR): ItemText[] {
  const items: ItemText[] = [];
  for (const { file, data } of readQuestionFiles(dir))
    listOf(data, 'questions').forEach((q, i) =>
      items.push({ where: `${path.basename(file)} day ${i + 1}`, texts: strings(q, SKIP) }),
    );
  for (const game of ['medle', 'medword'] as const)
    for (const { file, data } of readSeries(sampleSeries(game), dir))
      items.push({ where: `${game}/${path.basename(file)}`, texts: strings(data, SKIP) });
  for (const { file, data } of readSeries(sampleSeries('medmatch'), dir)) {
    const name = `medmatch/${path.basename(file)}`;
    listOf(data, 'rounds').forEach((r, i) =>
      items.push({ where: `${name} round ${i + 1}`, texts: strings(r, SKIP) }),
    );
    listOf(data, 'quiz_questions').forEach((q, i) =>
      items.push({ where: `${name} quiz ${i + 1}`, texts: strings(q, SKIP) }),
    );
  }
  for (const kind of ['mini', 'medical'] as const)
    for (const { file, data } of readSeries(sampleSeries(kind), dir))
      for (const key of ['acrossClues', 'downClues'])
        listOf(data, key).forEach((c) => {
          const { number, clue } = (c ?? {}) as { number?: unknown; clue?: unknown };
          if (typeof clue === 'string')
            items.push({
              where: `${kind}/${path.basename(file)} ${key} ${String(number)}`,
              texts: [clue],
            });
        });
  return items;
}

/** Every international problem in content/, item by item. */
export function checkInternationalContent(dir = CONTENT_DIR): {
  items: number;
  problems: InternationalProblem[];
} {
  const items = contentItems(dir);
  return { items: items.length, problems: items.flatMap(internationalProblems) };
}
