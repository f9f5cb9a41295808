import { useMemo } from 'react';
import { useProject } from '../projects/use-project.ts';
import type { MentionPerson } from './mentions.ts';

/** The people a comment on the project's assets can mention: its owner and members, without the writer. */
export function useMentionPeople(projectId: number, selfId: number): MentionPerson[] {
  const { data: project } = useProject(String(projectId));
  return useMemo(() => {
    if (!project) return [];
    const { creator, members } = project;
    const people = [
      { id: creator.id, name: `${creator.first_name} ${creator.last_name}`.trim(), email: creator.email, avatar: creator.avatar },
      ...members.map((m) => ({ id: m.user_id, name: `${m.first_name} ${m.last_name}`.trim(), email: m.email, avatar: m.avatar })),
    ];
    return people.filter((person) => person.id !== selfId);
  }, [project, selfId]);
}
