// Real .apkg files for the tests and scripts/deck-fixtures.ts: a SQLite collection with the part
// of Anki's schema the reader uses, zipped as Anki exports it. Schema 11 (collection.anki2 and
// .anki21) keeps notetypes as JSON in `col.models`; schema 18 (collection.anki21b, zstd) has
// `notetypes` and `fields` tables whose names use Anki's own 'unicase' collation.

import Database from 'better-sqlite3';
import { zipSync, type Zippable } from 'fflate';

export interface TestNote {
  readonly mid: number;
  readonly fields: readonly string[];
}

export interface TestNotetype {
  readonly id: number;
  readonly name: string;
  readonly cloze: boolean;
  readonly fields: readonly string[];
}

export const BASIC: TestNotetype = {
  id: 1_700_000_000_001,
  name: 'Basic',
  cloze: false,
  fields: ['Front', 'Back'],
};
export const CLOZE: TestNotetype = {
  id: 1_700_000_000_002,
  name: 'Cloze',
  cloze: true,
  fields: ['Text', 'Back Extra'],
};

/** Notes of each kind the reader meets: basic (with HTML), cloze (with a hint), and a basic note
 * whose text looks like a cloze. */
export const SAMPLE_NOTES: readonly TestNote[] = [
  { mid: BASIC.id, fields: ['<b>Largest</b> artery', 'Aorta'] },
  {
    mid: CLOZE.id,
    fields: ['The {{c2::left ventricle::chamber}} pumps into the {{c1::aorta}}.', 'Back extra'],
  },
  { mid: BASIC.id, fields: ['Writes {{c1::this}} as a basic card', 'Cloze'] },
];

const SCHEMA_11 = `
CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
  ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
  models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
  usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
  flags integer NOT NULL, data text NOT NULL);
CREATE INDEX ix_notes_usn ON notes (usn);`;

// Created with COLLATE nocase, then renamed to Anki's 'unicase' in the stored schema (below).
const SCHEMA_18_EXTRA = `
CREATE TABLE notetypes (id integer NOT NULL PRIMARY KEY, name text NOT NULL COLLATE nocase,
  mtime_secs integer NOT NULL, usn integer NOT NULL, config blob NOT NULL);
CREATE UNIQUE INDEX idx_notetypes_name ON notetypes (name);
CREATE TABLE fields (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL COLLATE nocase,
  config blob NOT NULL, PRIMARY KEY (ntid, ord)) without rowid;
CREATE UNIQUE INDEX idx_fields_name_ntid ON fields (name, ntid);
CREATE INDEX idx_notes_mid ON notes (mid);`;

/** Notetype.Config as Anki writes it: `kind` (field 1) only when cloze, then the CSS (field 3). */
export function notetypeConfig(cloze: boolean): Buffer {
  const css = Buffer.from('.card { font-family: arial; }');
  return Buffer.concat([
    Buffer.from(cloze ? [0x08, 0x01] : []),
    Buffer.from([0x1a, css.length]),
    css,
  ]);
}

function legacyModels(notetypes: readonly TestNotetype[]): string {
  const models = Object.fromEntries(
    notetypes.map((nt) => [
      String(nt.id),
      {
        id: nt.id,
        name: nt.name,
        type: nt.cloze ? 1 : 0,
        flds: nt.fields.map((name, ord) => ({ name, ord })),
      },
    ]),
  );
  return JSON.stringify(models);
}

/** A collection's SQLite bytes, in schema 11 (`legacy`) or 18. */
export function collection(
  schema: 11 | 18,
  notes: readonly TestNote[],
  notetypes: readonly TestNotetype[] = [BASIC, CLOZE],
): Buffer {
  const db = new Database(':memory:');
  db.exec(SCHEMA_11);
  db.prepare('INSERT INTO col VALUES (1, 0, 0, 0, ?, 0, 0, 0, ?, ?, ?, ?, ?)').run(
    schema,
    '{}',
    schema === 11 ? legacyModels(notetypes) : '',
    '{}',
    '{}',
    '{}',
  );
  const insertNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, 0, 0, '', ?, ?, 0, 0, '')");
  notes.forEach((note, k) =>
    insertNote.run(
      1_600_000_000_000 + k,
      `guid${k}`,
      note.mid,
      note.fields.join('\x1f'),
      note.fields[0] ?? '',
    ),
  );
  if (schema === 18) {
    db.exec(SCHEMA_18_EXTRA);
    for (const nt of notetypes) {
      db.prepare('INSERT INTO notetypes VALUES (?, ?, 0, 0, ?)').run(
        nt.id,
        nt.name,
        notetypeConfig(nt.cloze),
      );
      nt.fields.forEach((name, ord) =>
        db.prepare("INSERT INTO fields VALUES (?, ?, ?, x'')").run(nt.id, ord, name),
      );
    }
    db.unsafeMode(true);
    db.pragma('writable_schema = ON');
    db.exec("UPDATE sqlite_master SET sql = replace(sql, 'COLLATE nocase', 'COLLATE unicase')");
    db.pragma('writable_schema = OFF');
  }
  const bytes = db.serialize();
  db.close();
  return bytes;
}

/**
 * A zstd frame (RFC 8878) of raw blocks: valid zstd that any decoder reads, written without a
 * compressor. scripts/deck-fixtures.ts makes a truly compressed one with the zstd tool.
 */
export function zstdStored(data: Uint8Array): Buffer {
  const header = Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0xa0, 0, 0, 0, 0]); // single segment, 4-byte size
  header.writeUInt32LE(data.length, 5);
  const blocks: Buffer[] = [];
  const max = 128 * 1024;
  for (let at = 0; at === 0 || at < data.length; at += max) {
    const part = data.subarray(at, at + max);
    const last = at + max >= data.length ? 1 : 0;
    const blockHeader = (part.length << 3) | last; // block type 0: raw
    blocks.push(
      Buffer.from([blockHeader & 0xff, (blockHeader >> 8) & 0xff, (blockHeader >> 16) & 0xff]),
      Buffer.from(part),
    );
  }
  return Buffer.concat([header, ...blocks]);
}

/** Zip entries as an .apkg holds them; `media` is the (empty) media map Anki always writes. */
export function apkg(entries: Zippable): Uint8Array {
  return zipSync({ media: new TextEncoder().encode('{}'), ...entries }, { mtime: '2026-01-01' });
}

/** The dummy collection Anki's current export puts beside collection.anki21b. */
export function updateAnkiCollection(): Buffer {
  return collection(11, [
    {
      mid: BASIC.id,
      fields: [
        'Please update to the latest Anki version, then import the .colpkg/.apkg file again.',
        '',
      ],
    },
  ]);
}

/** A current Anki export: collection.anki21b (zstd) with the dummy collection.anki2 beside it. */
export function currentApkg(
  notes: readonly TestNote[],
  zstd: (data: Uint8Array) => Uint8Array = zstdStored,
): Uint8Array {
  return apkg({
    'collection.anki2': updateAnkiCollection(),
    'collection.anki21b': zstd(collection(18, notes)),
  });
}
