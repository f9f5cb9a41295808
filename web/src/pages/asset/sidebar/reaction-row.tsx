import { useIntl } from 'react-intl';
import clsx from 'clsx';
import { EmojiImage } from '../../../features/comments/emoji-image.tsx';
import type { ReactionGroup } from '../../../features/comments/group-reactions.ts';

export interface ReactionRowProps {
  groups: readonly ReactionGroup[];
  onToggle: (emoji: string) => void;
}

/** Reactions grouped by emoji with their counts and who gave them; a click gives or takes back one's own. */
export function ReactionRow({ groups, onToggle }: ReactionRowProps) {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {groups.map((group) => {
        // 'unit' lists read 'Ann, Bo, Cy' in English, as the names always did, and in each language's own way elsewhere.
        const who = intl.formatList(group.names, { type: 'unit', style: 'short' });
        return (
          <button
            key={group.emoji}
            type="button"
            aria-pressed={group.isMine}
            aria-label={intl.formatMessage({ id: 'asset.reactions.from' }, { emoji: group.emoji, count: group.count, who })}
            title={intl.formatMessage({ id: 'asset.reactions.title' }, { who, mine: group.isMine ? 'yes' : 'no' })}
            onClick={() => onToggle(group.emoji)}
            className={clsx(
              'inline-flex h-7 items-center gap-1 rounded-full border px-2 text-sm transition-colors',
              group.isMine ? 'border-accent bg-accent-soft text-accent-text' : 'border-line bg-subtle text-fg hover:border-muted/60',
            )}
          >
            <EmojiImage emoji={group.emoji} isDecorative className="size-4" />
            <span aria-hidden="true" className="text-xs font-medium tabular">
              {group.count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
