import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { Review } from '@review/contract/reviews';
import { bodyOf, draftOf, type ReviewDraft } from '../../../features/reviews/reviewer-draft.ts';
import { ReviewersField } from '../../../features/reviews/reviewers-field.tsx';
import { RuleField } from '../../../features/reviews/rule-field.tsx';
import { useProjectPeople } from '../../../features/reviews/use-project-people.ts';
import { useUpdateReview } from '../../../features/reviews/use-update-review.ts';
import { describeError } from '../../../lib/api-error.ts';
import { Button } from '../../../ui/button.tsx';
import { SaveCancel } from '../../../ui/save-cancel.tsx';
import { TextField } from '../../../ui/field.tsx';

export interface ReviewEditorProps {
  assetId: number;
  projectId: number;
  review: Review;
  onDone: () => void;
}

/** Reviewers (added from the project's people, each required or not), the rule and the due date, saved together. */
export function ReviewEditor({ assetId, projectId, review, onDone }: ReviewEditorProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<ReviewDraft>(() => draftOf(review));
  const { people, isReady } = useProjectPeople(projectId);
  const update = useUpdateReview(assetId);

  const change = (next: Partial<ReviewDraft>) => setDraft((current) => ({ ...current, ...next }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate(bodyOf(draft), {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onDone();
      },
      onError: (error) => toast.error(intl.formatMessage({ id: 'asset.reviewers.notSaved' }), { description: describeError(error) }),
    });
  }

  return (
    <form aria-label={intl.formatMessage({ id: 'asset.reviewers.edit' })} onSubmit={handleSubmit} className="flex flex-col gap-4 rounded-lg border border-line p-3">
      <ReviewersField reviewers={draft.reviewers} people={people} isReady={isReady} listLabel={intl.formatMessage({ id: 'asset.reviewers.toSave' })} onChange={(reviewers) => change({ reviewers })} />
      <RuleField value={draft.rule} onChange={(rule) => change({ rule })} hint={intl.formatMessage({ id: 'asset.reviewers.ruleHint' })} />
      <div className="flex items-end gap-2">
        <TextField label={intl.formatMessage({ id: 'asset.reviewers.dueDate' })} type="date" className="flex-1" value={draft.dueDate} onChange={(event) => change({ dueDate: event.target.value })} />
        <Button variant="secondary" disabled={draft.dueDate === ''} onClick={() => change({ dueDate: '' })}>
          <FormattedMessage id="asset.reviewers.clear" />
        </Button>
      </div>
      <SaveCancel label={intl.formatMessage({ id: 'asset.common.save' })} pendingLabel={intl.formatMessage({ id: 'asset.common.saving' })} isPending={update.isPending} onCancel={onDone} />
    </form>
  );
}
