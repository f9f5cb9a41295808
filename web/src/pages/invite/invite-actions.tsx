import { Link, useNavigate } from 'react-router';
import type { InvitationPreview } from '@review/contract/invitations';
import { Button, buttonClass } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { useAcceptInvitation } from './use-invitation.ts';

export interface InviteActionsProps {
  token: string;
  invitation: InvitationPreview;
  isSignedIn: boolean;
}

/** Signed out: log in or sign up, then back here. Signed in: accept, then the project's board. */
export function InviteActions({ token, invitation, isSignedIn }: InviteActionsProps) {
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  const next = `?next=${encodeURIComponent(`/invite/${token}`)}`;

  if (!isSignedIn) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">Log in or create an account with {invitation.email} to join.</p>
        <Link to={`/login${next}`} className={buttonClass('primary', 'md', 'w-full')}>
          Log in to accept
        </Link>
        <Link to={`/sign-up${next}`} className={buttonClass('secondary', 'md', 'w-full')}>
          Sign up
        </Link>
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
