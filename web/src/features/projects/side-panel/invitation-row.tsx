import { Suspense, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Invitation } from '@review/contract/invitations';
import { describeError } from '../../../lib/api-error.ts';
import { copyLink } from '../../../lib/copy-link.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { LinkIcon } from '../project-icons.tsx';
import { confirmDialog } from './lazy-dialogs.ts';
import { useResendInvitation, useWithdrawInvitation } from './use-invitation-mutations.ts';

export function InvitationRow({ invitation }: { invitation: Invitation }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const withdrawRef = useRef<HTMLButtonElement>(null);
  const resend = useResendInvitation();
  const withdraw = useWithdrawInvitation();

  function handleResend() {
    resend.mutate(invitation.id, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (error) => toast.error(describeError(error)),
    });
  }

  function handleWithdraw() {
    withdraw.mutate(invitation.id, {
      onSuccess: () => {
        toast.success('Withdraw successfully!');
        setIsConfirming(false);
      },
    });
  }

  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <Avatar name={invitation.email} size="sm" />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-medium" title={invitation.email}>
            {invitation.email}
          </span>
          <span className="text-xs text-muted">{invitation.role}</span>
        </div>
        <Badge>Pending</Badge>
      </div>
      <div className="-me-2 flex flex-wrap justify-end" aria-label={`Invitation of ${invitation.email}`} role="group">
        {invitation.link && (
          <Button variant="ghost" size="sm" className="px-2!" onClick={() => void copyLink(invitation.link!, 'Copy the invitation link')}>
            <LinkIcon /> Copy link
          </Button>
        )}
        <Button variant="ghost" size="sm" className="px-2!" disabled={resend.isPending} onClick={handleResend}>
          {resend.isPending ? 'Sending...' : 'Resend'}
        </Button>
        <Button ref={withdrawRef} variant="ghost" size="sm" className="px-2! text-danger!" onPointerEnter={confirmDialog.preload} onClick={() => setIsConfirming(true)}>
          Withdraw
        </Button>
      </div>
      {isConfirming && (
        <Suspense fallback={null}>
          <confirmDialog.Component
            title="Confirm Withdrawal"
            confirmLabel="Withdraw"
            pendingLabel="Withdrawing..."
            isPending={withdraw.isPending}
            error={withdraw.error?.message}
            onConfirm={handleWithdraw}
            onClose={() => setIsConfirming(false)}
            returnFocusTo={withdrawRef}
          >
            Are you sure you want to withdraw this invitation?
          </confirmDialog.Component>
        </Suspense>
      )}
    </li>
  );
}
