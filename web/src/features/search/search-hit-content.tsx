import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { fileUrl } from '../../lib/format.ts';
import { CommentIcon, FolderIcon, ImageIcon } from '../../ui/icons.tsx';
import { HighlightedText } from './highlighted-text.tsx';
import type { HitKind, SearchHit } from './search-hits.ts';

const ICONS: Record<HitKind, () => ReactNode> = { project: FolderIcon, asset: ImageIcon, comment: CommentIcon };

/**
 * What one hit shows, inside the link or option that holds it: a thumbnail or the kind's icon, then
 * the marked text and where it lives. A comment leads with its own words, named by its asset; a
 * project or asset with its name, and the matching description or file name under it when the name did not match.
 */
export function SearchHitContent({ hit }: { hit: SearchHit }) {
  const intl = useIntl();
  const Icon = ICONS[hit.kind];
  const marked = <HighlightedText text={hit.excerpt} highlights={hit.highlights} />;
  const isComment = hit.kind === 'comment';
  const isNameMatch = hit.excerpt === hit.title;
  const where = isComment ? intl.formatMessage({ id: 'review.search.commentWhere' }, { title: hit.title, context: hit.context }) : hit.context && intl.formatMessage({ id: 'review.search.where' }, { context: hit.context });
  return (
    <span className="flex min-w-0 items-center gap-3">
      {hit.thumbnail ? (
        <img src={fileUrl(hit.thumbnail)} alt="" loading="lazy" className="size-10 shrink-0 rounded border border-line bg-subtle object-cover" />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded border border-line bg-subtle text-muted">
          <Icon />
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        {isComment ? (
          <span className="line-clamp-2 break-words text-fg">{marked}</span>
        ) : (
          <span className="truncate font-medium text-fg">{isNameMatch ? marked : hit.title}</span>
        )}
        {!isComment && !isNameMatch && <span className="line-clamp-2 text-sm break-words text-muted">{marked}</span>}
        {where && <span className="truncate text-xs text-muted">{where}</span>}
      </span>
    </span>
  );
}
