// Decks written as text (issue 32): a CSV or TSV file (term, definition) and text pasted from a
// Quizlet export (term TAB definition per line, or a comma, Quizlet's other usual separator).
// Pure and total: any string gives a result, never an exception. The rows go on to cards.ts.

import { DECK_LIMITS, type DeckRow } from './cards.js';

export type TextFormat = 'csv' | 'tsv' | 'quizlet';

export type TextImportResult =
  { readonly ok: true; readonly rows: DeckRow[] } | { readonly ok: false; readonly reason: string };

/** First rows that name the columns rather than hold a card ('Term,Definition'), compared folded. */
const HEADER_FIRST = new Set([
  'term',
  'terms',
  'front',
  'question',
  'questions',
  'word',
  'clue',
  'prompt',
]);
const HEADER_SECOND = new Set([
  'definition',
  'definitions',
  'back',
  'answer',
  'answers',
  'meaning',
]);

function isHeader(fields: readonly string[]): boolean {
  const [first, second] = fields.map((f) => f.trim().toLowerCase());
  return HEADER_FIRST.has(first ?? '') && HEADER_SECOND.has(second ?? '');
}

const MAX_CARDS = DECK_LIMITS.maxCards;
const TOO_MANY = `more than ${MAX_CARDS.toLocaleString('en-US')} cards.`;

type Records =
  { ok: true; records: { line: number; fields: string[] }[] } | { ok: false; reason: string };

/**
 * RFC 4180 records: a field in double quotes may hold the separator, line breaks and doubled
 * quotes (""); a quote inside an unquoted field is an ordinary character. Stops reading past
 * `limit` records that are not blank.
 */
function parseDelimited(text: string, separator: string, limit: number): Records {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const special = new RegExp(`[${separator === '\t' ? '\\t' : separator}\\r\\n]`, 'g');
  const endRecord = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    recordLine = line;
  };
  while (i < text.length) {
    if (records.length > limit) return { ok: true, records };
    const c = text[i]!;
    if (c === '"' && field === '') {
      const opened = line;
      i += 1;
      for (;;) {
        const next = text.indexOf('"', i);
        if (next < 0) {
          return { ok: false, reason: `A quoted field opened on line ${opened} is never closed.` };
        }
        const chunk = text.slice(i, next);
        field += chunk;
        line += countLines(chunk);
        if (text[next + 1] === '"') {
          field += '"';
          i = next + 2;
        } else {
          i = next + 1;
          break;
        }
      }
    } else if (c === separator) {
      fields.push(field);
      field = '';
      i += 1;
    } else if (c === '\r' || c === '\n') {
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      endRecord();
    } else {
      // Plain text up to the next separator or line break, in one step.
      special.lastIndex = i + 1;
      const stop = special.exec(text)?.index ?? text.length;
      field += text.slice(i, stop);
      i = stop;
    }
  }
  if (field !== '' || fields.length > 0) endRecord();
  return { ok: true, records };
}

function countLines(text: string): number {
  return (text.match(/\r\n|\r|\n/g) ?? []).length;
}

/** Quizlet's export: one card per line, term and definition split at the first tab (or comma). */
function quizletRecords(text: string, limit: number): Records {
  const lines = text.split(/\r\n|\r|\n/);
  const separator = lines.some((l) => l.includes('\t')) ? '\t' : ',';
  const records: { line: number; fields: string[] }[] = [];
  for (let k = 0; k < lines.length && records.length <= limit; k++) {
    const row = lines[k]!;
    if (row.trim() === '') continue;
    const at = row.indexOf(separator);
    records.push({ line: k + 1, fields: at < 0 ? [row] : [row.slice(0, at), row.slice(at + 1)] });
  }
  return { ok: true, records };
}

/** A CSV file's separator: a comma, unless the first line has none but has a semicolon or tab. */
function csvSeparator(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  if (firstLine.includes(',')) return ',';
  if (firstLine.includes(';')) return ';';
  return firstLine.includes('\t') ? '\t' : ',';
}

function readRecords(text: string, format: TextFormat): Records {
  const limit = MAX_CARDS + 1; // one more than a deck may hold, and a header row
  if (format === 'quizlet') return quizletRecords(text, limit);
  return parseDelimited(text, format === 'tsv' ? '\t' : csvSeparator(text), limit);
}

/**
 * The lines starting with '#' at the top of a file: Anki's text export opens with settings such
 * as '#separator:tab' and '#html:true', and a deck file may open with a comment. They are not
 * cards; a '#' further down is card text.
 */
function withoutHeaderLines(text: string): { text: string; skipped: number } {
  let at = 0;
  let skipped = 0;
  while (text.startsWith('#', at)) {
    const end = text.slice(at).search(/\r\n|\r|\n/);
    skipped += 1;
    if (end < 0) return { text: '', skipped };
    at += end + (text.startsWith('\r\n', at + end) ? 2 : 1);
  }
  return { text: text.slice(at), skipped };
}

const NEEDS_TWO = {
  csv: 'needs a term and a definition separated by a comma.',
  tsv: 'needs a term and a definition separated by a tab.',
  quizlet: 'needs a term and a definition separated by a tab or comma.',
} as const;

/**
 * A deck's rows from text: the term is the front, the definition the back; a header row is
 * dropped, blank lines are skipped and columns after the second are ignored.
 */
export function importText(text: string, format: TextFormat): TextImportResult {
  const source = format === 'quizlet' ? 'The pasted text' : 'This file';
  // Counted in characters: the route refuses a file over 20 MB of bytes before decoding it.
  if (text.length > DECK_LIMITS.maxFileBytes) {
    return { ok: false, reason: `${source} is larger than 20 MB.` };
  }
  const body = withoutHeaderLines(text.replace(/^\ufeff/, ''));
  const read = readRecords(body.text, format);
  if (!read.ok) return read;
  for (const record of read.records) record.line += body.skipped;
  const records =
    read.records.length > 0 && isHeader(read.records[0]!.fields)
      ? read.records.slice(1)
      : read.records;
  if (records.length === 0) return { ok: false, reason: `${source} has no cards.` };
  if (records.length > MAX_CARDS) return { ok: false, reason: `${source} has ${TOO_MANY}` };
  const rows: DeckRow[] = [];
  for (const { line, fields } of records) {
    if (fields.length < 2) return { ok: false, reason: `Line ${line} ${NEEDS_TWO[format]}` };
    rows.push({ front: fields[0]!, back: fields[1]! });
  }
  return { ok: true, rows };
}
