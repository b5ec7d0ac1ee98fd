import { textProblem, textProblemMessage } from '../text-rules.js';
import { sanitizePlainText } from './sanitize.js';
import { BANNED_USERNAME_WORDS } from './username.js';
import { CUSTOM_SCHOOL_MAX } from './limits.js';

/**
 * The rules of a custom medical school name, the name a player types when their school is not
 * listed (issue 27, finding 10: a zero-width space made a look-alike of a real school, and HTML
 * entities were stored). The username's rules, made for a name of any script: no invisible,
 * format or control characters, no markup, one space between words, no banned word, and only
 * letters (any script, one alphabet per name), digits, spaces and the punctuation of real school
 * names. The server's schema and the browser's forms both use it (no zod here: it runs in the
 * browser).
 */
export const SCHOOL_NAME_MESSAGES = {
  required: 'Please enter your medical school’s name.',
  tooLong: 'School name is too long',
  charset: "School name can only contain letters, numbers, spaces and . , ' - & ( ) / :",
  letters: 'School name must contain at least two letters',
  marks: 'School name has an accent mark that is not on a letter; please retype it.',
  scripts:
    'School name mixes letters of different alphabets (such as Latin and Cyrillic); write it in one.',
  banned: 'School name contains inappropriate language',
} as const;

export type SchoolNameResult = { ok: true; name: string } | { ok: false; message: string };

/**
 * Characters that show nothing or change how text is shown, beyond the controls textProblem
 * finds: format characters (zero-width space and joiners, soft hyphen, word joiner, BOM…),
 * private-use and unassigned code points, line and paragraph separators, and the letters and
 * marks that draw nothing (Hangul fillers, braille blank, combining grapheme joiner, variation
 * selectors, Khmer's invisible vowels, Mongolian free variation selectors).
 */
const INVISIBLE_CATEGORIES = /[\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u;
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x034f, 0x034f], // combining grapheme joiner
  [0x115f, 0x1160], // Hangul choseong and jungseong fillers
  [0x17b4, 0x17b5], // Khmer inherent vowels
  [0x180b, 0x180f], // Mongolian free variation selectors
  [0x2800, 0x2800], // braille pattern blank
  [0x3164, 0x3164], // Hangul filler
  [0xfe00, 0xfe0f], // variation selectors
  [0xffa0, 0xffa0], // halfwidth Hangul filler
  [0xe0100, 0xe01ef], // variation selectors supplement
];

function hasInvisible(text: string): boolean {
  if (INVISIBLE_CATEGORIES.test(text)) return true;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (INVISIBLE_RANGES.some(([from, to]) => cp >= from && cp <= to)) return true;
  }
  return false;
}

/** What a name is made of: letters and marks of any script, digits, spaces and this punctuation. */
const ALLOWED = /^[\p{L}\p{M}\p{Nd} .,'’‘\-‐‑–—&()/:·]*$/u;

/** A mark (accent) must sit on a letter; more than four on one letter is stacking (Zalgo text). */
const STRAY_MARK = /(^|[^\p{L}\p{M}])\p{M}|\p{M}{5}/u;

/** Scripts a letter may belong to; letters of any other script count as one more ('other'). */
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Khmer',
  'Mongolian',
  'Ethiopic',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
].map((name) => ({ name, test: new RegExp(`^\\p{Script=${name}}$`, 'u') }));
const SHARED_SCRIPT = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/**
 * Scripts written together in one name (Unicode's 'highly restrictive' profile, UTS #39):
 * Japanese, Chinese and Korean with Latin. Any other mix is how a look-alike is made (a Cyrillic
 * 'а' in 'Harvard').
 */
const SCRIPT_MIXES = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

function scriptsOf(name: string): Set<string> {
  const scripts = new Set<string>();
  for (const ch of name) {
    if (!/\p{L}/u.test(ch) || SHARED_SCRIPT.test(ch)) continue;
    scripts.add(SCRIPTS.find((s) => s.test.test(ch))?.name ?? 'other');
  }
  return scripts;
}

function mixesScripts(name: string): boolean {
  const scripts = [...scriptsOf(name)];
  if (scripts.length <= 1) return false;
  return !SCRIPT_MIXES.some((mix) => scripts.every((s) => mix.has(s)));
}

/** Refused anywhere in a word: no real name holds these (checked word by word). */
const BANNED_ANYWHERE = ['fuck', 'nigger', 'nigga', 'faggot'];
/** The banned words may take these endings (crap → craps, rape → raped, kill → killing). */
const ENDINGS = ['', 's', 'es', 'd', 'ed', 'er', 'ers', 'ing', 'in'];

/**
 * The username's banned words, as whole words with their endings: a name is words, and the
 * username's substring match would refuse real places and people (Scunthorpe, Hellenic,
 * Dickinson, Therapeutics, Matsushita, Hospice). Letters are compared without accents.
 */
function hasBannedWord(name: string): boolean {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.some(
    (word) =>
      BANNED_ANYWHERE.some((bad) => word.includes(bad)) ||
      BANNED_USERNAME_WORDS.some((bad) => ENDINGS.some((end) => word === bad + end)),
  );
}

/**
 * Checks and normalizes a custom school name: NFKC (fullwidth and compatibility forms become
 * their ordinary letters), tags and stray angle brackets removed as in a username, every run of
 * spaces one space, trimmed. A blank name is `ok` with `name: ''`: whether one is required is
 * the caller's to say (SCHOOL_NAME_MESSAGES.required).
 */
export function validateSchoolName(raw: string): SchoolNameResult {
  const problem = textProblem(raw);
  if (problem) return { ok: false, message: textProblemMessage('School name', problem) };
  const normalized = raw.normalize('NFKC');
  if (hasInvisible(normalized)) {
    return { ok: false, message: textProblemMessage('School name', 'invisible') };
  }
  const name = sanitizePlainText(normalized).replace(/\s+/gu, ' ').trim();
  if (name === '') return { ok: true, name };
  if (name.length > CUSTOM_SCHOOL_MAX) return { ok: false, message: SCHOOL_NAME_MESSAGES.tooLong };
  if (!ALLOWED.test(name)) return { ok: false, message: SCHOOL_NAME_MESSAGES.charset };
  if (STRAY_MARK.test(name)) return { ok: false, message: SCHOOL_NAME_MESSAGES.marks };
  if ((name.match(/\p{L}/gu) ?? []).length < 2) {
    return { ok: false, message: SCHOOL_NAME_MESSAGES.letters };
  }
  if (mixesScripts(name)) return { ok: false, message: SCHOOL_NAME_MESSAGES.scripts };
  if (hasBannedWord(name)) return { ok: false, message: SCHOOL_NAME_MESSAGES.banned };
  return { ok: true, name };
}
