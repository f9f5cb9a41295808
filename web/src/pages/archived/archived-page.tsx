import { useIntl } from 'react-intl';
import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { EmptyState } from '../../features/projects/empty-state.tsx';
import { ProjectListPage } from '../../features/projects/project-list-page.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function ArchivedPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'projects.views.archived' });
  useDocumentTitle(title);
  return (
    <PageBody wide>
      <PageHeader title={title} description={intl.formatMessage({ id: 'projects.views.archivedDescription' })} />
      <ProjectListPage view="archived" empty={<EmptyState text={intl.formatMessage({ id: 'projects.views.archivedEmpty' })} />} />
    </PageBody>
  );
}
