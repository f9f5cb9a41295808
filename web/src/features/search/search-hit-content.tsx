import type { ReactNode } from 'react';
import { fileUrl } from '../../lib/format.ts';
import { CommentIcon, FolderIcon, ImageIcon } from '../../ui/icons.tsx';
import { HighlightedText } from './highlighted-text.tsx';
import type { HitKind, SearchHit } from './search-hits.ts';

const ICONS: Record<HitKind, () => ReactNode> = { project: FolderIcon, asset: ImageIcon, comment: CommentIcon };

/**
 * What one hit shows, inside the link or option that holds it: a thumbnail or the kind's icon, the
 * name (marked when the name matched) and where it lives, and the matching text when it is not the name.
 */
export function SearchHitContent({ hit }: { hit: SearchHit }) {
  const Icon = ICONS[hit.kind];
  const isNameMatch = hit.excerpt === hit.title;
  return (
    <span className="flex min-w-0 items-start gap-3">
      {hit.thumbnail ? (
        <img src={fileUrl(hit.thumbnail)} alt="" loading="lazy" className="size-10 shrink-0 rounded border border-line bg-subtle object-cover" />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded border border-line bg-subtle text-muted">
          <Icon />
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="truncate font-medium text-fg">{isNameMatch ? <HighlightedText text={hit.title} highlights={hit.highlights} /> : hit.title}</span>
        {hit.context && <span className="truncate text-xs text-muted">in {hit.context}</span>}
        {!isNameMatch && (
          <span className="line-clamp-2 text-sm break-words text-muted">
            <HighlightedText text={hit.excerpt} highlights={hit.highlights} />
          </span>
        )}
      </span>
    </span>
  );
}
