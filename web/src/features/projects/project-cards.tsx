import type { Project } from '@review/contract/projects';
import { ProjectCard } from './project-card.tsx';

/** The dashboard's card view: one column on phones, more as the window widens. */
export function ProjectCards({ projects }: { projects: Project[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {projects.map((project) => (
        <ProjectCard key={project.id} project={project} />
      ))}
    </div>
  );
}
