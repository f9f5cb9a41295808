import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fileUrl } from '../../lib/format.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { TrashIcon } from '../../ui/icons.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { addablePeople, type DraftReviewer } from './reviewer-draft.ts';
import type { ProjectPerson } from './use-project-people.ts';

export interface ReviewersFieldProps {
  reviewers: DraftReviewer[];
  /** The project's people, who may be added. */
  people: readonly ProjectPerson[];
  /** Until the people are loaded, "Everyone is listed" would be wrong: the picker waits instead. */
  isReady: boolean;
  /** Names the list for screen readers, e.g. 'Reviewers to save'. */
  listLabel: string;
  /** Said while there is no reviewer; a template's stage says its reviewers may be chosen on each asset instead. */
  emptyText?: string;
  onChange: (reviewers: DraftReviewer[]) => void;
}

/** A draft's reviewers, each required or not, with the project's other people to add: shared by the reviewers, stages and templates editors. */
export function ReviewersField({ reviewers, people, isReady, listLabel, emptyText, onChange }: ReviewersFieldProps) {
  const intl = useIntl();
  const [candidateId, setCandidateId] = useState('');
  const candidates = addablePeople(people, { reviewers });

  const setRequired = (userId: number, required: boolean) => onChange(reviewers.map((reviewer) => (reviewer.user_id === userId ? { ...reviewer, required } : reviewer)));

  function handleAdd() {
    const person = candidates.find((candidate) => String(candidate.id) === candidateId);
    if (!person) return;
    onChange([...reviewers, { user_id: person.id, name: person.name, avatar: person.avatar, required: false }]);
    setCandidateId('');
  }

  return (
    <div className="flex flex-col gap-3">
      {reviewers.length === 0 ? (
        <p className="text-sm text-muted">{emptyText ?? intl.formatMessage({ id: 'review.reviewers.empty' })}</p>
      ) : (
        <ul aria-label={listLabel} className="flex flex-col gap-2">
          {reviewers.map((reviewer) => (
            <li key={reviewer.user_id} className="flex items-center gap-2">
              <Avatar name={reviewer.name} src={reviewer.avatar ? fileUrl(reviewer.avatar) : null} size="sm" />
              <span className="min-w-0 flex-1 truncate text-sm">{reviewer.name}</span>
              <CheckboxField
                label={intl.formatMessage({ id: 'review.reviewers.required' })}
                aria-label={intl.formatMessage({ id: 'review.reviewers.requiredNamed' }, { name: reviewer.name })}
                checked={reviewer.required}
                onChange={(event) => setRequired(reviewer.user_id, event.target.checked)}
              />
              <IconButton label={intl.formatMessage({ id: 'review.reviewers.remove' }, { name: reviewer.name })} className="size-8" onClick={() => onChange(reviewers.filter((item) => item.user_id !== reviewer.user_id))}>
                <TrashIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <SelectField label={intl.formatMessage({ id: 'review.reviewers.add' })} className="flex-1" value={candidateId} disabled={!isReady || candidates.length === 0} onChange={(event) => setCandidateId(event.target.value)}>
          <option value="">{intl.formatMessage({ id: isReady && candidates.length === 0 ? 'review.reviewers.everyone' : 'review.reviewers.choose' })}</option>
          {candidates.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" disabled={candidateId === ''} onClick={handleAdd}>
          <FormattedMessage id="review.reviewers.addButton" />
        </Button>
      </div>
    </div>
  );
}
