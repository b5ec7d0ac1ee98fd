export interface MailtoFields {
  subject?: string;
  body?: string;
}

/** Percent-encodes text for a mailto header value; line breaks become CRLF (RFC 6068). */
function encodeValue(text: string): string {
  return encodeURIComponent(text.replace(/\r\n|\r|\n/g, '\r\n'));
}

/**
 * A mailto: URL that opens the visitor's mail app with the address, subject and body filled in.
 * Every part is percent-encoded, so '&', '?', '#', '%' or line breaks in the text stay text.
 */
export function buildMailtoUrl(to: string, { subject, body }: MailtoFields = {}): string {
  const address = to
    .trim()
    .split('@')
    .map((part) => encodeURIComponent(part))
    .join('@');
  const query = [
    subject ? `subject=${encodeValue(subject)}` : null,
    body ? `body=${encodeValue(body)}` : null,
  ].filter((part): part is string => part !== null);
  return `mailto:${address}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}
