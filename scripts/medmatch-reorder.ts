/**
 * Re-orders the stored MedMatch days so that positions carry no information (issue 27,
 * docs/decisions/019-medmatch-order.md): over all of content/medmatch, each position of a round's
 * terms holds the impostor equally often, and each position of a quiz question's options holds
 * the key equally often (to within one, per number of options). No text changes; the impostor
 * and the key are named by their text (`impostor`, `correct_answer`), so nothing is remapped.
 *
 *   npx tsx scripts/medmatch-reorder.ts [--seed 27] [--dir content/medmatch]
 *
 * Deterministic: the positions are dealt from a seeded shuffle of equal quotas, in file and
 * round order, and the other terms (options) are placed by the same generator from their sorted
 * order, so the result depends only on the content and the seed; a second run changes nothing.
 * Files are written as Prettier writes them; only files whose order changed are written. Run
 * `npm run content:check` after adding days (its MedMatch rule measures the spread).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { seededRandom } from '../src/shared/random.js';
import { medmatchPuzzleSchema } from '../src/shared/medmatch/schema.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '27' },
    dir: { type: 'string', default: 'content/medmatch' },
  },
});
const random = seededRandom(Number(values.seed));
const dir = path.resolve(values.dir);

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** `count` positions among `size`, each as often as the others to within one, in shuffled order. */
const dealt = (count: number, size: number) =>
  shuffle(Array.from({ length: count }, (_, i) => i % size));

/** `items` with `key` at `position` and the others in a shuffled order of their sorted order. */
function placed(items: readonly string[], key: string, position: number): string[] {
  const others = shuffle(items.filter((t) => t !== key).sort());
  return [...others.slice(0, position), key, ...others.slice(position)];
}

interface Round {
  terms: string[];
  impostor: string;
}
interface Question {
  options: string[];
  correct_answer: string;
}
interface Day {
  rounds: Round[];
  quiz_questions?: Question[];
}

const files = readdirSync(dir)
  .filter((n) => /^\d{2,3}-[a-z0-9-]+\.json$/.test(n))
  .sort()
  .map((name) => {
    const file = path.join(dir, name);
    const text = readFileSync(file, 'utf8');
    const data = JSON.parse(text) as Day;
    const parsed = medmatchPuzzleSchema.safeParse(data);
    if (!parsed.success) throw new Error(`${name}: ${parsed.error.issues[0]?.message}`);
    return { name, file, text, data };
  });

const rounds = files.flatMap((f) => f.data.rounds);
const roundPositions = dealt(rounds.length, 4);
rounds.forEach((r, i) => (r.terms = placed(r.terms, r.impostor, roundPositions[i]!)));

// questions by their number of options (the schema allows 2 to 6), each group dealt evenly
const questions = files.flatMap((f) => f.data.quiz_questions ?? []);
for (const size of new Set(questions.map((q) => q.options.length))) {
  const group = questions.filter((q) => q.options.length === size);
  const positions = dealt(group.length, size);
  group.forEach((q, i) => (q.options = placed(q.options, q.correct_answer, positions[i]!)));
}

let written = 0;
for (const { name, file, text, data } of files) {
  const options = await prettier.resolveConfig(file);
  const out = await prettier.format(JSON.stringify(data, null, 2), { ...options, filepath: file });
  if (!medmatchPuzzleSchema.safeParse(JSON.parse(out)).success)
    throw new Error(`${name}: no longer valid after re-ordering`);
  if (out === text) continue;
  writeFileSync(file, out);
  written++;
}

const counts = (positions: number[], size: number) =>
  positions.reduce((n, p) => (n[p]!++, n), new Array<number>(size).fill(0)).join(', ');
console.log(`${files.length} days, ${written} files written`);
console.log(
  `impostor per position over ${rounds.length} rounds: ` +
    counts(
      rounds.map((r) => r.terms.indexOf(r.impostor)),
      4,
    ),
);
for (const size of new Set(questions.map((q) => q.options.length))) {
  const group = questions.filter((q) => q.options.length === size);
  const positions = group.map((q) => q.options.indexOf(q.correct_answer));
  console.log(
    `quiz key per position over ${group.length} questions of ${size} options: ${counts(positions, size)}`,
  );
}
