import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { EmptyState } from '../../features/projects/empty-state.tsx';
import { ProjectListPage } from '../../features/projects/project-list-page.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function ArchivedPage() {
  useDocumentTitle('Archived');
  return (
    <PageBody wide>
      <PageHeader title="Archived" description="Projects you archived." />
      <ProjectListPage view="archived" empty={<EmptyState text="No archived projects." />} />
    </PageBody>
  );
}
