import { useMemo } from 'react';
import { fullName } from '../projects/project-format.ts';
import { useProject } from '../projects/use-project.ts';

export interface ProjectPerson {
  id: number;
  name: string;
  avatar: string | null;
}

/** The project's owner, then its members: who may be asked to review its assets. */
export function useProjectPeople(projectId: number): { people: ProjectPerson[]; isReady: boolean } {
  const { data: project } = useProject(String(projectId));
  return useMemo(() => {
    if (!project) return { people: [], isReady: false };
    const owner = { id: project.creator.id, name: fullName(project.creator), avatar: project.creator.avatar };
    const members = project.members.map((member) => ({ id: member.user_id, name: fullName(member), avatar: member.avatar }));
    return { people: [owner, ...members.filter((member) => member.id !== owner.id)], isReady: true };
  }, [project]);
}
