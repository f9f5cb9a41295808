import { useProject } from '../use-project.ts';

export interface ProjectSidePanelProps {
  projectId: number;
}

/** The project board's side panel: name, description, attachments, members, invitations, roles, storage. */
export function ProjectSidePanel({ projectId }: ProjectSidePanelProps) {
  const { data: project } = useProject(String(projectId));
  return (
    <aside aria-label="Project details" className="flex w-full flex-col gap-4 border-l border-line bg-surface p-4 md:w-80">
      <h2 className="text-base font-semibold break-words">{project?.project_name ?? 'Loading...'}</h2>
    </aside>
  );
}
