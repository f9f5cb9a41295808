import { expect, it } from 'vitest';
import { formatDuration, parseDuration } from './duration.ts';

it('reads durations as pipelines write them', () => {
  expect(parseDuration('timeout', '2h')).toBe(7_200_000);
  expect(parseDuration('timeout', '90m')).toBe(5_400_000);
  expect(parseDuration('interval', '10s')).toBe(10_000);
  expect(parseDuration('interval', '500ms')).toBe(500);
  expect(parseDuration('interval', '1.5')).toBe(1500);
  for (const bad of ['', '0', '-1s', '2 hours', '1h30m']) expect(() => parseDuration('timeout', bad)).toThrow(/--timeout must be a duration/);
});

it('writes durations as people read them', () => {
  expect(formatDuration(7_200_000)).toBe('2h');
  expect(formatDuration(90_000)).toBe('1m 30s');
  expect(formatDuration(200)).toBe('200ms');
});
