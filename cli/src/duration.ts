import { usageError } from './errors.ts';

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** `2h`, `90m`, `10s`, `500ms` or a bare number of seconds, in milliseconds. */
export function parseDuration(option: string, text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  const ms = match ? Number(match[1]) * UNIT_MS[(match[2] ?? 's') as keyof typeof UNIT_MS] : Number.NaN;
  if (!(ms > 0)) throw usageError(`--${option} must be a duration such as 2h, 90m, 10s or 500ms, not "${text}"`);
  return ms;
}

/** A duration as people write it: `2h`, `1m 30s`, `500ms`. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  const parts: string[] = [];
  let rest = Math.round(ms / 1000);
  for (const [unit, seconds] of [['h', 3600], ['m', 60], ['s', 1]] as const) {
    if (rest >= seconds) parts.push(`${Math.floor(rest / seconds)}${unit}`);
    rest %= seconds;
  }
  return parts.join(' ');
}
