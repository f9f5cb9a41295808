import type { ScimToken } from '@review/contract/scim';
import { formatDate, formatTimeAgo } from '../../lib/format.ts';
import { RevokeButton } from '../tokens/revoke-button.tsx';
import { useRevokeScimToken } from './use-scim-tokens.ts';

/** One SCIM token: its name, who made it and when, its last use, and Revoke after a confirmation. */
export function ScimTokenRow({ token, now }: { token: ScimToken; now: Date }) {
  const revoke = useRevokeScimToken();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="text-sm font-medium break-words">{token.name}</span>
        <p className="text-xs text-muted">
          Created <time dateTime={token.created_at}>{formatDate(token.created_at)}</time>
          {token.created_by && <> by {token.created_by}</>}
          {' · '}
          {token.last_used_at ? `Last used ${formatTimeAgo(token.last_used_at, now)}` : 'Never used'}
        </p>
      </div>
      <RevokeButton name={token.name} id={token.id} revoke={revoke} title="Revoke this SCIM token?">
        The identity provider using “{token.name}” will be refused from now on, and accounts will no longer be created, updated or deactivated through it. This cannot be undone.
      </RevokeButton>
    </li>
  );
}
