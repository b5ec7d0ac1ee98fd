import { describe, expect, it } from 'vitest';
import { followLabel, socialNetworkName } from './social';

describe('socialNetworkName', () => {
  it('names known networks by host, subdomains included', () => {
    expect(socialNetworkName('https://www.instagram.com/medgrid')).toBe('Instagram');
    expect(socialNetworkName('https://x.com/medgrid')).toBe('X');
    expect(socialNetworkName('https://m.facebook.com/medgrid')).toBe('Facebook');
  });

  it('is null for unknown hosts, look-alikes and bad URLs', () => {
    expect(socialNetworkName('https://example.org/medgrid')).toBeNull();
    expect(socialNetworkName('https://notinstagram.com/medgrid')).toBeNull();
    expect(socialNetworkName('not a url')).toBeNull();
  });
});

describe('followLabel', () => {
  it('says where the link goes when it can', () => {
    expect(followLabel('https://www.instagram.com/medgrid')).toBe('Follow us on Instagram');
    expect(followLabel('https://example.org')).toBe('Follow us');
  });
});
