import { Suspense, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { Invitation } from '@review/contract/invitations';
import { describeError } from '../../../lib/api-error.ts';
import { copyLink } from '../../../lib/copy-link.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { LinkIcon } from '../project-icons.tsx';
import { confirmDialog } from './lazy-dialogs.ts';
import { ROLE_LABELS } from './role-descriptions.ts';
import { useResendInvitation, useWithdrawInvitation } from './use-invitation-mutations.ts';

export function InvitationRow({ invitation }: { invitation: Invitation }) {
  const intl = useIntl();
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
        toast.success(intl.formatMessage({ id: 'projects.invitations.withdrawn' }));
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
          <span className="text-xs text-muted">
            <FormattedMessage id={ROLE_LABELS[invitation.role]} />
          </span>
        </div>
        <Badge>
          <FormattedMessage id="projects.invitations.pending" />
        </Badge>
      </div>
      <div className="-me-2 flex flex-wrap justify-end" aria-label={intl.formatMessage({ id: 'projects.invitations.of' }, { email: invitation.email })} role="group">
        {invitation.link && (
          <Button variant="ghost" size="sm" className="px-2!" onClick={() => void copyLink(invitation.link!, intl.formatMessage({ id: 'projects.invitations.copyPrompt' }))}>
            <LinkIcon /> <FormattedMessage id="projects.invitations.copy" />
          </Button>
        )}
        <Button variant="ghost" size="sm" className="px-2!" disabled={resend.isPending} onClick={handleResend}>
          <FormattedMessage id={resend.isPending ? 'projects.sending' : 'projects.invitations.resend'} />
        </Button>
        <Button ref={withdrawRef} variant="ghost" size="sm" className="px-2! text-danger!" onPointerEnter={confirmDialog.preload} onClick={() => setIsConfirming(true)}>
          <FormattedMessage id="projects.invitations.withdraw" />
        </Button>
      </div>
      {isConfirming && (
        <Suspense fallback={null}>
          <confirmDialog.Component
            title={intl.formatMessage({ id: 'projects.invitations.withdrawTitle' })}
            confirmLabel={intl.formatMessage({ id: 'projects.invitations.withdraw' })}
            pendingLabel={intl.formatMessage({ id: 'projects.invitations.withdrawing' })}
            isPending={withdraw.isPending}
            error={withdraw.error?.message}
            onConfirm={handleWithdraw}
            onClose={() => setIsConfirming(false)}
            returnFocusTo={withdrawRef}
          >
            <FormattedMessage id="projects.invitations.withdrawQuestion" />
          </confirmDialog.Component>
        </Suspense>
      )}
    </li>
  );
}
