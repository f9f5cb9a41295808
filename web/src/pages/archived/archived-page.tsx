import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { ProjectNameList } from '../../features/projects/project-name-list.tsx';

export function ArchivedPage() {
  return (
    <PageBody>
      <PageHeader title="Archived" description="Projects you archived." />
      <ProjectNameList path="/my-archive" emptyText="No archived projects." />
    </PageBody>
  );
}
