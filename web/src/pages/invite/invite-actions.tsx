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
  const accept = useAcceptInvitation(token);
  const signUpAndJoin = useSignUpAndJoin(token);
  const navigate = useNavigate();
  const next = `?next=${encodeURIComponent(`/invite/${token}`)}`;

  const join = (body: RegisterBody) =>
    signUpAndJoin.mutateAsync(body).then(({ joined }) => {
      toast.success(`Welcome! You joined ${joined.data.project_name}.`);
      void navigate(`/project/${joined.data.id}`, { replace: true });
    });

  // The address already has an account: its owner signs in here (the address filled in), then accepts.
  if (!isSignedIn && invitation.has_account) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">You already have an account with this address. Sign in to accept.</p>
        <SignInForm email={invitation.email} isEmailFixed />
      </div>
    );
  }

  if (!isSignedIn || signUpAndJoin.isPending) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          New here? Create your account to join.{' '}
          <Link to={`/login${next}`} state={{ email: invitation.email }} className="font-medium text-accent-text underline-offset-2 hover:underline">
            Log in to accept
          </Link>{' '}
          if you already have one.
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
      {!invitation.is_pending && <p className="text-sm text-muted">This invitation was already accepted.</p>}
      <Button className="w-full" disabled={accept.isPending} onClick={handleAccept}>
        {accept.isPending ? 'Joining...' : invitation.is_pending ? 'Accept invitation' : 'Open the project'}
      </Button>
      <ErrorText>{accept.error?.message}</ErrorText>
      <Link to="/" className="self-center text-sm font-medium text-accent-text underline-offset-2 hover:underline">
        Go to the dashboard
      </Link>
    </div>
  );
}
