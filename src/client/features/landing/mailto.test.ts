import { describe, expect, it } from 'vitest';
import { buildMailtoUrl } from './mailto';

describe('buildMailtoUrl', () => {
  it('addresses the mail and fills in the subject and body', () => {
    expect(
      buildMailtoUrl('hello@medgrid.local', { subject: 'MedGrid suggestion', body: 'More Medle!' }),
    ).toBe('mailto:hello@medgrid.local?subject=MedGrid%20suggestion&body=More%20Medle!');
  });

  it('keeps characters that mean something in a URL as text', () => {
    const url = buildMailtoUrl('hello@medgrid.local', { body: 'A & B? 100% #1 a=b' });
    expect(url).toBe('mailto:hello@medgrid.local?body=A%20%26%20B%3F%20100%25%20%231%20a%3Db');
    expect(new URL(url).searchParams.get('body')).toBe('A & B? 100% #1 a=b');
  });

  it('writes every line break as CRLF', () => {
    const url = buildMailtoUrl('a@b.c', { body: 'one\ntwo\r\nthree\rfour' });
    expect(url).toBe('mailto:a@b.c?body=one%0D%0Atwo%0D%0Athree%0D%0Afour');
  });

  it('encodes non-ASCII text as UTF-8', () => {
    expect(buildMailtoUrl('a@b.c', { subject: 'Idée — α' })).toBe(
      'mailto:a@b.c?subject=Id%C3%A9e%20%E2%80%94%20%CE%B1',
    );
  });

  it('leaves out empty fields and trims the address', () => {
    expect(buildMailtoUrl(' a@b.c ')).toBe('mailto:a@b.c');
    expect(buildMailtoUrl('a@b.c', { subject: '', body: 'x' })).toBe('mailto:a@b.c?body=x');
  });

  it('cannot be given extra headers through the address', () => {
    expect(buildMailtoUrl('a@b.c?bcc=evil@x.y')).toBe('mailto:a@b.c%3Fbcc%3Devil@x.y');
  });
});
