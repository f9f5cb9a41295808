import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Review, ReviewRule } from '@review/contract/reviews';
import { addablePeople, bodyOf, draftOf, type ReviewDraft } from '../../../features/reviews/reviewer-draft.ts';
import { RULE_LABELS } from '../../../features/reviews/review-labels.ts';
import { useProjectPeople } from '../../../features/reviews/use-project-people.ts';
import { useUpdateReview } from '../../../features/reviews/use-update-review.ts';
import { describeError } from '../../../lib/api-error.ts';
import { fileUrl } from '../../../lib/format.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { Button } from '../../../ui/button.tsx';
import { SaveCancel } from '../../../ui/save-cancel.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { TextField } from '../../../ui/field.tsx';
import { TrashIcon } from '../../../ui/icons.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';
import { SelectField } from '../../../ui/select-field.tsx';

export interface ReviewEditorProps {
  assetId: number;
  projectId: number;
  review: Review;
  onDone: () => void;
}

/** Reviewers (added from the project's people, each required or not), the rule and the due date, saved together. */
export function ReviewEditor({ assetId, projectId, review, onDone }: ReviewEditorProps) {
  const [draft, setDraft] = useState<ReviewDraft>(() => draftOf(review));
  const [candidateId, setCandidateId] = useState('');
  const { people, isReady } = useProjectPeople(projectId);
  const update = useUpdateReview(assetId);
  const addSelectId = useId();
  const candidates = addablePeople(people, draft);

  const change = (next: Partial<ReviewDraft>) => setDraft((current) => ({ ...current, ...next }));
  const setRequired = (userId: number, required: boolean) =>
    change({ reviewers: draft.reviewers.map((reviewer) => (reviewer.user_id === userId ? { ...reviewer, required } : reviewer)) });

  function handleAdd() {
    const person = candidates.find((candidate) => String(candidate.id) === candidateId);
    if (!person) return;
    change({ reviewers: [...draft.reviewers, { user_id: person.id, name: person.name, avatar: person.avatar, required: false }] });
    setCandidateId('');
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate(bodyOf(draft), {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onDone();
      },
      onError: (error) => toast.error('Reviewers not saved', { description: describeError(error) }),
    });
  }

  return (
    <form aria-label="Edit reviewers" onSubmit={handleSubmit} className="flex flex-col gap-4 rounded-lg border border-line p-3">
      {draft.reviewers.length === 0 ? (
        <p className="text-sm text-muted">No reviewers yet — add a project member below.</p>
      ) : (
        <ul aria-label="Reviewers to save" className="flex flex-col gap-2">
          {draft.reviewers.map((reviewer) => (
            <li key={reviewer.user_id} className="flex items-center gap-2">
              <Avatar name={reviewer.name} src={reviewer.avatar ? fileUrl(reviewer.avatar) : null} size="sm" />
              <span className="min-w-0 flex-1 truncate text-sm">{reviewer.name}</span>
              <CheckboxField
                label="Required"
                aria-label={`Required: ${reviewer.name}`}
                checked={reviewer.required}
                onChange={(event) => setRequired(reviewer.user_id, event.target.checked)}
              />
              <IconButton label={`Remove ${reviewer.name}`} className="size-8" onClick={() => change({ reviewers: draft.reviewers.filter((item) => item.user_id !== reviewer.user_id) })}>
                <TrashIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <SelectField
          id={addSelectId}
          label="Add a reviewer"
          className="flex-1"
          value={candidateId}
          disabled={!isReady || candidates.length === 0}
          onChange={(event) => setCandidateId(event.target.value)}
        >
          <option value="">{isReady && candidates.length === 0 ? 'Everyone is listed' : 'Choose a member'}</option>
          {candidates.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" disabled={candidateId === ''} onClick={handleAdd}>
          Add
        </Button>
      </div>
      <SelectField label="Rule" value={draft.rule} onChange={(event) => change({ rule: event.target.value as ReviewRule })} hint="Who must approve before the asset moves to Approved. With no required reviewer, every reviewer counts.">
        {(Object.keys(RULE_LABELS) as ReviewRule[]).map((rule) => (
          <option key={rule} value={rule}>
            {RULE_LABELS[rule]}
          </option>
        ))}
      </SelectField>
      <div className="flex items-end gap-2">
        <TextField label="Due date" type="date" className="flex-1" value={draft.dueDate} onChange={(event) => change({ dueDate: event.target.value })} />
        <Button variant="secondary" disabled={draft.dueDate === ''} onClick={() => change({ dueDate: '' })}>
          Clear
        </Button>
      </div>
      <SaveCancel label="Save" pendingLabel="Saving..." isPending={update.isPending} onCancel={onDone} />
    </form>
  );
}
