// Taking the collection out of an .apkg (a zip) without trusting what the zip says about itself
// (issue 32): the unpacked bytes are capped before they are allocated, so a zip or zstd bomb is
// refused instead of filling memory. Media files are never unpacked.

import { unzipSync } from 'fflate';
import { Decompress } from 'fzstd';

/** The collections an .apkg may hold, newest first: the first one present is read. */
export const COLLECTIONS = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

export const UNPACK_LIMITS = {
  /** the collection once unpacked (a 20 MB deck compresses its text about 3 to 10 times) */
  maxUnpackedBytes: 100 * 1024 * 1024,
  /** more entries than a 20 MB zip can hold (at least 76 bytes of headers each) means a lie */
  maxEntries: 300_000,
} as const;

export const UNPACK_REASONS = {
  notAnki: 'This file is not an Anki deck (.apkg).',
  newer:
    'This deck was made by a newer Anki than MedGrid can read. In Anki, export it again with ' +
    "'Support older Anki versions' ticked.",
  damaged: 'This Anki deck is damaged and cannot be read.',
  unpacked: 'This deck is too large once unpacked (over 100 MB).',
} as const;

export type Unpacked =
  | { readonly ok: true; readonly name: CollectionName; readonly sqlite: Uint8Array }
  | { readonly ok: false; readonly reason: string };

/** A refusal decided while fflate walks the zip; thrown to stop it, caught below. */
class Refusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

function isCollection(name: string): name is CollectionName {
  return (COLLECTIONS as readonly string[]).includes(name);
}

type Entries =
  | {
      readonly ok: true;
      readonly files: Partial<Record<CollectionName, Uint8Array>>;
      readonly newer: boolean;
    }
  | { readonly ok: false; readonly reason: string };

/**
 * The collections in the zip, by name; media and other entries are skipped unread. `newer` says
 * the zip holds a collection of a kind this reader does not know (a later Anki's).
 */
function unzipCollections(zip: Uint8Array): Entries {
  let entries = 0;
  let declared = 0;
  let sawCollection = false;
  let newer = false;
  try {
    const files = unzipSync(zip, {
      filter(file) {
        entries += 1;
        if (entries > UNPACK_LIMITS.maxEntries) throw new Refusal(UNPACK_REASONS.notAnki);
        if (!isCollection(file.name)) {
          if (/^collection\.anki/.test(file.name)) newer = true;
          return false;
        }
        sawCollection = true;
        // fflate inflates into a buffer of the declared size and never grows it, so this sum
        // bounds the memory unpacking takes even when the zip lies about its sizes.
        declared += file.originalSize;
        if (declared > UNPACK_LIMITS.maxUnpackedBytes) throw new Refusal(UNPACK_REASONS.unpacked);
        return true;
      },
    });
    return { ok: true, files, newer };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.reason };
    return { ok: false, reason: sawCollection ? UNPACK_REASONS.damaged : UNPACK_REASONS.notAnki };
  }
}

const ZSTD_MAGIC = 0xfd2fb528;

/**
 * The larger of a zstd frame's window and content size, from its header (RFC 8878, 3.1.1.1),
 * or null when the bytes are not a zstd frame. fzstd allocates the window before decoding.
 */
function zstdFrameSize(data: Uint8Array): number | null {
  if (data.length < 6) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.length);
  if (view.getUint32(0, true) !== ZSTD_MAGIC) return null;
  const descriptor = data[4]!;
  const singleSegment = (descriptor >> 5) & 1;
  let at = 5;
  let window = 0;
  if (!singleSegment) {
    const exponent = data[5]! >> 3;
    const base = 2 ** (10 + exponent);
    window = base + (base / 8) * (data[5]! & 7);
    at += 1;
  }
  at += [0, 1, 2, 4][descriptor & 3]!;
  const sizeBytes = [singleSegment, 2, 4, 8][descriptor >> 6]!;
  if (data.length < at + sizeBytes) return null;
  let content = 0;
  for (let k = sizeBytes - 1; k >= 0; k--) content = content * 256 + data[at + k]!;
  if (sizeBytes === 2) content += 256;
  return Math.max(window, content);
}

/** zstd-compressed bytes (collection.anki21b), at most `budget` once decompressed. */
function unzstd(data: Uint8Array, budget: number): Unpacked | Uint8Array {
  const frameSize = zstdFrameSize(data);
  if (frameSize === null) return { ok: false, reason: UNPACK_REASONS.damaged };
  if (frameSize > budget) return { ok: false, reason: UNPACK_REASONS.unpacked };
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    const stream = new Decompress((chunk) => {
      total += chunk.length;
      if (total > budget) throw new Refusal(UNPACK_REASONS.unpacked);
      chunks.push(chunk.slice());
    });
    stream.push(data, true);
  } catch (error) {
    return { ok: false, reason: error instanceof Refusal ? error.reason : UNPACK_REASONS.damaged };
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * The newest collection in an .apkg as SQLite bytes. A current export's `collection.anki21b` is
 * read before the `collection.anki2` beside it, which holds only a note asking to update Anki.
 */
export function unpackApkg(zip: Uint8Array): Unpacked {
  const entries = unzipCollections(zip);
  if (!entries.ok) return entries;
  const name = COLLECTIONS.find((n) => entries.files[n] !== undefined);
  if (!name)
    return { ok: false, reason: entries.newer ? UNPACK_REASONS.newer : UNPACK_REASONS.notAnki };
  const bytes = entries.files[name]!;
  if (name !== 'collection.anki21b') return { ok: true, name, sqlite: bytes };
  const sqlite = unzstd(bytes, UNPACK_LIMITS.maxUnpackedBytes);
  return sqlite instanceof Uint8Array ? { ok: true, name, sqlite } : sqlite;
}
