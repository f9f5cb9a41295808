import { describe, expect, it } from 'vitest';
import { fromLocalDateTimeInput, toLocalDateTimeInput } from './local-date-time.ts';

describe('fromLocalDateTimeInput', () => {
  it('reads the value on the viewer’s clock', () => {
    expect(fromLocalDateTimeInput('2025-07-01T17:30')).toBe(new Date(2025, 6, 1, 17, 30).toISOString());
    expect(fromLocalDateTimeInput('2025-12-31T23:59:30')).toBe(new Date(2025, 11, 31, 23, 59, 30).toISOString());
  });

  it('gives null for an empty or incomplete field', () => {
    expect(fromLocalDateTimeInput('')).toBeNull();
    expect(fromLocalDateTimeInput('2025-07-01')).toBeNull();
    expect(fromLocalDateTimeInput('2025-13-45T99:99')).toBeNull();
  });
});

describe('toLocalDateTimeInput', () => {
  it('shows an instant on the viewer’s clock, to the minute', () => {
    expect(toLocalDateTimeInput(new Date(2025, 0, 5, 8, 7, 45).toISOString())).toBe('2025-01-05T08:07');
  });

  it('round-trips with fromLocalDateTimeInput', () => {
    const iso = new Date(2026, 2, 29, 2, 30).toISOString();
    expect(fromLocalDateTimeInput(toLocalDateTimeInput(iso))).toBe(iso);
  });
});
