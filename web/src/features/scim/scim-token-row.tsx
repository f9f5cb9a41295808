import { FormattedMessage, useIntl } from 'react-intl';
import type { ScimToken } from '@review/contract/scim';
import { formatDate } from '../../lib/format.ts';
import { RevokeButton } from '../tokens/revoke-button.tsx';
import { describeLastUsed } from '../tokens/token-labels.ts';
import { useRevokeScimToken } from './use-scim-tokens.ts';

/** One SCIM token: its name, who made it and when, its last use, and Revoke after a confirmation. */
export function ScimTokenRow({ token, now }: { token: ScimToken; now: Date }) {
  const intl = useIntl();
  const revoke = useRevokeScimToken();
  const created = <time dateTime={token.created_at}>{formatDate(token.created_at)}</time>;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="text-sm font-medium break-words">{token.name}</span>
        <p className="text-xs text-muted">
          {token.created_by ? (
            <FormattedMessage id="integrations.scim.row.createdBy" values={{ date: created, person: token.created_by }} />
          ) : (
            <FormattedMessage id="integrations.scim.row.created" values={{ date: created }} />
          )}
          {' · '}
          {describeLastUsed(token, now)}
        </p>
      </div>
      <RevokeButton name={token.name} id={token.id} revoke={revoke} title={intl.formatMessage({ id: 'integrations.scim.revoke.title' })}>
        {intl.formatMessage({ id: 'integrations.scim.revoke.body' }, { name: token.name })}
      </RevokeButton>
    </li>
  );
}
