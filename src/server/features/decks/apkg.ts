// Anki decks (.apkg) read into rows for the shared card rules (src/shared/decks/cards.ts; issue
// 32). Basic notes give their first field as the front and their second as the back; a cloze
// note gives one row per cloze number. The file is untrusted: the zip is unpacked within limits
// (apkg-unpack.ts) and the SQLite collection is opened from memory, read-only, and only read.

import Database from 'better-sqlite3';
import { DECK_LIMITS, type DeckRow } from '../../../shared/decks/cards.js';
import { clozeCards, hasCloze } from '../../../shared/decks/cloze.js';
import { UNPACK_REASONS, unpackApkg, type CollectionName } from './apkg-unpack.js';

export type ApkgResult =
  { readonly ok: true; readonly rows: DeckRow[] } | { readonly ok: false; readonly reason: string };

export const APKG_REASONS = {
  ...UNPACK_REASONS,
  tooLarge: 'This file is larger than 20 MB.',
  empty: 'This deck has no cards.',
  tooMany: `This deck has more than ${DECK_LIMITS.maxCards.toLocaleString('en-US')} cards.`,
} as const;

/** The note that Anki's "legacy" export puts alone in collection.anki2 beside a newer collection. */
const UPDATE_ANKI_NOTE = /^please update to the latest anki version/i;

/** The text of one cloze note read for cards (see noteRows). */
const MAX_CLOZE_TEXT = 10_000;

type Kinds = ReadonlyMap<number, 'cloze' | 'normal'>;

/**
 * A notetype's kind from its config (a protobuf: Notetype.Config, field 1 `kind`, 1 = cloze;
 * proto3 leaves a 0 unwritten). Null when the bytes do not parse.
 */
export function configKind(config: Uint8Array): 'cloze' | 'normal' | null {
  let at = 0;
  const varint = (): number | null => {
    let value = 0;
    for (let shift = 0; shift < 64; shift += 7) {
      if (at >= config.length) return null;
      const byte = config[at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
    return null;
  };
  while (at < config.length) {
    const key = varint();
    if (key === null) return null;
    const [field, wire] = [Math.floor(key / 8), key % 8];
    if (wire === 0) {
      const value = varint();
      if (value === null) return null;
      if (field === 1) return value === 1 ? 'cloze' : 'normal';
    } else if (wire === 2) {
      const length = varint();
      if (length === null || at + length > config.length) return null;
      at += length;
    } else if (wire === 1 || wire === 5) {
      at += wire === 1 ? 8 : 4;
    } else {
      return null;
    }
  }
  return at === config.length ? 'normal' : null;
}

/** Notetype kinds: the `notetypes` table (anki21b) or the `col.models` JSON (anki2, anki21). */
function notetypeKinds(db: Database.Database, name: CollectionName): Kinds {
  const kinds = new Map<number, 'cloze' | 'normal'>();
  try {
    if (name === 'collection.anki21b' && isPlainTable(db, 'notetypes')) {
      // Anki's index on notetypes(name) uses its own 'unicase' collation, which SQLite here
      // lacks: a statement that picks that index fails (SELECT count(*) does), so none may.
      const rows = db.prepare('SELECT id, config FROM notetypes NOT INDEXED').all() as {
        id: unknown;
        config: unknown;
      }[];
      for (const { id, config } of rows) {
        const kind = config instanceof Uint8Array ? configKind(config) : null;
        if (kind && typeof id === 'number') kinds.set(id, kind);
      }
    } else if (name !== 'collection.anki21b' && isPlainTable(db, 'col')) {
      const row = db.prepare('SELECT models FROM col').get() as { models: unknown } | undefined;
      const models: unknown = typeof row?.models === 'string' ? JSON.parse(row.models) : {};
      for (const model of Object.values(models ?? {}) as { id?: unknown; type?: unknown }[]) {
        const id = Number(model?.id);
        if (Number.isSafeInteger(id)) kinds.set(id, model?.type === 1 ? 'cloze' : 'normal');
      }
    }
  } catch {
    // An unreadable notetype list leaves each note to be judged by its own text (below).
  }
  return kinds;
}

/** The rows one note gives: a basic note one, a cloze note one per cloze number. */
function noteRows(fields: string[], kind: 'cloze' | 'normal' | undefined): DeckRow[] {
  const isCloze = kind === 'cloze' || (kind === undefined && hasCloze(fields[0] ?? ''));
  if (!isCloze) return [{ front: fields[0] ?? '', back: fields[1] ?? '' }];
  const text = fields.find(hasCloze);
  // Image occlusion notes (a cloze kind since Anki 23.10) hide shapes on a picture, not words.
  if (!text || text.includes('image-occlusion:')) return [];
  // Each card copies the note's text, so a note is read up to MAX_CLOZE_TEXT (Anki's own cloze
  // notes are a few sentences); a blank past it is not a clue a player could read anyway.
  return clozeCards(text.slice(0, MAX_CLOZE_TEXT), DECK_LIMITS.maxCards + 1).map((card) => ({
    front: card.clue,
    back: card.answer,
    cloze: true,
  }));
}

/**
 * Whether `table` is a plain table: not a view, not virtual, and with no generated column
 * (`hidden` 2 or 3), whose expression would run on every read of a row (a gigabyte of zeroblob).
 */
function isPlainTable(db: Database.Database, table: string): boolean {
  const row = db
    .prepare("SELECT sql FROM sqlite_master WHERE name = ? AND type = 'table'")
    .get(table) as { sql: unknown } | undefined;
  if (!row || typeof row.sql !== 'string' || /^\s*create\s+virtual/i.test(row.sql)) return false;
  const columns = db.prepare('SELECT hidden FROM pragma_table_xinfo(?)').all(table) as {
    hidden: number;
  }[];
  return columns.length > 0 && columns.every((c) => c.hidden === 0);
}

function readNotes(db: Database.Database, name: CollectionName): ApkgResult {
  if (!isPlainTable(db, 'notes')) return { ok: false, reason: APKG_REASONS.damaged };
  const kinds = notetypeKinds(db, name);
  const rows: DeckRow[] = [];
  let notes = 0;
  for (const note of db.prepare('SELECT mid, flds FROM notes ORDER BY id').iterate() as Iterable<{
    mid: unknown;
    flds: unknown;
  }>) {
    notes += 1;
    const fields = (typeof note.flds === 'string' ? note.flds : '').split('\x1f');
    for (const row of noteRows(fields, kinds.get(Number(note.mid)))) rows.push(row);
    if (rows.length > DECK_LIMITS.maxCards) return { ok: false, reason: APKG_REASONS.tooMany };
  }
  if (notes === 1 && name === 'collection.anki2' && UPDATE_ANKI_NOTE.test(rows[0]?.front ?? '')) {
    return { ok: false, reason: APKG_REASONS.newer };
  }
  return rows.length === 0 ? { ok: false, reason: APKG_REASONS.empty } : { ok: true, rows };
}

/**
 * Opens SQLite bytes in memory, read-only. A database saved in WAL mode is marked as a rollback
 * journal one first (header bytes 18 and 19), as SQLite cannot open a WAL database from memory.
 */
function openCollection(sqlite: Uint8Array): Database.Database {
  let buffer = Buffer.from(sqlite.buffer, sqlite.byteOffset, sqlite.length);
  if (buffer.length >= 20 && buffer[18] === 2 && buffer[19] === 2) {
    buffer = Buffer.from(buffer); // a copy: the caller's bytes stay as they were
    buffer.fill(1, 18, 20);
  }
  const db = new Database(buffer, { readonly: true });
  // The schema comes from the file: no function or view in it may run with our trust.
  db.pragma('trusted_schema = OFF');
  db.pragma('cell_size_check = ON');
  db.pragma('temp_store = MEMORY');
  return db;
}

/** An Anki deck's rows, or why it cannot be read; never throws. */
export function readApkg(file: Uint8Array): ApkgResult {
  if (file.length > DECK_LIMITS.maxFileBytes) return { ok: false, reason: APKG_REASONS.tooLarge };
  const unpacked = unpackApkg(file);
  if (!unpacked.ok) return unpacked;
  let db: Database.Database | undefined;
  try {
    db = openCollection(unpacked.sqlite);
    return readNotes(db, unpacked.name);
  } catch {
    return { ok: false, reason: APKG_REASONS.damaged };
  } finally {
    db?.close();
  }
}
