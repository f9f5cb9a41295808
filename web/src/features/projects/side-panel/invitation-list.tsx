import { useIntl } from 'react-intl';
import type { Project } from '@review/contract/projects';
import { InvitationRow } from './invitation-row.tsx';
import { PanelSection } from './panel-section.tsx';

/** Invitations not yet accepted (owners and admins only; the server sends none to members). */
export function InvitationList({ project }: { project: Project }) {
  const intl = useIntl();
  const pending = project.invitations.filter((invitation) => invitation.is_pending);
  if (pending.length === 0) return null;
  return (
    <PanelSection id="panel-invitations" title={intl.formatMessage({ id: 'projects.invitations.title' }, { count: pending.length })}>
      <ul className="flex flex-col gap-3">
        {pending.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </PanelSection>
  );
}
