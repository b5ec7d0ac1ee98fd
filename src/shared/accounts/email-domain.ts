/** The domain part of an address, lower-cased, or null when the address has none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

/**
 * An address matches a school domain when its domain equals it or ends with "." + it (dot
 * boundary, case-insensitive). Never a plain substring: musc.edu does not match sc.edu.
 * A school with no listed domains accepts any address.
 */
export function emailMatchesSchoolDomains(email: string, domains: readonly string[]): boolean {
  if (domains.length === 0) return true;
  const domain = emailDomain(email);
  if (domain === null) return false;
  return domains.some((listed) => {
    const d = listed.trim().toLowerCase();
    return domain === d || domain.endsWith(`.${d}`);
  });
}

/** Sign-in input: containing @ means an email, otherwise a username (docs/product.md#sign-in). */
export function isEmailIdentifier(identifier: string): boolean {
  return identifier.includes('@');
}
