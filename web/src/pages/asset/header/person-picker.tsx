import { useId } from 'react';
import { useIntl } from 'react-intl';

export interface PickerPerson {
  userId: number;
  name: string;
}

export interface PersonPickerProps {
  label: string;
  /** The chosen user's id, or null for 'Anyone (default)'. */
  value: number | null;
  people: readonly PickerPerson[];
  isDisabled?: boolean;
  onChange: (userId: number | null) => void;
}

/** The asset's Creator or Approver: 'Anyone (default)' or one of the project's people. */
export function PersonPicker({ label, value, people, isDisabled = false, onChange }: PersonPickerProps) {
  const intl = useIntl();
  const id = useId();
  // Someone who left the project still shows while assigned.
  const options = value !== null && !people.some((person) => person.userId === value) ? [...people, { userId: value, name: intl.formatMessage({ id: 'asset.people.formerMember' }) }] : people;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        // Quiet until pointed at: the header is about the design, not its assignments.
        className="h-8 max-w-44 rounded-md xl:max-2xl:max-w-40 border border-transparent bg-transparent px-1.5 text-sm text-fg hover:border-line hover:bg-surface focus-visible:border-line disabled:opacity-60"
      >
        <option value="">{intl.formatMessage({ id: 'asset.people.anyone' })}</option>
        {options.map((person) => (
          <option key={person.userId} value={person.userId}>
            {person.name}
          </option>
        ))}
      </select>
    </div>
  );
}
