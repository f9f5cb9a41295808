import clsx from 'clsx';
import { fileUrl } from '../../lib/format.ts';
import { Avatar, type AvatarProps } from '../../ui/avatar.tsx';
import type { ReviewState } from '@review/contract/reviews';
import { DecisionMark } from './decision-mark.tsx';

export interface ReviewerAvatarProps {
  name: string;
  avatar: string | null;
  decision: ReviewState;
  size?: AvatarProps['size'];
}

/** A reviewer's avatar with their decision's mark on its lower right. */
export function ReviewerAvatar({ name, avatar, decision, size = 'sm' }: ReviewerAvatarProps) {
  return (
    <span className="relative inline-flex shrink-0 self-start">
      <Avatar name={name} src={avatar ? fileUrl(avatar) : null} size={size} />
      <DecisionMark decision={decision} isSmall={size === 'xs'} className={clsx('absolute ring-2 ring-surface', size === 'xs' ? '-end-1.5 -bottom-1' : '-end-1 -bottom-1')} />
    </span>
  );
}
