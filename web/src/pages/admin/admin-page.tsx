import type { ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCurrentUser } from '../../features/session/use-session.ts';
import { ScimTokensSection } from '../../features/scim/scim-tokens-section.tsx';
import { SsoStatusSection } from '../../features/sso/sso-status-section.tsx';
import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { AuditLogSection } from './audit-log-section.tsx';
import { UsersSection } from './users-section.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The Administration's sections, in the order shown: each a component of its own, with its own queries. */
const SECTIONS: ComponentType[] = [SsoStatusSection, ScimTokensSection, UsersSection, AuditLogSection];

/** How an operator makes someone an administrator: a command, the same in every language. */
const SET_ADMIN_COMMAND = 'npm run admin -- set-admin';

/** `/admin`: single sign-on, SCIM provisioning, the server's accounts and its audit log, for its administrators (npm run admin -- set-admin). */
export function AdminPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'integrations.admin.title' });
  useDocumentTitle(title);
  const user = useCurrentUser();
  if (!user.is_admin) {
    return (
      <PageBody>
        <PageHeader title={title} />
        <p className="rounded-lg border border-line bg-surface p-5 text-sm">
          <FormattedMessage id="integrations.admin.notAdmin" values={{ command: <code className="font-mono text-xs">{SET_ADMIN_COMMAND}</code> }} />
        </p>
      </PageBody>
    );
  }
  return (
    <PageBody wide>
      <PageHeader title={title} description={intl.formatMessage({ id: 'integrations.admin.description' })} />
      {SECTIONS.map((Section, index) => (
        <Section key={index} />
      ))}
    </PageBody>
  );
}
