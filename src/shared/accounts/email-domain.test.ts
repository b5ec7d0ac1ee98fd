import { describe, expect, it } from 'vitest';
import { emailDomain, emailMatchesSchoolDomains, isEmailIdentifier } from './email-domain.js';

describe('emailMatchesSchoolDomains', () => {
  it('matches the exact domain or a subdomain, case-insensitively', () => {
    expect(emailMatchesSchoolDomains('a@uab.edu', ['uab.edu'])).toBe(true);
    expect(emailMatchesSchoolDomains('a@Med.UAB.edu', ['uab.edu'])).toBe(true);
    expect(emailMatchesSchoolDomains('a@uab.edu', ['UAB.EDU'])).toBe(true);
  });

  it('never matches a plain substring', () => {
    expect(emailMatchesSchoolDomains('a@musc.edu', ['sc.edu'])).toBe(false);
    expect(emailMatchesSchoolDomains('a@rvu.edu.in', ['rvu.edu'])).toBe(false);
    expect(emailMatchesSchoolDomains('a@notuab.edu', ['uab.edu'])).toBe(false);
  });

  it('accepts any address for a school without listed domains, and none without a domain', () => {
    expect(emailMatchesSchoolDomains('a@gmail.com', [])).toBe(true);
    expect(emailMatchesSchoolDomains('nodomain', ['uab.edu'])).toBe(false);
  });

  it('reads the domain and tells emails from usernames', () => {
    expect(emailDomain('x@Y.Org')).toBe('y.org');
    expect(emailDomain('x@')).toBeNull();
    expect(isEmailIdentifier('a@b.co')).toBe(true);
    expect(isEmailIdentifier('doc_ock')).toBe(false);
  });
});
