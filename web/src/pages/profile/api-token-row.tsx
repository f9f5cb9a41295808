import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiToken } from '@review/contract/tokens';
import { describeExpiry, describeLastUsed, scopeLabel } from '../../features/tokens/token-labels.ts';
import { useRevokeToken } from '../../features/tokens/use-tokens.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { RevokeButton } from '../../features/tokens/revoke-button.tsx';

/** One token: name, scope, when it was made and last used, its expiry, and Revoke after a confirmation. */
export function ApiTokenRow({ token, now }: { token: ApiToken; now: Date }) {
  const intl = useIntl();
  const revoke = useRevokeToken();
  const expiry = describeExpiry(token, now);

  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium break-words">{token.name}</span>
          <Badge tone={token.scope === 'write' ? 'accent' : 'neutral'}>{scopeLabel(token.scope)}</Badge>
          {expiry.isExpired && <Badge className="text-danger">{intl.formatMessage({ id: 'account.tokens.expired' })}</Badge>}
        </div>
        <p className="text-xs text-muted">
          <FormattedMessage id="account.tokens.created" values={{ date: <time dateTime={token.created_at}>{formatDate(token.created_at)}</time> }} />
          {' · '}
          {describeLastUsed(token, now)}
          {!expiry.isExpired && <>{' · '}{expiry.label}</>}
        </p>
      </div>
      <RevokeButton name={token.name} id={token.id} revoke={revoke} title={intl.formatMessage({ id: 'account.tokens.revokeTitle' })}>
        {intl.formatMessage({ id: 'account.tokens.revokeBody' }, { name: token.name })}
      </RevokeButton>
    </li>
  );
}
