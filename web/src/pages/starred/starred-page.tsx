import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { ProjectNameList } from '../../features/projects/project-name-list.tsx';

export function StarredPage() {
  return (
    <PageBody>
      <PageHeader title="Starred" description="Projects you starred." />
      <ProjectNameList path="/stared-by-me" emptyText="No starred projects yet. Star a project to find it here." />
    </PageBody>
  );
}
