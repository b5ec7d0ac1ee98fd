/**
 * Sanitised text allows no markup (docs/product.md#username-rules). Tags are removed, any stray
 * angle bracket is dropped, control characters are removed and the result is trimmed.
 */
export function sanitizePlainText(input: string): string {
  const withoutMarkup = input.replace(/<[^>]*>/g, '').replace(/[<>]/g, '');
  return Array.from(withoutMarkup)
    .filter((ch) => !isControl(ch.charCodeAt(0)))
    .join('')
    .trim();
}

/** C0 controls and DEL, except tab, line feed and carriage return. */
function isControl(code: number): boolean {
  return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
}
