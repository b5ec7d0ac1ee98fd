import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECK_LIMITS } from './cards.js';
import { importText, type TextFormat } from './text-import.js';

const FORMATS: TextFormat[] = ['csv', 'tsv', 'quizlet'];

/** A CSV field as a spreadsheet writes it: quoted when it must be (or always), quotes doubled. */
function csvField(text: string, alwaysQuote: boolean): string {
  return alwaysQuote || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

describe('CSV and TSV files', () => {
  it('reads term and definition, with RFC 4180 quoting', () => {
    const csv =
      'Aorta,"Largest artery, from the left ventricle"\r\n"Say ""ah""","Line one\nline two"\n';
    expect(importText(csv, 'csv')).toEqual({
      ok: true,
      rows: [
        { front: 'Aorta', back: 'Largest artery, from the left ventricle' },
        { front: 'Say "ah"', back: 'Line one\nline two' },
      ],
    });
    expect(importText('Aorta\tLargest artery\nVein\t"Carries blood\tback"', 'tsv')).toEqual({
      ok: true,
      rows: [
        { front: 'Aorta', back: 'Largest artery' },
        { front: 'Vein', back: 'Carries blood\tback' },
      ],
    });
  });

  it('drops a header row, a byte order mark, blank lines and extra columns', () => {
    const csv = '\ufeffTerm,Definition\n\nAorta,Largest artery,tag1\n , \n';
    expect(importText(csv, 'csv')).toEqual({
      ok: true,
      rows: [{ front: 'Aorta', back: 'Largest artery' }],
    });
    for (const header of ['front,back', 'Question,Answer', 'TERM , definition']) {
      expect(importText(`${header}\nAorta,Largest artery`, 'csv')).toMatchObject({
        rows: [{ front: 'Aorta' }],
      });
    }
    expect(importText('Term\tDefinition\nAorta\tLargest artery', 'tsv')).toMatchObject({
      rows: [{ front: 'Aorta' }],
    });
    expect(importText('Aorta,Largest artery', 'csv')).toMatchObject({ rows: [{ front: 'Aorta' }] });
  });

  it('takes a semicolon or a tab as a CSV file’s separator when its first line has no comma', () => {
    expect(importText('Aorta;Largest artery\nVein;To the heart, mostly', 'csv')).toEqual({
      ok: true,
      rows: [
        { front: 'Aorta', back: 'Largest artery' },
        { front: 'Vein', back: 'To the heart, mostly' },
      ],
    });
  });

  it('says which line lacks a definition and which quote is never closed', () => {
    expect(importText('Aorta,Largest artery\n\nVein\n', 'csv')).toEqual({
      ok: false,
      reason: 'Line 3 needs a term and a definition separated by a comma.',
    });
    expect(importText('a\tb\n"multi\nline"\tc\nd', 'tsv')).toEqual({
      ok: false,
      reason: 'Line 4 needs a term and a definition separated by a tab.',
    });
    expect(importText('Aorta,Largest\n"Vein,never closed\n', 'csv')).toEqual({
      ok: false,
      reason: 'A quoted field opened on line 2 is never closed.',
    });
  });

  it("skips the '#' lines at the top (Anki's text export settings, a comment), not a '#' card", () => {
    const anki = '#separator:tab\r\n#html:true\r\nAorta\tLargest artery\r\n#1 cause\tSmoking\r\n';
    expect(importText(anki, 'tsv')).toEqual({
      ok: true,
      rows: [
        { front: 'Aorta', back: 'Largest artery' },
        { front: '#1 cause', back: 'Smoking' },
      ],
    });
    // line numbers still count the skipped lines
    expect(importText('# my deck\nAorta\tLargest artery\nVein\n', 'tsv')).toEqual({
      ok: false,
      reason: 'Line 3 needs a term and a definition separated by a tab.',
    });
    expect(importText('#only a comment', 'csv')).toEqual({
      ok: false,
      reason: 'This file has no cards.',
    });
  });
});

describe('Quizlet paste', () => {
  it('splits each line at its first tab, or at its first comma when no line has a tab', () => {
    expect(
      importText('Aorta\tLargest artery, from the heart\nVein\tBack, to the heart', 'quizlet'),
    ).toEqual({
      ok: true,
      rows: [
        { front: 'Aorta', back: 'Largest artery, from the heart' },
        { front: 'Vein', back: 'Back, to the heart' },
      ],
    });
    expect(importText('Aorta,Largest artery, from the heart\r\n', 'quizlet')).toEqual({
      ok: true,
      rows: [{ front: 'Aorta', back: 'Largest artery, from the heart' }],
    });
    expect(importText('"Aorta"\t"x"', 'quizlet')).toMatchObject({
      rows: [{ front: '"Aorta"', back: '"x"' }],
    });
  });

  it('says what a line needs, and speaks of pasted text', () => {
    expect(importText('Aorta\tLargest artery\nVein', 'quizlet')).toEqual({
      ok: false,
      reason: 'Line 2 needs a term and a definition separated by a tab or comma.',
    });
    expect(importText(' \n\n', 'quizlet')).toEqual({
      ok: false,
      reason: 'The pasted text has no cards.',
    });
  });
});

describe('limits and untrusted text', () => {
  it('refuses an empty file, one with only a header, and one over 5,000 cards', () => {
    expect(importText('', 'csv')).toEqual({ ok: false, reason: 'This file has no cards.' });
    expect(importText('Term,Definition\n', 'csv')).toEqual({
      ok: false,
      reason: 'This file has no cards.',
    });
    const lines = (n: number) =>
      Array.from({ length: n }, (_, i) => `Term ${i},Definition ${i}`).join('\n');
    const max = DECK_LIMITS.maxCards;
    expect(importText(lines(max + 1), 'csv')).toEqual({
      ok: false,
      reason: 'This file has more than 5,000 cards.',
    });
    expect(importText(`Term,Definition\n${lines(max)}`, 'csv')).toMatchObject({
      ok: true,
      rows: { length: max },
    });
    expect(importText(lines(max + 1).replace(/,/g, '\t'), 'quizlet')).toEqual({
      ok: false,
      reason: 'The pasted text has more than 5,000 cards.',
    });
  });

  it('refuses text over 20 MB before reading it', () => {
    const huge = 'a,b\n'.repeat(DECK_LIMITS.maxFileBytes / 4 + 1);
    expect(importText(huge, 'csv')).toEqual({
      ok: false,
      reason: 'This file is larger than 20 MB.',
    });
  });

  it('gives a result for any text in every format, never an exception', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc
        .array(
          fc.constantFrom(
            '"',
            ',',
            '\t',
            ';',
            '\n',
            '\r',
            '\r\n',
            'a',
            ' ',
            '\ufeff',
            'Term',
            'Definition',
          ),
          {
            maxLength: 60,
          },
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(text, fc.constantFrom(...FORMATS), (input, format) => {
        const result = importText(input, format);
        if (result.ok) {
          expect(result.rows.length).toBeGreaterThan(0);
          expect(result.rows.length).toBeLessThanOrEqual(DECK_LIMITS.maxCards);
        } else {
          expect(result.reason).toMatch(/^[A-Z].*\.$/);
        }
      }),
    );
  });

  it('reads back rows written as CSV, whatever quotes, commas and line breaks they hold', () => {
    const text = fc
      .array(fc.constantFrom('a', 'Z', 'é', ' ', ',', '"', '\n', '\r\n', ';', '\t', '😀', "'"), {
        maxLength: 12,
      })
      .map((parts) => parts.join(''));
    const rowArb = fc
      .record({ front: text, back: text })
      .filter((r) => `${r.front}${r.back}`.trim() !== '');
    fc.assert(
      fc.property(
        fc.array(rowArb, { minLength: 1, maxLength: 20 }),
        fc.boolean(),
        (rows, alwaysQuote) => {
          const csv = [
            'Term,Definition',
            ...rows.map(
              (r) => `${csvField(r.front, alwaysQuote)},${csvField(r.back, alwaysQuote)}`,
            ),
          ].join('\r\n');
          expect(importText(csv, 'csv')).toEqual({ ok: true, rows });
        },
      ),
    );
  });
});
