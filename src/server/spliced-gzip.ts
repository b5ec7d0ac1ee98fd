import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Gzip for a page that is mostly the same on every request (a server-rendered page: ~45 KB of
 * head and inlined stylesheet, then ~15 KB of this player's view). The same parts are deflated
 * once; a request deflates only its own parts and splices them in (issue 31: compressing the
 * whole page each time was the largest cost of a rendered page).
 *
 * It is one ordinary gzip member: a deflate stream may be cut into pieces that each end on a byte
 * boundary (a full flush); a piece deflated on its own refers to nothing before it, so it can
 * stand anywhere, and a piece that follows others is deflated with them as its dictionary (the
 * decompressor holds them in its window), so it compresses as if the page were one text.
 */

/** The deflate window: how far back a piece may refer. */
const WINDOW = 32 * 1024;

/** A part of the page that is the same for every request, deflated once. */
export interface StaticPart {
  readonly text: string;
  readonly bytes: Buffer;
  /** Raw deflate, ending on a byte boundary (full flush), not final. */
  readonly deflated: Buffer;
}

export function staticPart(text: string): StaticPart {
  const bytes = Buffer.from(text);
  const deflated = deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  return { text, bytes, deflated };
}

const isStatic = (part: string | StaticPart): part is StaticPart => typeof part !== 'string';

/** The last WINDOW bytes of the parts so far (a view of the last part when it is long enough). */
function windowOf(seen: readonly Buffer[]): Buffer {
  const taken: Buffer[] = [];
  let size = 0;
  for (let i = seen.length - 1; i >= 0 && size < WINDOW; i--) {
    const bytes = seen[i]!;
    const piece = bytes.subarray(Math.max(0, bytes.length - (WINDOW - size)));
    taken.unshift(piece);
    size += piece.length;
  }
  return taken.length === 1 ? taken[0]! : Buffer.concat(taken);
}

/** The text the parts make, in order. */
export const splicedText = (parts: readonly (string | StaticPart)[]): string =>
  parts.map((part) => (isStatic(part) ? part.text : part)).join('');

/** The gzip of the parts' text, deflating only the parts that are not static. */
export function splicedGzip(parts: readonly (string | StaticPart)[], level = 6): Buffer {
  const out: Buffer[] = [Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])];
  const seen: Buffer[] = [];
  let crc = 0;
  let length = 0;
  parts.forEach((part, i) => {
    // an empty part adds nothing to the stream but its final block when it is the last
    const last = i === parts.length - 1;
    const bytes = isStatic(part) ? part.bytes : Buffer.from(part);
    if (isStatic(part) || bytes.length === 0) {
      if (isStatic(part)) out.push(part.deflated);
      // a stream ends with a final block: an empty one after a static or empty part
      if (last) out.push(deflateRawSync(Buffer.alloc(0)));
    } else {
      const before = windowOf(seen);
      out.push(
        deflateRawSync(bytes, {
          level,
          finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
          ...(before.length > 0 ? { dictionary: before } : {}),
        }),
      );
    }
    seen.push(bytes);
    crc = crc32(bytes, crc);
    length += bytes.length;
  });
  if (parts.length === 0) out.push(deflateRawSync(Buffer.alloc(0)));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([...out, trailer]);
}
