import { useRef, useState } from 'react';
import type { Asset } from '@review/contract/assets';
import { useReviewParams } from '../../../features/assets/review-params.ts';
import { decisionControlsOf } from '../../../features/reviews/decision-controls.ts';
import { DueDateLabel } from '../../../features/reviews/due-date-label.tsx';
import { RULE_LABELS, describeOutcome } from '../../../features/reviews/review-labels.ts';
import { useReview } from '../../../features/reviews/use-review.ts';
import { useCurrentUser } from '../../../features/session/use-session.ts';
import { describeError } from '../../../lib/api-error.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { EarlierVersions } from './earlier-versions.tsx';
import { MyDecision } from './my-decision.tsx';
import { ReviewEditor } from './review-editor.tsx';
import { ReviewerRow } from './reviewer-row.tsx';

/**
 * Who reviews the asset (guests who decided through a review link too) and where each stands on the
 * newest version, the rule and the due date;
 * managers edit them, reviewers decide on the version on screen when it is the newest.
 */
export function ReviewersPanel({ asset, versionOnScreenId }: { asset: Asset; versionOnScreenId: number | undefined }) {
  const user = useCurrentUser();
  const { update } = useReviewParams();
  const query = useReview(asset.id);
  const [isEditing, setIsEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);

  if (query.isPending) return <p className="text-sm text-muted">Loading...</p>;
  if (query.error) return <LoadError message={`Error loading reviewers: ${describeError(query.error)}`} onRetry={() => void query.refetch()} />;
  const review = query.data;
  const controls = decisionControlsOf(review, user.id, versionOnScreenId);

  function closeEditor() {
    setIsEditing(false);
    // The form held the focus and goes away; its button comes back on the next frame and takes it.
    requestAnimationFrame(() => editRef.current?.focus());
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 rounded-lg bg-subtle p-3">
        <p className="text-sm font-medium">{describeOutcome(review)}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">Rule</dt>
          <dd>{RULE_LABELS[review.rule]}</dd>
          <dt className="text-muted">Due date</dt>
          <dd>{review.due_date ? <DueDateLabel dueDate={review.due_date} overdue={review.overdue} /> : <span className="text-muted">No due date</span>}</dd>
        </dl>
      </div>

      {controls.kind === 'decide' && review.version !== null && <MyDecision assetId={asset.id} versionId={controls.versionId} version={review.version} current={controls.current} />}
      {controls.kind === 'older' && (
        <div className="flex flex-col items-start gap-2 rounded-lg border border-line p-3 text-sm">
          <p>Decisions are about the newest version, version {controls.newestVersion}. You are looking at an older one.</p>
          <Button size="sm" variant="secondary" onClick={() => update({ version: controls.newestVersionId, variation: null, comment: null })}>
            Show version {controls.newestVersion}
          </Button>
        </div>
      )}

      {isEditing ? (
        <ReviewEditor assetId={asset.id} projectId={asset.project_id} review={review} onDone={closeEditor} />
      ) : (
        <>
          {review.reviewers.length > 0 || review.guest_decisions.length > 0 ? (
            <ul aria-label="Reviewers" className="flex flex-col">
              {review.reviewers.map((reviewer) => (
                <ReviewerRow
                  key={reviewer.user_id}
                  name={`${reviewer.first_name} ${reviewer.last_name}`.trim()}
                  tag={reviewer.user_id === user.id ? 'you' : undefined}
                  reviewer={reviewer}
                />
              ))}
              {review.guest_decisions.map((guest) => (
                <ReviewerRow key={`guest-${guest.name}-${guest.decided_at}`} name={guest.name} tag="guest" reviewer={{ ...guest, avatar: null, required: false }} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">Nobody has been asked to review this asset yet.</p>
          )}
          {review.can_manage && (
            <Button ref={editRef} variant="secondary" size="sm" className="self-start" onClick={() => setIsEditing(true)}>
              {review.reviewers.length > 0 ? 'Edit reviewers' : 'Add reviewers'}
            </Button>
          )}
        </>
      )}

      <EarlierVersions assetId={asset.id} newestVersionId={review.version_id} />
    </div>
  );
}
