import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DECK_LIMITS, toCards } from '../../../shared/decks/cards.js';
import { configKind, readApkg } from './apkg.js';
import { UNPACK_LIMITS } from './apkg-unpack.js';
import {
  apkg,
  BASIC,
  CLOZE,
  collection,
  currentApkg,
  notetypeConfig,
  updateAnkiCollection,
  zstdStored,
  SAMPLE_NOTES,
} from './apkg-test-files.js';

const NOTES = SAMPLE_NOTES;

const ROWS = [
  { front: '<b>Largest</b> artery', back: 'Aorta' },
  { front: 'The left ventricle pumps into the ____.', back: 'aorta', cloze: true },
  { front: 'The ____ (chamber) pumps into the aorta.', back: 'left ventricle', cloze: true },
  { front: 'Writes {{c1::this}} as a basic card', back: 'Cloze' },
];

const reason = (file: Uint8Array) => {
  const result = readApkg(file);
  return result.ok ? 'read' : result.reason;
};

describe('reading .apkg decks', () => {
  it('reads a current export (collection.anki21b, zstd) and not the dummy collection beside it', () => {
    expect(readApkg(currentApkg(NOTES))).toEqual({ ok: true, rows: ROWS });
  });

  it('reads collection.anki21 and collection.anki2, taking note kinds from col.models', () => {
    expect(readApkg(apkg({ 'collection.anki21': collection(11, NOTES) }))).toEqual({
      ok: true,
      rows: ROWS,
    });
    expect(readApkg(apkg({ 'collection.anki2': collection(11, NOTES) }))).toEqual({
      ok: true,
      rows: ROWS,
    });
    const both = apkg({
      'collection.anki2': updateAnkiCollection(),
      'collection.anki21': collection(11, NOTES),
    });
    expect(readApkg(both)).toEqual({ ok: true, rows: ROWS });
  });

  it('reads a real zstd-compressed export (fixtures/, made by scripts/deck-fixtures.ts)', () => {
    const file = readFileSync(new URL('./fixtures/anki21b-zstd.apkg', import.meta.url));
    const result = readApkg(file);
    expect(result).toEqual({ ok: true, rows: ROWS });
    const cards = toCards(result.ok ? result.rows : [], 'front-clue');
    expect(cards.cards.map((c) => [c.clue, c.answer, c.usable])).toEqual([
      ['Largest artery', 'AORTA', true],
      ['The left ventricle pumps into the ____.', 'AORTA', false],
      ['The ____ (chamber) pumps into the aorta.', 'LEFTVENTRICLE', true],
      ['Writes this as a basic card', 'CLOZE', true],
    ]);
  });

  it('judges a note by its text when its notetype is missing or unreadable', () => {
    const unknownType = 42;
    const notes = [
      { mid: unknownType, fields: ['{{c1::Insulin}} lowers glucose'] },
      { mid: unknownType, fields: ['Beta cells', 'Insulin'] },
    ];
    const expected = [
      { front: '____ lowers glucose', back: 'Insulin', cloze: true },
      { front: 'Beta cells', back: 'Insulin' },
    ];
    expect(readApkg(currentApkg(notes))).toEqual({ ok: true, rows: expected });
    expect(readApkg(apkg({ 'collection.anki2': collection(11, notes, []) }))).toEqual({
      ok: true,
      rows: expected,
    });
  });

  it('skips image occlusion notes and a cloze note without clozes; a one-field note has an empty back', () => {
    const notes = [
      {
        mid: CLOZE.id,
        fields: [
          '{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.4}}',
          '<img src="a.png">',
        ],
      },
      { mid: CLOZE.id, fields: ['No cloze here', ''] },
      { mid: BASIC.id, fields: ['Only a front'] },
    ];
    expect(readApkg(currentApkg(notes))).toEqual({
      ok: true,
      rows: [{ front: 'Only a front', back: '' }],
    });
  });

  it('reads a cloze note up to 10,000 characters, as every card copies its text', () => {
    const text = `{{c3::kept}} ${'x'.repeat(9_980)} {{c1::cut off}} {{c2::beyond}}`;
    const result = readApkg(currentApkg([{ mid: CLOZE.id, fields: [text, ''] }]));
    expect(result.ok && result.rows.map((r) => r.back)).toEqual(['kept']);
  });

  it('opens a collection saved in WAL mode', () => {
    const wal = collection(11, NOTES);
    wal.fill(2, 18, 20);
    expect(readApkg(apkg({ 'collection.anki2': wal }))).toEqual({ ok: true, rows: ROWS });
    expect(wal[18]).toBe(2);
  });

  it('reads the kind from a notetype config, whatever else it holds', () => {
    expect(configKind(notetypeConfig(true))).toBe('cloze');
    expect(configKind(notetypeConfig(false))).toBe('normal');
    expect(configKind(new Uint8Array([]))).toBe('normal');
    expect(configKind(new Uint8Array([0x10, 0x02, 0x08, 0x01]))).toBe('cloze'); // sort field first
    expect(configKind(new Uint8Array([0x1a, 0x05, 0x61]))).toBeNull(); // cut short
    expect(configKind(new Uint8Array([0x0f]))).toBeNull(); // wire type 7
  });
});

describe('refusing decks', () => {
  it('says an empty deck has no cards, and a legacy file with only the update note needs a newer export', () => {
    expect(reason(currentApkg([]))).toBe('This deck has no cards.');
    expect(reason(apkg({ 'collection.anki2': updateAnkiCollection() }))).toBe(
      "This deck was made by a newer Anki than MedGrid can read. In Anki, export it again with 'Support older Anki versions' ticked.",
    );
    expect(reason(apkg({ 'collection.anki3': new Uint8Array(10) }))).toMatch(
      /^This deck was made by a newer Anki/,
    );
  });

  it('refuses a deck over 5,000 cards, counting a cloze note once per cloze', () => {
    const notes = Array.from({ length: 2_501 }, (_, k) => ({
      mid: CLOZE.id,
      fields: [`{{c1::a${k}}} {{c2::b}}`],
    }));
    expect(reason(currentApkg(notes))).toBe('This deck has more than 5,000 cards.');
    expect(readApkg(currentApkg(notes.slice(1)))).toMatchObject({
      ok: true,
      rows: { length: DECK_LIMITS.maxCards },
    });
  });

  it('refuses a file over 20 MB before unzipping it', () => {
    const big = new Uint8Array(DECK_LIMITS.maxFileBytes + 1);
    expect(reason(big)).toBe('This file is larger than 20 MB.');
  });

  it('refuses a zip bomb: a collection over 100 MB unpacked, by the zip’s sizes or by zstd’s', () => {
    const bomb = zipSync(
      { 'collection.anki2': new Uint8Array(UNPACK_LIMITS.maxUnpackedBytes + 1) },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(DECK_LIMITS.maxFileBytes);
    expect(reason(bomb)).toBe('This deck is too large once unpacked (over 100 MB).');
    const zstdBomb = zstdStored(new Uint8Array(16));
    zstdBomb.writeUInt32LE(UNPACK_LIMITS.maxUnpackedBytes + 1, 5); // the frame claims more than the cap
    expect(reason(apkg({ 'collection.anki21b': zstdBomb }))).toBe(
      'This deck is too large once unpacked (over 100 MB).',
    );
  });

  it('reads no more than a zip entry declares, even when its data unpacks to more', () => {
    const zip = apkg({ 'collection.anki2': collection(11, NOTES) });
    const central = Buffer.from(zip).lastIndexOf(Buffer.from('collection.anki2')) - 46;
    const view = Buffer.from(zip.buffer, zip.byteOffset, zip.length);
    expect(view.readUInt32LE(central)).toBe(0x02014b50);
    view.writeUInt32LE(1024, central + 24); // claim 1 KB unpacked
    expect(reason(zip)).toBe('This Anki deck is damaged and cannot be read.');
  });

  it('says a damaged or foreign file cannot be read', () => {
    const good = currentApkg(NOTES);
    expect(reason(new TextEncoder().encode('Term,Definition\nAorta,Largest artery'))).toBe(
      'This file is not an Anki deck (.apkg).',
    );
    expect(reason(good.subarray(0, good.length - 30))).toBe(
      'This file is not an Anki deck (.apkg).',
    );
    expect(reason(apkg({ 'deck.csv': new Uint8Array(10) }))).toBe(
      'This file is not an Anki deck (.apkg).',
    );
    expect(
      reason(apkg({ 'collection.anki2': new TextEncoder().encode('not sqlite at all') })),
    ).toBe('This Anki deck is damaged and cannot be read.');
    expect(reason(apkg({ 'collection.anki21b': collection(18, NOTES) }))).toBe(
      'This Anki deck is damaged and cannot be read.',
    ); // not zstd-compressed
    const truncatedZstd = zstdStored(collection(18, NOTES)).subarray(0, 5000);
    expect(reason(apkg({ 'collection.anki21b': truncatedZstd }))).toBe(
      'This Anki deck is damaged and cannot be read.',
    );
  });

  it('says a SQLite file without a plain notes table (not a view, no generated column) is damaged', () => {
    const db = new Database(':memory:');
    db.exec(
      'CREATE TABLE col (id integer PRIMARY KEY, models text); CREATE VIEW notes AS SELECT 1 AS mid, 2 AS flds',
    );
    const noNotes = apkg({ 'collection.anki2': db.serialize() });
    db.close();
    expect(reason(noNotes)).toBe('This Anki deck is damaged and cannot be read.');
    expect(reason(apkg({ 'collection.anki2': new Uint8Array(0) }))).toBe(
      'This Anki deck is damaged and cannot be read.',
    );
    const generated = new Database(':memory:');
    generated.exec(
      'CREATE TABLE notes (id integer PRIMARY KEY, mid integer, flds text AS (hex(zeroblob(1000))))',
    );
    generated.exec('INSERT INTO notes (id, mid) VALUES (1, 1)');
    const bomb = apkg({ 'collection.anki2': generated.serialize() });
    generated.close();
    expect(reason(bomb)).toBe('This Anki deck is damaged and cannot be read.');
  });

  it('gives a reason for any bytes, never an exception', () => {
    const good = currentApkg(NOTES);
    const mangled = fc
      .tuple(fc.nat(good.length - 1), fc.uint8Array({ minLength: 1, maxLength: 16 }))
      .map(([at, bytes]) => {
        const copy = Uint8Array.from(good);
        copy.set(bytes.subarray(0, copy.length - at), at);
        return copy;
      });
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 2000 }), mangled), (bytes) => {
        const result = readApkg(bytes);
        if (!result.ok) expect(result.reason).toMatch(/^This .*\.$/);
        else expect(result.rows.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});
