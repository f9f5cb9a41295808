import { useIntl } from 'react-intl';
import type { Comment } from '@review/contract/comments';
import { ResolvedNote } from './resolved-note.tsx';
import { ThreadList } from './thread-list.tsx';
import { ThreadScope, type ThreadScopeProps } from './thread-scope.tsx';

export interface ResolvedTabProps {
  threads: readonly Comment[];
  scope: ThreadScopeProps;
}

/** Resolved threads with who resolved them, when and in which version; Reopen moves one back at once. */
export function ResolvedTab({ threads, scope }: ResolvedTabProps) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-4">
      <ThreadScope {...scope} />
      <ThreadList
        threads={threads}
        label={intl.formatMessage({ id: 'asset.comments.resolved' })}
        empty={intl.formatMessage({ id: 'asset.comments.noResolved' })}
        noteOf={(thread) => <ResolvedNote comment={thread} />}
      />
    </div>
  );
}
