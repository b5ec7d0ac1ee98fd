/// <reference lib="webworker" />
import { autofill, candidatesFor, WordIndex } from '../../../../shared/builder/autofill';
import { layoutOfBuilder } from '../../../../shared/builder/clues';
import { parseWordLines, WORDS_URL, type FromWorker, type ToWorker } from './autofill-protocol';

/**
 * The builder's autofill (issue 19) off the page's thread: loads the admin word list once, then
 * fills grids and ranks candidates for one word. Cancel terminates this worker.
 */
declare const self: DedicatedWorkerGlobalScope;

let index: Promise<WordIndex> | null = null;
const post = (m: FromWorker) => self.postMessage(m);

async function words(): Promise<WordIndex> {
  index ??= (async () => {
    post({ type: 'loading' });
    const res = await fetch(WORDS_URL, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`The word list did not load (HTTP ${res.status}).`);
    return new WordIndex(parseWordLines(await res.text()));
  })();
  try {
    return await index;
  } catch (e) {
    index = null;
    throw e;
  }
}

self.onmessage = async (event: MessageEvent<ToWorker>) => {
  const msg = event.data;
  try {
    const idx = await words();
    const slots = layoutOfBuilder(msg.grid);
    if (msg.type === 'candidates') {
      const slot = (msg.slot.dir === 'across' ? slots.across : slots.down).find(
        (s) => s.number === msg.slot.number,
      );
      const list = slot ? candidatesFor(msg.grid, slot, idx, msg.limit) : [];
      post({ type: 'candidates', slot: msg.slot, list });
      return;
    }
    const start = performance.now();
    let last = 0;
    const r = autofill(msg.grid, idx, {
      seed: msg.seed,
      onProgress: (filled, total) => {
        const now = performance.now();
        if (now - last < 100) return;
        last = now;
        post({ type: 'progress', filled, total });
      },
    });
    if (r.ok)
      post({
        type: 'filled',
        grid: r.grid,
        score: r.score,
        steps: r.steps,
        ms: performance.now() - start,
      });
    else
      post({
        type: 'failed',
        reason: r.reason,
        slot: r.slot ? { number: r.slot.number, dir: r.slot.dir } : null,
      });
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? e.message : 'Autofill failed.' });
  }
};
