import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ApiToken } from '@review/contract/tokens';
import { SCOPE_LABELS, describeExpiry, describeLastUsed } from '../../features/tokens/token-labels.ts';
import { useRevokeToken } from '../../features/tokens/use-tokens.ts';
import { describeError } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

/** One token: name, scope, when it was made and last used, its expiry, and Revoke after a confirmation. */
export function ApiTokenRow({ token, now }: { token: ApiToken; now: Date }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const revokeRef = useRef<HTMLButtonElement>(null);
  const revoke = useRevokeToken();
  const expiry = describeExpiry(token, now);

  // The promise rather than mutate's callbacks: those are dropped once the revoked row leaves the list.
  function handleRevoke() {
    revoke.mutateAsync(token.id).then(
      (reply) => toast.success(reply.message),
      () => undefined, // shown in the dialog, from revoke.error
    );
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium break-words">{token.name}</span>
          <Badge tone={token.scope === 'write' ? 'accent' : 'neutral'}>{SCOPE_LABELS[token.scope]}</Badge>
          {expiry.isExpired && <Badge className="text-danger">Expired</Badge>}
        </div>
        <p className="text-xs text-muted">
          Created <time dateTime={token.created_at}>{formatDate(token.created_at)}</time>
          {' · '}
          {describeLastUsed(token, now)}
          {!expiry.isExpired && <>{' · '}{expiry.label}</>}
        </p>
      </div>
      <Button ref={revokeRef} variant="danger" size="sm" aria-label={`Revoke ${token.name}`} onClick={() => setIsConfirming(true)}>
        Revoke
      </Button>
      {isConfirming && (
        <ConfirmDialog
          title="Revoke this token?"
          confirmLabel="Revoke"
          pendingLabel="Revoking..."
          isPending={revoke.isPending}
          error={revoke.error ? describeError(revoke.error) : undefined}
          onConfirm={handleRevoke}
          onClose={() => setIsConfirming(false)}
          returnFocusTo={revokeRef}
        >
          Scripts and agents using “{token.name}” will be refused from now on. This cannot be undone.
        </ConfirmDialog>
      )}
    </li>
  );
}
