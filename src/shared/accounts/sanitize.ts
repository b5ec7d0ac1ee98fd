/**
 * Sanitised text allows no markup (spec 01 §9). Tags are removed, any stray angle bracket is
 * dropped, control characters are removed and the result is trimmed.
 */
export function sanitizePlainText(input: string): string {
  return input
    .replace(/<[^>]*>/g, '')
    .replace(/[<>]/g, '')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .trim();
}
