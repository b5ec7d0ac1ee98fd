// The free-text rules without zod, so the browser can run them too (zod stays out of the client
// bundle: src/shared/accounts/limits.ts). text.ts wraps them as a zod check for the schemas.

/**
 * What a one-line text field a user sends must not hold (issue 13, finding 8):
 * - 'invalid': a lone UTF-16 surrogate (JSON "\ud800" parses to one); it cannot be stored as UTF-8;
 * - 'invisible': C0 and C1 control characters (tab and newlines included: no account or friend
 *   field takes them) and DEL, and the bidi controls that reorder how text is shown
 *   (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C).
 */
export type TextProblem = 'invalid' | 'invisible';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BIDI = new Set([
  0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
]);

function isInvisible(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || BIDI.has(code);
}

export function textProblem(text: string): TextProblem | null {
  if (LONE_SURROGATE.test(text)) return 'invalid';
  for (let i = 0; i < text.length; i++) if (isInvisible(text.charCodeAt(i))) return 'invisible';
  return null;
}

/** The message for a field, e.g. 'School name contains an invalid character; please remove it.' */
export function textProblemMessage(field: string, problem: TextProblem): string {
  return problem === 'invalid'
    ? `${field} contains an invalid character; please remove it.`
    : `${field} contains invisible control or text-direction characters; please remove them.`;
}
