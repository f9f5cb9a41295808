import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { EmptyState } from '../../features/projects/empty-state.tsx';
import { ProjectListPage } from '../../features/projects/project-list-page.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function StarredPage() {
  useDocumentTitle('Starred');
  return (
    <PageBody wide>
      <PageHeader title="Starred" description="Projects you starred." />
      <ProjectListPage view="starred" empty={<EmptyState text="No starred projects yet. Star a project to find it here." />} />
    </PageBody>
  );
}
