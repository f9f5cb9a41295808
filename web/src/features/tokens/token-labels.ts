import type { ApiToken, TokenScope } from '@review/contract/tokens';
import { currentIntl, type MessageId } from '../../i18n/index.ts';
import { formatDate, formatTimeAgo } from '../../lib/format.ts';

const SCOPE_LABELS = { read: 'integrations.tokens.scope.read', write: 'integrations.tokens.scope.write' } satisfies Record<TokenScope, MessageId>;

/** A scope as the token form and list name it: 'Read only', 'Read and write'. */
export function scopeLabel(scope: TokenScope): string {
  return currentIntl().formatMessage({ id: SCOPE_LABELS[scope] });
}

/** 'No expiry', 'Expires Jul 01, 2026', or 'Expired' once the moment has passed. */
export function describeExpiry(token: Pick<ApiToken, 'expires_at'>, now: Date): { label: string; isExpired: boolean } {
  const intl = currentIntl();
  if (!token.expires_at) return { label: intl.formatMessage({ id: 'integrations.tokens.expiry.none' }), isExpired: false };
  const isExpired = Date.parse(token.expires_at) <= now.getTime();
  const label = isExpired ? intl.formatMessage({ id: 'integrations.tokens.expiry.expired' }) : intl.formatMessage({ id: 'integrations.tokens.expiry.date' }, { date: formatDate(token.expires_at) });
  return { label, isExpired };
}

/** 'Never used', or how long ago it was last used ('Last used 5 min. ago'). */
export function describeLastUsed(token: Pick<ApiToken, 'last_used_at'>, now: Date): string {
  const intl = currentIntl();
  return token.last_used_at ? intl.formatMessage({ id: 'integrations.tokens.lastUsed.ago' }, { ago: formatTimeAgo(token.last_used_at, now) }) : intl.formatMessage({ id: 'integrations.tokens.lastUsed.never' });
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
