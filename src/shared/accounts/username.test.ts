import { describe, expect, it } from 'vitest';
import { validateUsername } from './username.js';
import { ACCOUNT_MESSAGES as M } from './messages.js';

describe('validateUsername', () => {
  it('accepts letters, digits and underscores of 3 to 20 characters', () => {
    expect(validateUsername('abc')).toEqual({ ok: true, username: 'abc' });
    expect(validateUsername('Med_Student_2026')).toEqual({
      ok: true,
      username: 'Med_Student_2026',
    });
    expect(validateUsername('a'.repeat(20)).ok).toBe(true);
  });

  it('trims and strips markup first', () => {
    expect(validateUsername('  <b>doc_ock</b> ')).toEqual({ ok: true, username: 'doc_ock' });
    expect(validateUsername('<script>x</script>abc')).toEqual({ ok: true, username: 'xabc' });
  });

  it('checks the charset before the length, as docs/product.md#username-rules orders them', () => {
    expect(validateUsername('a b')).toMatchObject({ ok: false, message: M.usernameCharset });
    expect(validateUsername('é')).toMatchObject({ ok: false, message: M.usernameCharset });
    expect(validateUsername('ab')).toMatchObject({ ok: false, message: M.usernameLength });
    expect(validateUsername('')).toMatchObject({ ok: false, message: M.usernameLength });
    expect(validateUsername('a'.repeat(21))).toMatchObject({
      ok: false,
      message: M.usernameLength,
    });
  });

  it('refuses banned words anywhere, in any case, including those docs/product.md#username-rules names', () => {
    for (const name of ['killer_md', 'SKILLS', 'DamnIt', 'hello_doc', 'shell123', 'xxFUCKxx']) {
      expect(validateUsername(name), name).toMatchObject({ ok: false, message: M.usernameBanned });
    }
  });
});
