import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDiagnosisNames, MIN_BROAD_LIST } from './diagnoses.js';

function contentWith(list: string[] | null, diagnoses: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'medle-names-'));
  mkdirSync(path.join(dir, 'medle'));
  if (list) writeFileSync(path.join(dir, 'medle', 'diagnoses.txt'), list.join('\n'));
  diagnoses.forEach((diagnosis, i) =>
    writeFileSync(path.join(dir, 'medle', `${i + 1}-case.json`), JSON.stringify({ diagnosis })),
  );
  return dir;
}

describe("Medle's suggestion list", () => {
  const broad = Array.from(
    { length: MIN_BROAD_LIST },
    (_, i) => `Disease ${String(i).padStart(3, '0')}`,
  );

  it('merges every case diagnosis into the broad list, sorted, one spelling per name', () => {
    const names = loadDiagnosisNames(
      contentWith([...broad, 'Lyme disease'], ['lyme disease', 'Achalasia']),
    );
    expect(names).toHaveLength(MIN_BROAD_LIST + 2);
    expect(names[0]).toBe('Achalasia');
    expect(names.filter((n) => n.toLowerCase() === 'lyme disease')).toEqual(['Lyme disease']);
  });

  it('suggests nothing without a broad list: the answers alone would give the game away', () => {
    expect(loadDiagnosisNames(contentWith(null, ['Achalasia']))).toEqual([]);
    expect(loadDiagnosisNames(contentWith(broad.slice(10), ['Achalasia']))).toEqual([]);
  });
});
