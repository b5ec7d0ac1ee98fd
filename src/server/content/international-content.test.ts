import { describe, expect, it } from 'vitest';
import { checkInternationalContent } from './international-check.js';

// issue 30 item 5 (docs/product.md#content-standard): every item in content/ gives SI values beside
// conventional lab units and the INN beside a US drug name, and keeps US spelling.
describe('content written for students everywhere', () => {
  it('has no SI-unit, drug-name or spelling problem in any item', () => {
    const { items, problems } = checkInternationalContent();
    expect(items).toBeGreaterThan(3000);
    expect(problems).toEqual([]);
  });
});
