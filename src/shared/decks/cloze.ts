// Anki's cloze markup, `{{c1::answer::hint}}`, read without a regular expression so nested clozes
// (`{{c1::a {{c2::b}} c}}`, allowed since Anki 2.1.56) and stray braces come out right. Pure: the
// server's .apkg reader (src/server/features/decks/apkg.ts) and the card rules (cards.ts) share it.

interface ClozeNode {
  readonly n: number;
  readonly parts: readonly Part[];
}
type Part = string | ClozeNode;

const OPEN = /^\{\{c(\d{1,4})::/;
/** Render with no cloze hidden (Anki numbers clozes from 1). */
const NONE = -1;
/** Deeper nesting than any real card reads as text, so rendering cannot exhaust the stack. */
const MAX_DEPTH = 8;

/** Splits text into plain strings and cloze nodes; an unclosed `{{c1::` stays plain text. */
function parse(text: string): Part[] {
  const root: Part[] = [];
  const stack: { n: number; parts: Part[]; start: number; outer: Part[] }[] = [];
  let parts = root;
  let plain = '';
  const flush = () => {
    if (plain) parts.push(plain);
    plain = '';
  };
  for (let i = 0; i < text.length;) {
    const open =
      stack.length < MAX_DEPTH && text.startsWith('{{c', i)
        ? OPEN.exec(text.slice(i, i + 12))
        : null;
    if (open) {
      flush();
      const inner: Part[] = [];
      stack.push({ n: Number(open[1]), parts: inner, start: i, outer: parts });
      parts = inner;
      i += open[0].length;
    } else if (stack.length > 0 && text.startsWith('}}', i)) {
      flush();
      const node = stack.pop()!;
      parts = node.outer;
      parts.push({ n: node.n, parts: node.parts });
      i += 2;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  flush();
  // An opened cloze never closed: give its text back as it was written.
  while (stack.length > 0) {
    const node = stack.pop()!;
    node.outer.push(
      text.slice(node.start, node.start + OPEN.exec(text.slice(node.start))![0].length),
    );
    for (const part of node.parts) node.outer.push(part);
    parts = node.outer;
  }
  return mergeStrings(root);
}

function mergeStrings(parts: Part[]): Part[] {
  const out: Part[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (typeof part === 'string' && typeof last === 'string') out[out.length - 1] = last + part;
    else out.push(part);
  }
  return out;
}

/** A cloze's hint is what follows `::` in its own text (`{{c1::answer::hint}}`). */
function splitHint(node: ClozeNode): { parts: Part[]; hint: string } {
  const parts = [...node.parts];
  for (let k = parts.length - 1; k >= 0; k--) {
    const part = parts[k];
    if (typeof part !== 'string') continue;
    const at = part.indexOf('::');
    if (at < 0) continue;
    const hint = [part.slice(at + 2), ...parts.slice(k + 1).map((p) => render(p, NONE))].join('');
    parts.splice(k, parts.length - k, part.slice(0, at));
    return { parts, hint: hint.trim() };
  }
  return { parts, hint: '' };
}

/** The text with cloze `hidden` shown as a blank (and its hint), every other cloze as its text. */
function render(part: Part, hidden: number): string {
  if (typeof part === 'string') return part;
  const { parts, hint } = splitHint(part);
  if (part.n === hidden) return hint ? `____ (${hint})` : '____';
  return parts.map((p) => render(p, hidden)).join('');
}

/** Each cloze number's hidden texts, in the order they appear, nested clozes included. */
function answers(parts: readonly Part[], into: Map<number, string[]>): Map<number, string[]> {
  for (const part of parts) {
    if (typeof part === 'string') continue;
    const text = splitHint(part)
      .parts.map((p) => render(p, NONE))
      .join('');
    const texts = into.get(part.n);
    if (texts) texts.push(text);
    else into.set(part.n, [text]);
    answers(part.parts, into);
  }
  return into;
}

function numbers(parts: readonly Part[], into: Set<number>): Set<number> {
  for (const part of parts) {
    if (typeof part === 'string') continue;
    into.add(part.n);
    numbers(part.parts, into);
  }
  return into;
}

/** The text with every cloze replaced by its answer: `{{c1::aorta::vessel}}` → `aorta`. */
export function stripCloze(text: string): string {
  return parse(text)
    .map((p) => render(p, NONE))
    .join('');
}

/** Whether the text holds at least one cloze. */
export function hasCloze(text: string): boolean {
  return parse(text).some((p) => typeof p !== 'string');
}

export interface ClozeCard {
  readonly n: number;
  /** the text with this cloze blanked (`____`) and the others shown as their text */
  readonly clue: string;
  /** the hidden text; several places with one number give their distinct texts joined by a space */
  readonly answer: string;
}

/**
 * One card per cloze number, in number order, as Anki makes one card per number; at most `limit`
 * cards. Each top-level part is rendered once as plain text; a card re-renders only the parts
 * that hold its number.
 */
export function clozeCards(text: string, limit = Infinity): ClozeCard[] {
  const parts = parse(text);
  const plain = parts.map((p) => render(p, NONE));
  const inPart = parts.map((p) => numbers([p], new Set()));
  const hidden = answers(parts, new Map());
  return [...hidden.keys()]
    .sort((a, b) => a - b)
    .slice(0, limit)
    .map((n) => {
      const answer = [...new Set(hidden.get(n)!.map((t) => t.trim()))].join(' ');
      const clue = parts.map((p, k) => (inPart[k]!.has(n) ? render(p, n) : plain[k]!)).join('');
      return { n, clue, answer };
    });
}
