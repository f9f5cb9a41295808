import clsx from 'clsx';
import { useIntl } from 'react-intl';
import { fileUrl } from '../../lib/format.ts';
import { Avatar } from '../../ui/avatar.tsx';
import type { MentionPerson } from './mentions.ts';

export interface MentionListProps {
  id: string;
  people: readonly MentionPerson[];
  /** Index of the highlighted suggestion (the textarea keeps the focus). */
  active: number;
  onChoose: (person: MentionPerson) => void;
}

/** The suggestions under a composer while an '@name' is typed. */
export function MentionList({ id, people, active, onChoose }: MentionListProps) {
  const intl = useIntl();
  return (
    <ul id={id} role="listbox" aria-label={intl.formatMessage({ id: 'review.mentions.label' })} className="absolute inset-x-0 top-full z-30 mt-1 max-h-56 overflow-y-auto rounded-md border border-line bg-surface p-1 shadow-lg">
      {people.map((person, index) => (
        <li
          key={person.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          // Keep the focus in the textarea while the pointer chooses.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(person)}
          className={clsx('flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm', index === active ? 'bg-accent-soft text-accent-text' : 'hover:bg-subtle')}
        >
          <Avatar name={person.name} src={person.avatar ? fileUrl(person.avatar) : null} size="sm" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium">{person.name}</span>
            <span className="truncate text-xs text-muted">{person.email}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
