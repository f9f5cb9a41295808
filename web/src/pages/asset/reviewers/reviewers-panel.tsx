import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Asset } from '@review/contract/assets';
import { decisionControlsOf } from '../../../features/reviews/decision-controls.ts';
import { useReview } from '../../../features/reviews/use-review.ts';
import { useCurrentUser } from '../../../features/session/use-session.ts';
import { useStages } from '../../../features/stages/use-stages.ts';
import { describeError } from '../../../lib/api-error.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { DecisionArea } from './decision-area.tsx';
import { useMemberDecider } from './use-member-decider.ts';
import { EarlierVersions } from './earlier-versions.tsx';
import { ReviewEditor } from './review-editor.tsx';
import { SingleStageSummary } from './single-stage-summary.tsx';
import { StageReviewers } from './stage-reviewers.tsx';
import { StageStepper } from './stage-stepper.tsx';
import { StagesDialog } from './stages-editor/stages-dialog.tsx';
import { StagesSummary } from './stages-summary.tsx';

/**
 * Who reviews the asset and where each stands on the newest version: a review of one stage as it
 * always read, or a stepper of its stages. Reviewers decide in their open stage on the version on
 * screen when it is the newest; managers edit the reviewers (of a single stage) and the stages.
 */
export function ReviewersPanel({ asset, versionOnScreenId }: { asset: Asset; versionOnScreenId: number | undefined }) {
  const intl = useIntl();
  const user = useCurrentUser();
  const query = useReview(asset.id);
  const stagesQuery = useStages(asset.id);
  const decide = useMemberDecider(asset.id);
  const [isEditing, setIsEditing] = useState(false);
  const [isEditingStages, setIsEditingStages] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const stagesRef = useRef<HTMLButtonElement>(null);

  if (query.isPending || stagesQuery.isPending)
    return (
      <p className="text-sm text-muted">
        <FormattedMessage id="asset.common.loading" />
      </p>
    );
  if (query.error) return <LoadError message={intl.formatMessage({ id: 'asset.reviewers.loadError' }, { message: describeError(query.error) })} onRetry={() => void query.refetch()} />;
  if (stagesQuery.error) return <LoadError message={intl.formatMessage({ id: 'asset.stages.loadError' }, { message: describeError(stagesQuery.error) })} onRetry={() => void stagesQuery.refetch()} />;
  const review = query.data;
  const list = stagesQuery.data;
  const isStaged = list.data.length > 1;
  const controls = decisionControlsOf(review, list.data, user.id, versionOnScreenId);

  function closeEditor() {
    setIsEditing(false);
    // The form held the focus and goes away; its button comes back on the next frame and takes it.
    requestAnimationFrame(() => editRef.current?.focus());
  }

  return (
    <div className="flex flex-col gap-4">
      {isStaged ? <StagesSummary list={list} version={review.version} /> : <SingleStageSummary assetId={asset.id} review={review} stage={list.data[0]} canManage={list.can_manage} />}
      <DecisionArea controls={controls} decide={decide} version={review.version} isStaged={isStaged} />

      {isStaged ? (
        <StageStepper assetId={asset.id} stages={list.data} newestVersion={review.version} userId={user.id} canManage={list.can_manage} />
      ) : isEditing ? (
        <ReviewEditor assetId={asset.id} projectId={asset.project_id} review={review} onDone={closeEditor} />
      ) : review.reviewers.length > 0 || review.guest_decisions.length > 0 ? (
        <StageReviewers label={intl.formatMessage({ id: 'asset.reviewers.title' })} reviewers={review.reviewers} guests={review.guest_decisions} userId={user.id} />
      ) : (
        <p className="text-sm text-muted">
          <FormattedMessage id="asset.reviewers.nobody" />
        </p>
      )}

      {!isEditing && (review.can_manage || list.can_manage) && (
        <div className="flex flex-wrap gap-2">
          {!isStaged && review.can_manage && (
            <Button ref={editRef} variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
              <FormattedMessage id={review.reviewers.length > 0 ? 'asset.reviewers.edit' : 'asset.reviewers.add'} />
            </Button>
          )}
          {list.can_manage && (
            <Button ref={stagesRef} variant="secondary" size="sm" onClick={() => setIsEditingStages(true)}>
              <FormattedMessage id="asset.stages.edit" />
            </Button>
          )}
        </div>
      )}
      {isEditingStages && <StagesDialog assetId={asset.id} projectId={asset.project_id} list={list} returnFocusTo={stagesRef} onClose={() => setIsEditingStages(false)} />}

      <EarlierVersions assetId={asset.id} newestVersionId={review.version_id} isStaged={isStaged} />
    </div>
  );
}
