/**
 * `npm run content:check` (issue 20): the content checker's table for every crossword file, the
 * daily questions' summary, where MedMatch stores its impostors and quiz keys (issue 27), the
 * MedMatch rounds that repeat within 60 days (issue 30), every game file read as its game reads
 * it on install, and the days of runway per kind after a fresh install. Exits 1 when any rule
 * fails, listing each failure with its file, rule and squares. The same checks run in the test
 * suite (src/server/content/*-content.test.ts).
 */
import path from 'node:path';
import {
  CONTENT_KIND_NAMES,
  CONTENT_KINDS,
  RUNWAY_FLAG_DAYS,
} from '../src/shared/admin/calendar.js';
import { CONTENT_RULES } from '../src/shared/crossword/content-rules.js';
import { QUESTION_RULES } from '../src/shared/daily-question/quality.js';
import { utcDate } from '../src/shared/play/dates.js';
import {
  checkCrosswordSeries,
  checkMedmatchContent,
  checkQuestionContent,
  CROSSWORD_KINDS,
  type CrosswordFileCheck,
} from '../src/server/content/content-check.js';
import { ORDER_RULES } from '../src/shared/medmatch/content-rules.js';
import { REPEAT_RULES } from '../src/shared/medmatch/repeat-rules.js';
import {
  freshInstallRunway,
  readSeries,
  SAMPLE_SERIES,
} from '../src/server/content/sample-content.js';
import { defaultGames } from '../src/server/features/play/registry.js';
import { builtInGuessLists } from '../src/server/features/play/guess-lists.js';
import { checkInternationalContent } from '../src/server/content/international-check.js';

const HEADINGS = [
  'file',
  'size',
  'black %',
  'symmetric',
  'unchecked',
  'short words',
  'words',
  'theme entries',
  'status',
];

function row(check: CrosswordFileCheck): string[] {
  const q = check.report?.quality;
  const rules = new Set(check.problems.map((p) => p.rule));
  const name = `${check.kind}/${check.file}`;
  if (!q) return [name, '?', '?', '?', '?', '?', '?', '?', 'FAIL (schema)'];
  return [
    name,
    `${q.cols}x${q.rows}`,
    q.blackPercent.toFixed(1),
    q.asymmetric.length ? 'no' : 'yes',
    String(q.unchecked.length),
    String(q.short.length),
    String(q.words.length),
    CONTENT_RULES[check.kind].theme ? String(check.report?.themeEntries ?? '–') : 'n/a',
    rules.size ? `FAIL (${[...rules].join(', ')})` : 'ok',
  ];
}

function table(rows: string[][]): string {
  const widths = HEADINGS.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
      )
      .join('  ')
      .trimEnd();
  return [line(HEADINGS), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const failures: string[] = [];

const checks = CROSSWORD_KINDS.flatMap((kind) => checkCrosswordSeries(kind));
console.log('Crosswords (content/crosswords)\n');
console.log(table(checks.map(row)));
for (const check of checks)
  for (const p of check.problems)
    failures.push(`${check.kind}/${check.file} [${p.rule}] ${p.message}`);
for (const kind of CROSSWORD_KINDS) {
  const mine = checks.filter((c) => c.kind === kind);
  const ok = mine.filter((c) => c.problems.length === 0).length;
  console.log(`${CONTENT_RULES[kind].name}: ${ok} of ${mine.length} files pass`);
}

const questions = checkQuestionContent();
const q = questions.report;
const allowed = Math.floor(q.items * QUESTION_RULES.keyLongestShareMax);
console.log('\nDaily questions (content/daily-questions)\n');
console.log(
  [
    `items: ${q.items} in ${questions.files} files (at least ${QUESTION_RULES.minItems})`,
    `key is the longest option (ties count): ${q.keyLongest.length} of ${q.items} (${(q.keyLongestShare * 100).toFixed(1)}%; at most ${allowed})`,
    `missing explanations: ${q.missingExplanations.length}`,
    `missing sources (with a year): ${q.missingSources.length}`,
    `schema errors: ${questions.schemaErrors.length}`,
    `status: ${q.problems.length + questions.schemaErrors.length ? 'FAIL' : 'ok'}`,
  ].join('\n'),
);
failures.push(...q.problems.map((p) => `daily-questions ${p}`));
failures.push(...questions.schemaErrors.map((e) => `daily-questions [schema] ${e}`));

const medmatch = checkMedmatchContent();
console.log('\nMedMatch stored order (content/medmatch): chi-square against a uniform spread\n');
console.log(`days: ${medmatch.days}`);
for (const s of medmatch.order.spreads) {
  const of =
    s.what === 'impostor' ? `${s.items} rounds` : `${s.items} questions of ${s.size} options`;
  const verdict = !s.tested
    ? 'too few to test'
    : `chi-square ${s.chiSquare.toFixed(2)} (df ${s.size - 1}; fails above ${s.critical}, p < ${ORDER_RULES.pValue}): ${s.fails ? 'FAIL' : 'ok'}`;
  console.log(`${s.what} per position over ${of}: ${s.counts.join(' / ')}; ${verdict}`);
}
failures.push(...medmatch.order.problems.map((p) => `medmatch [order] ${p}`));
const repeats = medmatch.repeats.problems;
console.log(
  `\nMedMatch repeats within ${REPEAT_RULES.windowDays} days: ${repeats.length} pair${repeats.length === 1 ? '' : 's'}`,
);
for (const p of repeats) console.log(`  ${p}`);
failures.push(...repeats.map((p) => `medmatch [repeat] ${p}`));
failures.push(...medmatch.schemaErrors.map((e) => `medmatch [schema] ${e}`));

// every file as its game reads it on install (a file that fails stops the server's start)
const games = defaultGames(builtInGuessLists(), 'content-check');
let schemaFailures = 0;
for (const series of SAMPLE_SERIES) {
  const game = games.get(series.game);
  for (const { file, data } of game ? readSeries(series) : []) {
    const checked = game!.validatePuzzle(data);
    if (!checked.ok) {
      schemaFailures++;
      failures.push(`${path.relative(process.cwd(), file)} [schema] ${checked.message}`);
    }
  }
}
console.log(`\nEvery game file against its game's schema: ${schemaFailures} failing`);

// issue 30 item 5: every item written for students everywhere (docs/product.md#content-standard)
const intl = checkInternationalContent();
console.log('\nWritten for students everywhere (SI units, INN drug names, US spelling)\n');
for (const rule of ['si-units', 'drug-names', 'us-spelling'] as const)
  console.log(
    `${rule}: ${intl.problems.filter((p) => p.rule === rule).length} problems over ${intl.items} items`,
  );
failures.push(...intl.problems.map((p) => `${p.where} [${p.rule}] ${p.message}`));

const today = utcDate(new Date());
console.log(
  `\nRunway after a fresh install (installed ${today}; days covered in a row from then)\n`,
);
try {
  const runway = freshInstallRunway(today);
  const width = Math.max(...CONTENT_KINDS.map((k) => CONTENT_KIND_NAMES[k].length));
  for (const kind of CONTENT_KINDS) {
    const days = runway[kind];
    const low =
      days < RUNWAY_FLAG_DAYS ? `  (under ${RUNWAY_FLAG_DAYS}: flagged on the admin calendar)` : '';
    console.log(
      `${CONTENT_KIND_NAMES[kind].padEnd(width)}  ${String(days).padStart(4)} days${low}`,
    );
  }
} catch (error) {
  failures.push(`runway: the sample content does not load: ${(error as Error).message}`);
  console.log('could not be measured (see the failures)');
}

if (failures.length) {
  console.log(`\n${failures.length} failure${failures.length === 1 ? '' : 's'}:\n`);
  for (const f of failures) console.log(`  ${f}`);
  process.exitCode = 1;
} else console.log('\nAll content rules pass.');
