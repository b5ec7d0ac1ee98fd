import type { BuilderGrid, Direction } from '../../../../shared/builder/grid';
import type { FillQuality } from '../../../../shared/builder/fill-standard';

/** Messages between the builder and its autofill worker (autofill.worker.ts). */
export interface SlotRef {
  number: number;
  dir: Direction;
}

export type ToWorker =
  | { type: 'fill'; grid: BuilderGrid; seed: number; quality: FillQuality }
  | { type: 'candidates'; grid: BuilderGrid; slot: SlotRef; limit: number; quality: FillQuality };

export type FromWorker =
  | { type: 'loading' }
  | { type: 'progress'; filled: number; total: number }
  | { type: 'filled'; grid: BuilderGrid; score: number; steps: number; ms: number }
  | { type: 'failed'; reason: 'stuck' | 'limit' | 'stopped'; slot: SlotRef | null }
  | { type: 'candidates'; slot: SlotRef; list: { word: string; score: number }[] }
  | { type: 'error'; message: string };

export const WORDS_URL = '/api/admin/builder/words';

/** 'WORD score' lines, as the server sends them. */
export function parseWordLines(text: string): { word: string; score: number }[] {
  const out: { word: string; score: number }[] = [];
  for (const line of text.split('\n')) {
    const space = line.indexOf(' ');
    if (space < 1) continue;
    const score = Number(line.slice(space + 1));
    if (Number.isFinite(score)) out.push({ word: line.slice(0, space), score });
  }
  return out;
}
