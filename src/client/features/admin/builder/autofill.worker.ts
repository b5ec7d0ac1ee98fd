/// <reference lib="webworker" />
import { autofill, candidatesFor, type WordIndex } from '../../../../shared/builder/autofill';
import { fillIndex, fillOptions, type FillQuality } from '../../../../shared/builder/fill-standard';
import { layoutOfBuilder } from '../../../../shared/builder/clues';
import { parseWordLines, WORDS_URL, type FromWorker, type ToWorker } from './autofill-protocol';

/**
 * The builder's autofill (issue 19) off the page's thread: loads the admin word list once, then
 * fills grids and ranks candidates for one word, from the words of the fill's quality (the
 * content standard's floor unless the admin chose a loose fill; fill-standard.ts, the same as
 * `npm run bench:autofill`). Cancel terminates this worker.
 */
declare const self: DedicatedWorkerGlobalScope;

let list: Promise<{ word: string; score: number }[]> | null = null;
const indexes = new Map<FillQuality, WordIndex>();
const post = (m: FromWorker) => self.postMessage(m);

async function words(quality: FillQuality): Promise<WordIndex> {
  list ??= (async () => {
    post({ type: 'loading' });
    const res = await fetch(WORDS_URL, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`The word list did not load (HTTP ${res.status}).`);
    return parseWordLines(await res.text());
  })();
  try {
    const all = await list;
    let index = indexes.get(quality);
    if (!index) indexes.set(quality, (index = fillIndex(all, quality)));
    return index;
  } catch (e) {
    list = null;
    throw e;
  }
}

self.onmessage = async (event: MessageEvent<ToWorker>) => {
  const msg = event.data;
  try {
    const idx = await words(msg.quality);
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
      ...fillOptions(msg.quality),
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
