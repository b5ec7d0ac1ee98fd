import { createGunzip, gunzipSync, gzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { splicedGzip, splicedText, staticPart } from './spliced-gzip.js';

/** A text like a page's stylesheet: repetitive, ~40 KB (past the 32 KB deflate window). */
const css = Array.from(
  { length: 900 },
  (_, i) => `.c${i}{margin:${i % 7}px;color:var(--c${i % 13})}`,
).join('');
const view = (who: string) =>
  `<div id="root"><main><h1>Hello ${who} — ünïcödé ✓</h1>${'<p class="c12">cell</p>'.repeat(200)}</main></div>`;

describe('splicedGzip', () => {
  it('is the gzip of the parts in order, whatever mix of static and per-request parts', async () => {
    const middle = staticPart(`<style>${css}</style>`);
    const cases = [
      ['<head><title>Mini', middle, view('Ada')],
      [middle, view('Ben')],
      ['<head>', middle],
      [middle],
      ['', middle, '', view('Cy'), staticPart('<footer>end</footer>')],
      [view('Dee')],
      [],
    ];
    for (const parts of cases) {
      const body = splicedGzip(parts);
      const expected = splicedText(parts);
      expect(gunzipSync(body).toString()).toBe(expected);
      // a streaming decoder, as a browser reads it
      expect(await text(Readable.from([body]).pipe(createGunzip()))).toBe(expected);
    }
  });

  it('compresses the per-request parts against what came before, nearly as well as the whole', () => {
    const parts = [
      '<!doctype html><head><title>Mini',
      staticPart(`<style>${css}</style>`),
      view('Ada'),
    ];
    const whole = gzipSync(splicedText(parts), { level: 6 }).length;
    const spliced = splicedGzip(parts).length;
    expect(spliced).toBeLessThan(whole * 1.1);
    // without the dictionary the per-request part alone would be far larger than it is here
    const alone = gzipSync(view('Ada')).length;
    const withoutStatic = splicedGzip(['<!doctype html><head><title>Mini', view('Ada')]).length;
    expect(withoutStatic).toBeLessThanOrEqual(alone + 40);
  });
});
