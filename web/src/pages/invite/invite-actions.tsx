import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { RegisterBody } from '@review/contract/auth';
import type { InvitationPreview } from '@review/contract/invitations';
import { SignInForm } from '../../features/session/sign-in-form.tsx';
import { SignUpForm } from '../../features/session/sign-up-form.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { useAcceptInvitation } from './use-invitation.ts';
import { useSignUpAndJoin } from './use-sign-up-and-join.ts';

export interface InviteActionsProps {
  token: string;
  invitation: InvitationPreview;
  isSignedIn: boolean;
}

/**
 * Signed out: create the account here, with the invited address, and land in the project; an
 * address that already has an account signs in here instead. Signed in: accept, then the project's
 * board.
 */
export function InviteActions({ token, invitation, isSignedIn }: InviteActionsProps) {
  const intl = useIntl();
  const accept = useAcceptInvitation(token);
  const signUpAndJoin = useSignUpAndJoin(token);
  const navigate = useNavigate();
  const next = `?next=${encodeURIComponent(`/invite/${token}`)}`;

  const join = (body: RegisterBody) =>
    signUpAndJoin.mutateAsync(body).then(({ joined }) => {
      toast.success(intl.formatMessage({ id: 'account.invite.joined' }, { project: joined.data.project_name }));
      void navigate(`/project/${joined.data.id}`, { replace: true });
    });

  // The address already has an account: its owner signs in here (the address filled in), then accepts.
  if (!isSignedIn && invitation.has_account) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'account.invite.hasAccount' })}</p>
        <SignInForm email={invitation.email} isEmailFixed />
      </div>
    );
  }

  if (!isSignedIn || signUpAndJoin.isPending) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          <FormattedMessage
            id="account.invite.newHere"
            values={{
              link: (chunks) => (
                <Link to={`/login${next}`} state={{ email: invitation.email }} className="font-medium text-accent-text underline-offset-2 hover:underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
        <SignUpForm invitation={{ email: invitation.email, join, isJoining: signUpAndJoin.isPending, error: signUpAndJoin.error }} />
      </div>
    );
  }

  function handleAccept() {
    accept.mutate(undefined, { onSuccess: (reply) => void navigate(`/project/${reply.data.id}`, { replace: true }) });
  }

  return (
    <div className="flex flex-col gap-3">
      {!invitation.is_pending && <p className="text-sm text-muted">{intl.formatMessage({ id: 'account.invite.alreadyAccepted' })}</p>}
      <Button className="w-full" disabled={accept.isPending} onClick={handleAccept}>
        {intl.formatMessage({ id: accept.isPending ? 'account.signUp.pending' : invitation.is_pending ? 'account.invite.accept' : 'account.invite.open' })}
      </Button>
      <ErrorText>{accept.error?.message}</ErrorText>
      <Link to="/" className="self-center text-sm font-medium text-accent-text underline-offset-2 hover:underline">
        {intl.formatMessage({ id: 'account.invite.dashboard' })}
      </Link>
    </div>
  );
}
