import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { AuthCard } from '../../layout/auth-card.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { PublicLanguageSwitch } from '../../features/session/public-language-switch.tsx';
import { useSignedIn } from '../../features/session/use-signed-in.ts';
import { InviteActions } from './invite-actions.tsx';
import { useInvitationPreview } from './use-invitation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/invite/:token`: what the invitation is, then sign in or sign up (coming back here), or accept. */
export function InvitePage() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const isSignedIn = useSignedIn();
  const { data: invitation, error, isPending, refetch } = useInvitationPreview(token);
  useDocumentTitle(intl.formatMessage({ id: 'account.invite.documentTitle' }), invitation?.project_name);

  return (
    <>
      {!isSignedIn && <PublicLanguageSwitch />}
      <AuthCard title={intl.formatMessage({ id: 'account.invite.title' })} subtitle={intl.formatMessage({ id: 'account.invite.subtitle' })} footer={null}>
        {isPending && <p className="text-sm text-muted">{intl.formatMessage({ id: 'account.common.loading' })}</p>}
        {error && <LoadError message={error.message} onRetry={() => void refetch()} />}
        {invitation && (
          <div className="flex flex-col gap-5">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">{intl.formatMessage({ id: 'account.invite.project' })}</dt>
              <dd className="font-semibold break-words">{invitation.project_name}</dd>
              <dt className="text-muted">{intl.formatMessage({ id: 'account.invite.invitedBy' })}</dt>
              <dd className="break-words">{invitation.invited_by}</dd>
              <dt className="text-muted">{intl.formatMessage({ id: 'account.invite.role' })}</dt>
              <dd>{intl.formatMessage({ id: 'account.invite.roleName' }, { role: invitation.role })}</dd>
              <dt className="text-muted">{intl.formatMessage({ id: 'account.invite.for' })}</dt>
              <dd className="break-all">{invitation.email}</dd>
            </dl>
            <InviteActions token={token} invitation={invitation} isSignedIn={isSignedIn} />
          </div>
        )}
      </AuthCard>
    </>
  );
}
