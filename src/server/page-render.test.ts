import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { looksMobile } from './page-render.js';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('looksMobile', () => {
  it("believes Chromium's client hint first", () => {
    expect(looksMobile(request({ 'sec-ch-ua-mobile': '?1', 'user-agent': 'X11; Linux' }))).toBe(
      true,
    );
    expect(looksMobile(request({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Android Mobile' }))).toBe(
      false,
    );
  });

  it('else reads the user agent', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
    expect(looksMobile(request({ 'user-agent': iphone }))).toBe(true);
    expect(looksMobile(request({ 'user-agent': desktop }))).toBe(false);
    expect(looksMobile(request({}))).toBe(false);
  });

  it('believes the layout the browser last reported before anything else', () => {
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
    expect(looksMobile(request({ cookie: 'a=1; mg-layout=desktop', 'user-agent': phone }))).toBe(
      false,
    );
    expect(
      looksMobile(request({ cookie: 'mg-layout=mobile; b=2', 'sec-ch-ua-mobile': '?0' })),
    ).toBe(true);
    expect(looksMobile(request({ cookie: 'xmg-layout=mobile', 'user-agent': 'X11' }))).toBe(false);
  });
});
