import { Fragment } from 'react';
import { useReviewContext } from './review-context.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The comment's words as plain text (never markup), with '@First Last' mentions of project people set off. */
export function CommentContent({ text }: { text: string }) {
  const { people, user } = useReviewContext();
  if (!text) return <p className="text-sm text-muted italic">No text</p>;
  const names = [`${user.first_name} ${user.last_name}`, ...people.map((person) => person.name)].filter(Boolean).map((name) => `@${escapeRegExp(name)}`);
  const parts = names.length ? text.split(new RegExp(`(${names.join('|')})`, 'g')) : [text];
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="rounded bg-accent-soft px-0.5 font-medium text-accent-text">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}
