import type { ComponentType } from 'react';
import { useCurrentUser } from '../../features/session/use-session.ts';
import { ScimTokensSection } from '../../features/scim/scim-tokens-section.tsx';
import { SsoStatusSection } from '../../features/sso/sso-status-section.tsx';
import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { AuditLogSection } from './audit-log-section.tsx';
import { UsersSection } from './users-section.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The Administration's sections, in the order shown: each a component of its own, with its own queries. */
const SECTIONS: ComponentType[] = [SsoStatusSection, ScimTokensSection, UsersSection, AuditLogSection];

/** `/admin`: single sign-on, SCIM provisioning, the server's accounts and its audit log, for its administrators (npm run admin -- set-admin). */
export function AdminPage() {
  useDocumentTitle('Administration');
  const user = useCurrentUser();
  if (!user.is_admin) {
    return (
      <PageBody>
        <PageHeader title="Administration" />
        <p className="rounded-lg border border-line bg-surface p-5 text-sm">
          Only administrators of this server can see the Administration. Ask whoever runs it to make you one (
          <code className="font-mono text-xs">npm run admin -- set-admin</code>).
        </p>
      </PageBody>
    );
  }
  return (
    <PageBody wide>
      <PageHeader title="Administration" description="Company sign-in, provisioning, everyone with an account on this server, and the audit log of who did what." />
      {SECTIONS.map((Section, index) => (
        <Section key={index} />
      ))}
    </PageBody>
  );
}
