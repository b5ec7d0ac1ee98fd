/** Time formats (docs/product.md#time-formats). */

const wholeSeconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));

/** The timer and the completion banner: zero-padded mm:ss ('01:05'; '75:03' past an hour). */
export function formatClock(ms: number): string {
  const s = wholeSeconds(ms);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** End modals: 'Xm Ys', or 'Ys' under a minute. */
export function formatDuration(ms: number): string {
  const s = wholeSeconds(ms);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${s % 60}s`;
}

/** For screen readers: '1 minute 5 seconds'. */
export function spokenDuration(ms: number): string {
  const s = wholeSeconds(ms);
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const m = Math.floor(s / 60);
  return m === 0 ? unit(s, 'second') : `${unit(m, 'minute')} ${unit(s % 60, 'second')}`;
}
