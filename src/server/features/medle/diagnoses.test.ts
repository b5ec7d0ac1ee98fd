import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  loadDiagnosisNames,
  loadGuessableNames,
  MIN_BROAD_LIST,
  namesOutside,
} from './diagnoses.js';

function contentWith(
  list: string[] | null,
  diagnoses: (string | Record<string, unknown>)[],
): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'medle-names-'));
  mkdirSync(path.join(dir, 'medle'));
  if (list) writeFileSync(path.join(dir, 'medle', 'diagnoses.txt'), list.join('\n'));
  diagnoses.forEach((c, i) =>
    writeFileSync(
      path.join(dir, 'medle', `${i + 1}-case.json`),
      JSON.stringify(typeof c === 'string' ? { diagnosis: c } : c),
    ),
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

describe('the names a Medle guess may be', () => {
  it("are the list and every name of every case, normalised; a case's other names are not suggested", () => {
    const dir = contentWith(
      ['Lyme disease', "Behçet's disease", ''],
      [
        {
          diagnosis: 'Achalasia',
          accepted_answers: ['esophageal achalasia'],
          partial_answers: ['dysphagia'],
        },
      ],
    );
    expect([...loadGuessableNames(dir)].sort()).toEqual([
      'achalasia',
      'behcet disease',
      'dysphagia',
      'esophageal achalasia',
      'lyme disease',
    ]);
    expect(loadDiagnosisNames(dir)).toEqual([]); // no broad list: nothing suggested
  });

  it('finds the names of stored cases that the list lacks, with their days', () => {
    const names = new Set(['achalasia']);
    const outside = namesOutside(names, [
      {
        puzzle_date: '2026-01-02',
        payload: JSON.stringify({ diagnosis: 'Achalasia', accepted_answers: ['Cardiospasm'] }),
      },
      {
        puzzle_date: '2026-01-03',
        payload: JSON.stringify({ diagnosis: 'cardiospasm', partial_answers: [7, 'Dysphagia'] }),
      },
      { puzzle_date: '2026-01-04', payload: '{ not json' },
    ]);
    expect(Object.fromEntries(outside)).toEqual({
      cardiospasm: ['2026-01-02', '2026-01-03'],
      dysphagia: ['2026-01-03'],
    });
  });
});
