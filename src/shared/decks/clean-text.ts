// Deck text is untrusted (issue 32): a card's HTML becomes plain text here, before anything is
// shown, so no markup from a deck reaches a page. The page escapes what it draws as well; this
// makes the text read right ('heart<br>attack' → 'heart attack', '&amp;' → '&').

import { stripCloze } from './cloze.js';

/** Elements whose content is never text a player should see. */
const HIDDEN_OPEN = /<(script|style|template|head|title)\b[^<>]*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/**
 * Every pattern stops at the next '<' (or '['), so a field full of unclosed tags is read in one
 * pass rather than once per '<'.
 */

/** A line break or a block element separates words: 'heart<br>attack' is two words. */
const BLOCK_TAG =
  /<\/?(?:br|p|div|li|ul|ol|dl|dt|dd|tr|td|th|table|thead|tbody|tfoot|caption|h[1-6]|blockquote|pre|hr|section|article|header|footer|aside|nav|figure|figcaption|details|summary|center)\b[^<>]*>/gi;
/** Any other tag (inline: b, i, span, img, a …) goes without a space: '<b>aor</b>ta' is one word. */
const TAG = /<\/?[a-zA-Z][^<>]*>|<![a-zA-Z][^<>]*>/g;
const TAG_START = /<(?=[a-zA-Z/!?])/g;
/** Anki's media references in a field: `[sound:heart.mp3]`. */
const SOUND = /\[sound:[^[\]]*\]/g;
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g;

/** The named entities a card is likely to hold; an unknown name is left as written. */
// prettier-ignore
const NAMED: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ',
  ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”',
  laquo: '«', raquo: '»', bull: '•', middot: '·', deg: '°', plusmn: '±', times: '×',
  divide: '÷', micro: 'µ', le: '≤', ge: '≥', ne: '≠', asymp: '≈', rarr: '→', larr: '←',
  uarr: '↑', darr: '↓', harr: '↔', rArr: '⇒', copy: '©', reg: '®', trade: '™', sect: '§',
  para: '¶', frac12: '½', frac14: '¼', frac34: '¾', sup2: '²', sup3: '³', prime: '′',
  Prime: '″', shy: '', zwnj: '', zwj: '\u200d',
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ε', zeta: 'ζ', eta: 'η', theta: 'θ',
  iota: 'ι', kappa: 'κ', lambda: 'λ', mu: 'μ', nu: 'ν', xi: 'ξ', omicron: 'ο', pi: 'π',
  rho: 'ρ', sigma: 'σ', tau: 'τ', upsilon: 'υ', phi: 'φ', chi: 'χ', psi: 'ψ', omega: 'ω',
  Alpha: 'Α', Beta: 'Β', Gamma: 'Γ', Delta: 'Δ', Theta: 'Θ', Lambda: 'Λ', Pi: 'Π',
  Sigma: 'Σ', Phi: 'Φ', Psi: 'Ψ', Omega: 'Ω',
  eacute: 'é', egrave: 'è', ecirc: 'ê', euml: 'ë', aacute: 'á', agrave: 'à', acirc: 'â',
  auml: 'ä', aring: 'å', atilde: 'ã', iacute: 'í', igrave: 'ì', icirc: 'î', iuml: 'ï',
  oacute: 'ó', ograve: 'ò', ocirc: 'ô', ouml: 'ö', otilde: 'õ', oslash: 'ø', uacute: 'ú',
  ugrave: 'ù', ucirc: 'û', uuml: 'ü', ccedil: 'ç', ntilde: 'ñ', szlig: 'ß', aelig: 'æ',
  oelig: 'œ', Eacute: 'É', Auml: 'Ä', Ouml: 'Ö', Uuml: 'Ü', Ccedil: 'Ç', Ntilde: 'Ñ',
};

function fromCodePoint(code: number): string {
  const usable = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return usable ? String.fromCodePoint(code) : '\ufffd';
}

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec !== undefined) return fromCodePoint(Number(dec));
    if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
    return Object.hasOwn(NAMED, name!) ? NAMED[name!]! : whole;
  });
}

/**
 * Characters that are never shown: control characters (as spaces), the bidi controls that reorder
 * text (as in src/shared/text-rules.ts), zero-width spaces and soft hyphens; a lone UTF-16
 * surrogate becomes U+FFFD.
 */
const CONTROL = /\p{Cc}/gu;
const INVISIBLE = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\u00ad]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with hidden elements removed; one never closed hides the rest, as in a browser. */
function removeHidden(text: string): string {
  const open = new RegExp(HIDDEN_OPEN);
  let out = '';
  let at = 0;
  for (let found = open.exec(text); found; found = open.exec(text)) {
    out += text.slice(at, found.index) + ' ';
    const close = new RegExp(`</${found[1]}\\s*>`, 'gi');
    close.lastIndex = open.lastIndex;
    if (!close.exec(text)) return out;
    at = close.lastIndex;
    open.lastIndex = at;
  }
  return out + text.slice(at);
}

/** A field is read up to here; a clue is cut far shorter (cards.ts), so nothing is lost. */
const MAX_RAW_CHARS = 100_000;

/**
 * A card's field as plain text: HTML tags removed (line breaks and block elements become spaces),
 * entities decoded, cloze markup replaced by its answer, whitespace collapsed. A '<' that starts
 * no tag ('K+ < 3.5') stays.
 */
export function cleanText(raw: string): string {
  const text = removeHidden(raw.slice(0, MAX_RAW_CHARS))
    .replace(COMMENT, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(TAG, '')
    .replace(SOUND, ' ');
  // Decoded entities can spell a tag ('&lt;b&gt;'); it is removed too. What still reads as the
  // start of a tag (from nesting, '<<b>b>', or cloze markup, '<{{c1::b}}>') gets a space after
  // its '<', so no text from a deck ever holds a tag: 'x<y' → 'x< y'.
  return stripCloze(decodeEntities(text).replace(TAG, ''))
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(CONTROL, ' ')
    .replace(INVISIBLE, '')
    .replace(TAG_START, '< ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * At most `max` characters (code points, so no emoji is cut in half), ending '…' when cut. With
 * `keep`, the cut keeps that text in view (a cloze clue's blank), with '…' on the side cut off.
 */
export function clip(text: string, max: number, keep?: string): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const at = keep ? Array.from(text.slice(0, Math.max(0, text.indexOf(keep)))).length : 0;
  const keepEnd = keep && text.includes(keep) ? at + Array.from(keep).length : 0;
  if (keepEnd <= max - 1)
    return (
      chars
        .slice(0, max - 1)
        .join('')
        .trimEnd() + '…'
    );
  const start = at - Math.floor(max / 2);
  if (start + max - 1 >= chars.length)
    return `…${chars
      .slice(chars.length - (max - 1))
      .join('')
      .trimStart()}`;
  return `…${chars
    .slice(start, start + max - 2)
    .join('')
    .trim()}…`;
}

/** Letters that Unicode's decomposition does not fold to A–Z. */
// prettier-ignore
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'SS', ẞ: 'SS', Æ: 'AE', æ: 'AE', Œ: 'OE', œ: 'OE', Ø: 'O', ø: 'O', Ł: 'L', ł: 'L',
  Đ: 'D', đ: 'D', Ð: 'D', ð: 'D', Þ: 'TH', þ: 'TH', ı: 'I', Ħ: 'H', ħ: 'H',
};

/** Upper case with accents folded: 'Ménière' → 'MENIERE', 'Straße' → 'STRASSE'. */
export function foldLetters(text: string): string {
  return text
    .replace(/[ßẞÆæŒœØøŁłĐđÐðÞþıĦħ]/g, (c) => SPECIAL_LETTERS[c]!)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase();
}
