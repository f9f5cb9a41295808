import { describe, expect, it } from 'vitest';
import { addBusinessDays } from './business-days.ts';

describe('addBusinessDays', () => {
  it('skips the weekend: 2 business days after a Thursday is the Monday', () => {
    expect(addBusinessDays('2026-11-26T15:00:00.000Z', 2)).toBe('2026-11-30');
  });

  it('counts from a Friday to the Monday, and from a Saturday to the Monday', () => {
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30');
  });

  it('crosses several weeks and a month end', () => {
    expect(addBusinessDays('2026-11-23', 10)).toBe('2026-12-07');
  });
});
