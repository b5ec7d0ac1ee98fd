import { describe, expect, it } from 'vitest';
import { parsePageData } from './page-data.js';

describe('parsePageData', () => {
  it('reads what the server writes', () => {
    const page = {
      answers: { '/api/account/me': { user: null } },
      lazy: ['medle-end'],
      mobile: true,
    };
    expect(parsePageData(JSON.stringify(page))).toEqual(page);
  });

  it('is null for anything else, never an exception', () => {
    for (const text of [
      null,
      undefined,
      '',
      '{',
      '[]',
      '{"answers":[],"lazy":[],"mobile":false}',
      '{"answers":{},"lazy":[1],"mobile":false}',
      '{"answers":{},"lazy":[],"mobile":"yes"}',
    ])
      expect(parsePageData(text)).toBeNull();
  });
});
