import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { UseMutationResult } from '@tanstack/react-query';
import { describeError } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

/**
 * Revoke, after a confirmation saying what stops working: the row of a secret (a personal access
 * token, a SCIM token). The server's reply is a toast; a refusal stays in the dialog.
 */
export function RevokeButton<Id>({ name, id, revoke, title, children }: { name: string; id: Id; revoke: UseMutationResult<{ message: string }, Error, Id>; title: string; children: ReactNode }) {
  const intl = useIntl();
  const [isConfirming, setIsConfirming] = useState(false);
  const revokeRef = useRef<HTMLButtonElement>(null);

  // The promise rather than mutate's callbacks: those are dropped once the revoked row leaves the list.
  function handleRevoke() {
    revoke.mutateAsync(id).then(
      (reply) => toast.success(reply.message),
      () => undefined, // shown in the dialog, from revoke.error
    );
  }

  return (
    <>
      <Button ref={revokeRef} variant="danger" size="sm" aria-label={intl.formatMessage({ id: 'integrations.revoke.labelOf' }, { name })} onClick={() => setIsConfirming(true)}>
        {intl.formatMessage({ id: 'integrations.revoke.action' })}
      </Button>
      {isConfirming && (
        <ConfirmDialog
          title={title}
          confirmLabel={intl.formatMessage({ id: 'integrations.revoke.action' })}
          pendingLabel={intl.formatMessage({ id: 'integrations.revoke.pending' })}
          isPending={revoke.isPending}
          error={revoke.error ? describeError(revoke.error) : undefined}
          onConfirm={handleRevoke}
          onClose={() => setIsConfirming(false)}
          returnFocusTo={revokeRef}
        >
          {children}
        </ConfirmDialog>
      )}
    </>
  );
}
