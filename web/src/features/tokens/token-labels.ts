import type { ApiToken, TokenScope } from '@review/contract/tokens';
import { formatDate, formatTimeAgo } from '../../lib/format.ts';

export const SCOPE_LABELS: Record<TokenScope, string> = { read: 'Read only', write: 'Read and write' };

/** 'No expiry', 'Expires Jul 01, 2026', or 'Expired' once the moment has passed. */
export function describeExpiry(token: Pick<ApiToken, 'expires_at'>, now: Date): { label: string; isExpired: boolean } {
  if (!token.expires_at) return { label: 'No expiry', isExpired: false };
  const isExpired = Date.parse(token.expires_at) <= now.getTime();
  return { label: isExpired ? 'Expired' : `Expires ${formatDate(token.expires_at)}`, isExpired };
}

/** 'Never used', or how long ago it was last used ('Last used 5 min ago'). */
export function describeLastUsed(token: Pick<ApiToken, 'last_used_at'>, now: Date): string {
  return token.last_used_at ? `Last used ${formatTimeAgo(token.last_used_at, now)}` : 'Never used';
}

/**
 * The expiry sent for a date picked in the form: the end of that day on the viewer's clock, so a
 * token picked to expire 'on Jul 01' still works all of Jul 01. Null for no date.
 */
export function expiryFromDateInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return new Date(year, month - 1, day, 23, 59, 59, 999).toISOString();
}

/** Today's date as a date input writes it, on the viewer's clock: the earliest expiry the form offers. */
export function todayForDateInput(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
