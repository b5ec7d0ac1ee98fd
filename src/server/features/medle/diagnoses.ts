import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../../content/sample-content.js';
import { normaliseAnswer } from '../../../shared/medle/rules.js';

/** Fewer names than this and the answers would stand out among them: no suggestions at all. */
export const MIN_BROAD_LIST = 300;

/** The lines of content/medle/diagnoses.txt, and the names of every built-in case. */
function readList(dir: string): { list: string[]; cases: CaseNames[] } {
  const folder = path.join(dir, 'medle');
  const file = path.join(folder, 'diagnoses.txt');
  const list = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  const cases = existsSync(folder)
    ? readdirSync(folder)
        .filter((f) => f.endsWith('.json'))
        .map((f) => namesOfCase(readFileSync(path.join(folder, f), 'utf8')))
    : [];
  return { list, cases };
}

interface CaseNames {
  diagnosis: string | null;
  /** The diagnosis, the accepted answers and the partial answers. */
  all: string[];
}

/** The names a case (as stored, JSON) lists; anything that is not a name is left out. */
function namesOfCase(json: string): CaseNames {
  let data: Record<string, unknown> | null = null;
  try {
    const parsed = JSON.parse(json) as unknown;
    if (parsed !== null && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // not JSON: no names
  }
  const texts = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const diagnosis = typeof data?.diagnosis === 'string' ? data.diagnosis : null;
  return {
    diagnosis,
    all: [
      ...(diagnosis === null ? [] : [diagnosis]),
      ...texts(data?.accepted_answers),
      ...texts(data?.partial_answers),
    ],
  };
}

/**
 * The names Medle's guess field suggests: the broad list in content/medle/diagnoses.txt (hundreds
 * of diagnoses across medicine) together with the diagnosis of every built-in case, so that no
 * answer is missing and none stands out. Sorted, one spelling per name. Read once. Without a
 * broad list there are no suggestions: the answers alone would give the game away.
 */
export function loadDiagnosisNames(dir = CONTENT_DIR): string[] {
  const { list, cases } = readList(dir);
  const names = new Map<string, string>();
  const add = (name: string) => {
    const trimmed = name.replace(/\s+/g, ' ').trim();
    if (trimmed && !names.has(trimmed.toLowerCase())) names.set(trimmed.toLowerCase(), trimmed);
  };
  for (const line of list) add(line);
  if (names.size < MIN_BROAD_LIST) return [];
  for (const { diagnosis } of cases) if (diagnosis !== null) add(diagnosis);
  return [...names.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

let cached: string[] | undefined;
export const diagnosisNames = (): string[] => (cached ??= loadDiagnosisNames());

/**
 * The names a Medle guess may be, normalised (`normaliseAnswer`), the same for every day
 * (docs/decisions/011): every line of content/medle/diagnoses.txt and every name a built-in case
 * lists (its diagnosis, accepted answers and partial answers). The suggestions are the list and
 * the diagnoses; a case's other names are guessable without being suggested.
 */
export function loadGuessableNames(dir = CONTENT_DIR): Set<string> {
  const { list, cases } = readList(dir);
  const names = new Set<string>();
  for (const name of [...list, ...cases.flatMap((c) => c.all)]) {
    const normalised = normaliseAnswer(name);
    if (normalised) names.add(normalised);
  }
  return names;
}

let guessable: ReadonlySet<string> | undefined;
/** `loadGuessableNames()` of the shipped content, read once per process. */
export const guessableNames = (): ReadonlySet<string> => (guessable ??= loadGuessableNames());

/**
 * The names of stored Medle cases (`payload`s of the puzzles table) that `names` lacks, normalised,
 * each with the dates it is in: uploaded before every name of a case had to be on the list.
 */
export function namesOutside(
  names: ReadonlySet<string>,
  stored: readonly { puzzle_date: string; payload: string }[],
): Map<string, string[]> {
  const outside = new Map<string, string[]>();
  for (const row of stored)
    for (const name of namesOfCase(row.payload).all) {
      const normalised = normaliseAnswer(name);
      if (normalised && !names.has(normalised)) {
        const dates = outside.get(normalised) ?? [];
        if (!dates.includes(row.puzzle_date)) dates.push(row.puzzle_date);
        outside.set(normalised, dates);
      }
    }
  return outside;
}
