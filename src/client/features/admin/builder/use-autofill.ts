import { useCallback, useEffect, useRef, useState } from 'react';
import type { BuilderGrid } from '../../../../shared/builder/grid';
import { DEFAULT_FILL_QUALITY, type FillQuality } from '../../../../shared/builder/fill-standard';
import type { FromWorker, SlotRef, ToWorker } from './autofill-protocol';

export type AutofillState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'filling'; filled: number; total: number }
  | { status: 'done'; score: number; ms: number }
  | { status: 'failed'; reason: 'stuck' | 'limit' | 'stopped'; slot: SlotRef | null }
  | { status: 'cancelled' }
  | { status: 'error'; message: string };

export interface Candidates {
  slot: SlotRef;
  list: { word: string; score: number }[] | null;
}

/**
 * The builder's autofill worker: fill the grid (with progress and Cancel, which ends the worker),
 * or rank candidates for one word. `onFilled` gets the filled grid.
 */
export function useAutofill(onFilled: (grid: BuilderGrid) => void) {
  const worker = useRef<Worker | null>(null);
  const filled = useRef(onFilled);
  useEffect(() => {
    filled.current = onFilled;
  });
  const [state, setState] = useState<AutofillState>({ status: 'idle' });
  const [candidates, setCandidates] = useState<Candidates | null>(null);
  // the content standard's fill unless the admin chooses a looser one
  const [quality, setQuality] = useState<FillQuality>(DEFAULT_FILL_QUALITY);

  const spawn = useCallback((): Worker => {
    if (worker.current) return worker.current;
    const w = new Worker(new URL('./autofill.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (event: MessageEvent<FromWorker>) => {
      const m = event.data;
      if (m.type === 'loading') setState((s) => (s.status === 'idle' ? s : { status: 'loading' }));
      else if (m.type === 'progress')
        setState({ status: 'filling', filled: m.filled, total: m.total });
      else if (m.type === 'filled') {
        setState({ status: 'done', score: m.score, ms: m.ms });
        filled.current(m.grid);
      } else if (m.type === 'failed')
        setState({ status: 'failed', reason: m.reason, slot: m.slot });
      else if (m.type === 'candidates') setCandidates({ slot: m.slot, list: m.list });
      else setState({ status: 'error', message: m.message });
    };
    w.onerror = () => setState({ status: 'error', message: 'Autofill stopped unexpectedly.' });
    worker.current = w;
    return w;
  }, []);

  useEffect(() => () => worker.current?.terminate(), []);

  const send = (m: ToWorker) => spawn().postMessage(m);
  return {
    state,
    candidates,
    busy: state.status === 'loading' || state.status === 'filling',
    quality,
    setQuality,
    fill(grid: BuilderGrid) {
      setState({ status: 'filling', filled: 0, total: 0 });
      send({ type: 'fill', grid, seed: Math.floor(Math.random() * 1e9), quality });
    },
    cancel() {
      worker.current?.terminate();
      worker.current = null;
      setState({ status: 'cancelled' });
    },
    suggest(grid: BuilderGrid, slot: SlotRef) {
      setCandidates({ slot, list: null });
      send({ type: 'candidates', grid, slot, limit: 40, quality });
    },
    clearSuggestions: () => setCandidates(null),
  };
}

export type Autofill = ReturnType<typeof useAutofill>;
