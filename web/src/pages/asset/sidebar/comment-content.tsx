import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { splitChips } from '../../../features/inspect/check-chip.ts';
import { CheckChipView } from '../../../features/inspect/check-chip-view.tsx';
import { useReviewSource } from '../source/review-source.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The comment's words as plain text (never markup), with '@First Last' mentions of project people set
 * off (for a member; a link's guest is shown no one's name to mention), and design-check results ('[Contrast: …]', plain text on the wire) drawn as chips.
 */
export function CommentContent({ text }: { text: string }) {
  const intl = useIntl();
  const { marks, team } = useReviewSource();
  if (!text) return <p className="text-sm text-muted italic">{intl.formatMessage({ id: 'asset.comment.noText' })}</p>;
  const names = [...(team ? [`${team.user.first_name} ${team.user.last_name}`] : []), ...marks.people.map((person) => person.name)].filter(Boolean).map((name) => `@${escapeRegExp(name)}`);
  const mentionPattern = names.length ? new RegExp(`(${names.join('|')})`, 'g') : null;
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {splitChips(text).map((run, runIndex) =>
        run.type === 'chip' ? (
          <CheckChipView key={runIndex} label={run.label} colours={run.colours} />
        ) : (
          (mentionPattern ? run.text.split(mentionPattern) : [run.text]).map((part, index) =>
            index % 2 === 1 ? (
              <span key={`${runIndex}-${index}`} className="rounded bg-accent-soft px-0.5 font-medium text-accent-text">
                {part}
              </span>
            ) : (
              <Fragment key={`${runIndex}-${index}`}>{part}</Fragment>
            ),
          )
        ),
      )}
    </p>
  );
}
