import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { REVIEW_NOTE_MAX, type Decision, type ReviewState } from '@review/contract/reviews';
import { useDecide } from '../../../features/reviews/use-decide.ts';
import { describeError } from '../../../lib/api-error.ts';
import { Button } from '../../../ui/button.tsx';
import { SaveCancel } from '../../../ui/save-cancel.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';

const STANDING: Record<ReviewState, string> = {
  pending: 'You have not decided yet.',
  approved: 'You approved this version. You can still change your mind.',
  changes_requested: 'You asked for changes. You can still change your mind.',
};

export interface MyDecisionProps {
  assetId: number;
  versionId: number;
  version: number;
  current: ReviewState;
}

/** The signed-in reviewer's Approve and Request changes (with an optional note) on the newest version. */
export function MyDecision({ assetId, versionId, version, current }: MyDecisionProps) {
  const decide = useDecide(assetId);
  const [isRequesting, setIsRequesting] = useState(false);
  const [note, setNote] = useState('');
  const headingId = useId();
  const formId = useId();
  const requestRef = useRef<HTMLButtonElement>(null);

  const send = (decision: Decision, text?: string) =>
    decide.mutate(
      { decision, version_id: versionId, ...(text ? { note: text } : {}) },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          setIsRequesting(false);
          setNote('');
        },
        onError: (error) => toast.error('Decision not recorded', { description: describeError(error) }),
      },
    );

  function handleCancel() {
    setIsRequesting(false);
    requestRef.current?.focus();
  }

  function handleRequest(event: FormEvent) {
    event.preventDefault();
    send('changes_requested', note.trim());
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <div className="flex flex-col gap-0.5">
        <h3 id={headingId} className="text-sm font-semibold">
          Your decision on version {version}
        </h3>
        <p className="text-sm text-muted">{STANDING[current]}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={decide.isPending || current === 'approved'} onClick={() => send('approved')}>
          Approve
        </Button>
        <Button
          ref={requestRef}
          size="sm"
          variant="secondary"
          disabled={decide.isPending}
          aria-expanded={isRequesting}
          aria-controls={isRequesting ? formId : undefined}
          onClick={() => setIsRequesting(!isRequesting)}
        >
          Request changes
        </Button>
      </div>
      {isRequesting && (
        <form id={formId} aria-label="Request changes" onSubmit={handleRequest} className="flex flex-col gap-2">
          <TextAreaField label="Note (optional)" value={note} maxLength={REVIEW_NOTE_MAX} autoFocus onChange={(event) => setNote(event.target.value)} placeholder="What should change?" />
          <SaveCancel label="Send request" pendingLabel="Sending..." isPending={decide.isPending} onCancel={handleCancel} />
        </form>
      )}
    </section>
  );
}
