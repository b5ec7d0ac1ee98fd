/**
 * Shares a text: the phone's share sheet where there is one (a touch device with
 * navigator.share), else the clipboard. Resolves to what happened, so the screen can say it.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

function coarsePointer(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

export async function shareOrCopy(text: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function' && coarsePointer()) {
    try {
      await navigator.share({ text });
      return 'shared';
    } catch (error) {
      // the player closed the sheet: nothing to say
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
