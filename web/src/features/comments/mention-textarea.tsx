import clsx from 'clsx';
import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { findMentionQuery, insertMention, matchPeople, type MentionPerson, type MentionQuery } from './mentions.ts';
import { MentionList } from './mention-list.tsx';
import { isSendKey } from './send-key.ts';

export interface MentionTextareaProps extends Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  /** Who '@' suggests. */
  people: readonly MentionPerson[];
}

export const TEXTAREA_CLASS = clsx(
  'block max-h-64 min-h-16 w-full min-w-0 resize-y rounded-md border border-line bg-surface px-3 py-2 text-sm text-fg placeholder:text-muted',
  'field-sizing-content aria-[invalid=true]:border-danger disabled:opacity-60',
);

/**
 * A textarea in which typing '@' suggests the project's people; choosing one inserts '@First Last'.
 * Arrow keys move through the suggestions, Enter or Tab picks, Escape closes them; other keys go to `onKeyDown`.
 */
export function MentionTextarea({ value, onValueChange, people, onKeyDown, className, ref: outerRef, ...props }: MentionTextareaProps) {
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  // The owner's ref (e.g. to give the focus back) sees the same element the caret logic uses.
  useImperativeHandle(outerRef, () => ref.current!, []);
  const pendingCaret = useRef<number | null>(null);
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const matches = mention ? matchPeople(people, mention.query).slice(0, 6) : [];
  const isOpen = matches.length > 0;

  // An edit field opens focused with the caret after the text, ready to type on.
  const hasAutoFocus = Boolean(props.autoFocus);
  useEffect(() => {
    const element = ref.current;
    if (hasAutoFocus && element) element.setSelectionRange(element.value.length, element.value.length);
  }, [hasAutoFocus]);

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !ref.current) return;
    ref.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [value]);

  function readQuery(element: HTMLTextAreaElement) {
    const next = findMentionQuery(element.value, element.selectionStart);
    setMention(next);
    if (next?.query !== mention?.query) setActive(0);
  }

  function choose(person: MentionPerson) {
    if (!mention) return;
    const next = insertMention(value, mention, person);
    pendingCaret.current = next.caret;
    setMention(null);
    onValueChange(next.text);
    ref.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (isOpen) {
      const moves: Record<string, () => void> = {
        ArrowDown: () => setActive((active + 1) % matches.length),
        ArrowUp: () => setActive((active - 1 + matches.length) % matches.length),
        Enter: () => choose(matches[active] ?? matches[0]!),
        Tab: () => choose(matches[active] ?? matches[0]!),
        Escape: () => setMention(null),
      };
      const move = moves[event.key];
      // Ctrl/Cmd+Enter sends the comment even while people are suggested.
      if (move && !event.shiftKey && !isSendKey(event)) {
        event.preventDefault();
        event.stopPropagation();
        move();
        return;
      }
    }
    onKeyDown?.(event);
  }

  return (
    <div className="relative">
      <textarea
        ref={ref}
        value={value}
        aria-autocomplete="list"
        aria-controls={isOpen ? listId : undefined}
        aria-activedescendant={isOpen ? `${listId}-${active}` : undefined}
        className={clsx(TEXTAREA_CLASS, className)}
        onChange={(event) => {
          onValueChange(event.target.value);
          readQuery(event.target);
        }}
        onSelect={(event) => readQuery(event.currentTarget)}
        onBlur={() => setMention(null)}
        onKeyDown={handleKeyDown}
        {...props}
      />
      {isOpen && <MentionList id={listId} people={matches} active={active} onChoose={choose} />}
    </div>
  );
}
