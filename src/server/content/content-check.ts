import path from 'node:path';
import {
  checkCrossword,
  CONTENT_RULES,
  seriesProblems,
  type ContentProblem,
  type CrosswordReport,
} from '../../shared/crossword/content-rules.js';
import { parseCrossword, type CrosswordType } from '../../shared/crossword/schema.js';
import { parseDailyQuestionWeek } from '../../shared/daily-question/schema.js';
import {
  questionSetReport,
  type QuestionItem,
  type QuestionSetReport,
} from '../../shared/daily-question/quality.js';
import { medmatchPuzzleSchema, type MedmatchPuzzle } from '../../shared/medmatch/schema.js';
import { storedOrderReport, type OrderReport } from '../../shared/medmatch/content-rules.js';
import {
  roundRepeatReport,
  type RepeatDay,
  type RepeatReport,
} from '../../shared/medmatch/repeat-rules.js';
import { CONTENT_DIR, readQuestionFiles, readSeries, sampleSeries } from './sample-content.js';

/**
 * The content checker (docs/product.md#content-standard) over content/: every crossword file
 * against its kind's CONTENT_RULES and its series' rules, the daily questions against
 * QUESTION_RULES, and the MedMatch days' stored order against ORDER_RULES (docs/decisions/019). The
 * test suite (crossword-content.test.ts, daily-question-content.test.ts, medmatch-content.test.ts)
 * and `npm run content:check` (scripts/content-check.ts) both read these results.
 */

export const CROSSWORD_KINDS: readonly CrosswordType[] = ['mini', 'medical'];

export interface CrosswordFileCheck {
  kind: CrosswordType;
  /** The file's name, e.g. '03-going-viral.json'. */
  file: string;
  title: string;
  /** The measures, when the file has an answer grid to measure. */
  report: CrosswordReport | null;
  /** Schema, construction, theme and series problems, in that order. */
  problems: ContentProblem[];
}

const gridOf = (data: unknown): string[][] | null => {
  const grid = (data as { answerGrid?: unknown } | null)?.answerGrid;
  const ok =
    Array.isArray(grid) &&
    grid.length > 0 &&
    grid.every((row) => Array.isArray(row) && row.every((cell) => typeof cell === 'string'));
  return ok ? (grid as string[][]) : null;
};

/** Every crossword file of one kind, in publishing order, with its problems. */
export function checkCrosswordSeries(kind: CrosswordType, dir = CONTENT_DIR): CrosswordFileCheck[] {
  const series = sampleSeries(kind);
  const rules = CONTENT_RULES[kind];
  const checks = readSeries(series, dir).map((item): CrosswordFileCheck => {
    const file = path.basename(item.file);
    const parsed = parseCrossword(item.data, kind);
    const schema: ContentProblem[] = parsed.ok
      ? []
      : parsed.errors.map((message) => ({ rule: 'schema', message, cells: [] }));
    const grid = parsed.ok ? parsed.puzzle.answerGrid : gridOf(item.data);
    const report = grid ? checkCrossword(grid, item.editorial.theme, rules) : null;
    const title = typeof item.data.title === 'string' ? item.data.title : '';
    return { kind, file, title, report, problems: [...schema, ...(report?.problems ?? [])] };
  });
  const across = seriesProblems(
    checks.map(({ file, title, report }) => ({
      file,
      title,
      answers: report?.quality.words.map((w) => w.answer) ?? [],
    })),
    rules,
    series.every,
  );
  for (const { file, ...problem } of across)
    checks.find((c) => c.file === file)?.problems.push(problem);
  // files are published in name order: NN must count 01, 02, … so a gap is not a lost day
  checks.forEach((check, i) => {
    const number = Number(/^(\d+)-/.exec(check.file)?.[1]);
    if (number !== i + 1)
      check.problems.push({
        rule: 'order',
        message: `is file ${i + 1} of the series but numbered ${number}; number the files 01, 02, … without gaps`,
        cells: [],
      });
  });
  return checks;
}

export interface QuestionContentCheck {
  files: number;
  report: QuestionSetReport;
  /** Schema messages, each prefixed with its file. */
  schemaErrors: string[];
}

/** Every daily question, in publishing order, against QUESTION_RULES and the schema. */
export function checkQuestionContent(dir = CONTENT_DIR): QuestionContentCheck {
  const files = readQuestionFiles(dir);
  const schemaErrors: string[] = [];
  const items: QuestionItem[] = [];
  for (const { file, data } of files) {
    const name = path.basename(file);
    const parsed = parseDailyQuestionWeek(data);
    if (!parsed.ok) schemaErrors.push(...parsed.errors.map((e) => `${name}: ${e}`));
    const questions = (data as { questions?: unknown } | null)?.questions;
    if (Array.isArray(questions))
      questions.forEach((q: unknown, i) => items.push({ where: `${name} day ${i + 1}`, data: q }));
  }
  return { files: files.length, report: questionSetReport(items), schemaErrors };
}

export interface MedmatchContentCheck {
  days: number;
  /** Where the impostors and quiz keys are stored, over every day that parses. */
  order: OrderReport;
  /** Rounds that repeat within REPEAT_RULES.windowDays, over every day that parses. */
  repeats: RepeatReport;
  /** Schema messages, each prefixed with its file. */
  schemaErrors: string[];
}

/**
 * Every MedMatch day against the schema, and the whole set against the stored-order rule and the
 * repeat rule (src/shared/medmatch/repeat-rules.ts).
 */
export function checkMedmatchContent(dir = CONTENT_DIR): MedmatchContentCheck {
  const series = sampleSeries('medmatch');
  const schemaErrors: string[] = [];
  const days: MedmatchPuzzle[] = [];
  const named: RepeatDay[] = [];
  for (const { file, data } of readSeries(series, dir)) {
    const parsed = medmatchPuzzleSchema.safeParse(data);
    if (parsed.success) {
      days.push(parsed.data);
      named.push({ name: path.basename(file, '.json'), rounds: parsed.data.rounds });
    } else
      schemaErrors.push(`${path.basename(file)}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  }
  return {
    days: days.length,
    order: storedOrderReport(days),
    repeats: roundRepeatReport(named),
    schemaErrors,
  };
}
