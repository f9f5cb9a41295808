import type { UseQueryResult } from '@tanstack/react-query';
import type { Variation } from '@review/contract/assets';
import type { Comment } from '@review/contract/comments';
import { AddCommentButton } from './add-comment-button.tsx';
import { ThreadList } from './thread-list.tsx';
import { VariationScope } from './variation-scope.tsx';

export interface CommentsTabProps {
  query: UseQueryResult<Comment[]>;
  threads: readonly Comment[];
  variation: Variation | undefined;
  isAllVariations: boolean;
  onAllVariationsChange: (value: boolean) => void;
}

/** Open threads, oldest first, with 'Add a comment' above them. */
export function CommentsTab({ query, threads, variation, isAllVariations, onAllVariationsChange }: CommentsTabProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {variation ? <AddCommentButton variation={variation} /> : <span />}
        <VariationScope checked={isAllVariations} onChange={onAllVariationsChange} />
      </div>
      <ThreadList query={query} threads={threads} label="Open comments" empty="No comments yet — draw on the image or add a comment" />
    </div>
  );
}
