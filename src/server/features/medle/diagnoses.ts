import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../../content/sample-content.js';

/** Fewer names than this and the answers would stand out among them: no suggestions at all. */
export const MIN_BROAD_LIST = 300;

/**
 * The names Medle's guess field suggests: the broad list in content/medle/diagnoses.txt (hundreds
 * of diagnoses across medicine) together with the diagnosis of every built-in case, so that no
 * answer is missing and none stands out. Sorted, one spelling per name. Read once. Without a
 * broad list there are no suggestions: the answers alone would give the game away.
 */
export function loadDiagnosisNames(dir = CONTENT_DIR): string[] {
  const folder = path.join(dir, 'medle');
  const list = path.join(folder, 'diagnoses.txt');
  if (!existsSync(list)) return [];
  const names = new Map<string, string>();
  const add = (name: string) => {
    const trimmed = name.replace(/\s+/g, ' ').trim();
    if (trimmed && !names.has(trimmed.toLowerCase())) names.set(trimmed.toLowerCase(), trimmed);
  };
  for (const line of readFileSync(list, 'utf8').split('\n')) add(line);
  if (names.size < MIN_BROAD_LIST) return [];
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as {
      diagnosis?: unknown;
    };
    if (typeof data.diagnosis === 'string') add(data.diagnosis);
  }
  return [...names.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

let cached: string[] | undefined;
export const diagnosisNames = (): string[] => (cached ??= loadDiagnosisNames());
