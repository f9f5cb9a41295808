import { useIntl } from 'react-intl';
import type { Project } from '@review/contract/projects';
import { fileUrl } from '../../lib/format.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { fullName } from './project-format.ts';

const SHOWN = 4;

/** The owner then the members as overlapping initials avatars (stable colour per name), then '+N'. */
export function MemberAvatars({ project }: { project: Pick<Project, 'creator' | 'members'> }) {
  const intl = useIntl();
  const people = [project.creator, ...project.members];
  const names = people.map(fullName);
  // English keeps the plain comma list it always showed; other languages list names their own way.
  const list = intl.formatList(names, { type: intl.locale.startsWith('en') ? 'unit' : 'conjunction' });
  const extra = people.length - SHOWN;
  return (
    <div className="flex w-max items-center" role="img" aria-label={intl.formatMessage({ id: 'projects.members.avatars' }, { names: list })} title={list}>
      {people.slice(0, SHOWN).map((person, index) => (
        <Avatar key={`${person.email}-${index}`} name={names[index]!} src={person.avatar ? fileUrl(person.avatar) : null} size="sm" className="-ms-1 shrink-0 ring-2 ring-surface first:ms-0" />
      ))}
      {extra > 0 && (
        <span aria-hidden="true" className="-ms-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-subtle text-xs font-medium text-muted ring-2 ring-surface tabular">
          +{extra}
        </span>
      )}
    </div>
  );
}
