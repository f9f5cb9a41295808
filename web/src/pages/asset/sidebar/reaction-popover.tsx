import clsx from 'clsx';
import * as Popover from '@radix-ui/react-popover';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { QUICK_REACTIONS } from '@review/contract/comments';
import { SmileIcon } from '../../../features/comments/comment-icons.tsx';
import { EmojiImage } from '../../../features/comments/emoji-image.tsx';
import { lazyComponent } from '../../../ui/lazy-component.ts';

const fullPicker = lazyComponent(() => import('./full-emoji-picker.tsx').then((m) => m.FullEmojiPicker));

/** 'Add reaction': the 19 quick emoji, or in their place the full picker (loaded on first use) after 'More emoji'. */
export function ReactionPopover({ onPick }: { onPick: (emoji: string) => void }) {
  const intl = useIntl();
  const [isOpen, setIsOpen] = useState(false);
  const [isFull, setIsFull] = useState(false);

  function pick(emoji: string) {
    onPick(emoji);
    setIsOpen(false);
  }

  return (
    <Popover.Root
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) setIsFull(false);
      }}
    >
      <Popover.Trigger
        aria-label={intl.formatMessage({ id: 'asset.reactions.add' })}
        title={intl.formatMessage({ id: 'asset.reactions.add' })}
        className="inline-flex h-7 items-center gap-0.5 rounded-md px-1.5 text-muted transition-colors hover:bg-subtle hover:text-fg data-[state=open]:bg-subtle data-[state=open]:text-fg"
      >
        <SmileIcon />
        <span aria-hidden="true" className="text-xs">+</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={intl.formatMessage({ id: 'asset.reactions.label' })}
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className={clsx(
            'z-50 flex max-h-[calc(100dvh-1rem)] max-w-[calc(100vw-1rem)] flex-col gap-2 overflow-y-auto rounded-lg text-fg shadow-lg',
            isFull ? 'bg-transparent' : 'border border-line bg-surface p-2',
          )}
        >
          {isFull ? (
            <div className="shrink-0">
              <Suspense fallback={<p className="p-2 text-sm text-muted">{intl.formatMessage({ id: 'asset.common.loading' })}</p>}>
                <fullPicker.Component onPick={pick} />
              </Suspense>
            </div>
          ) : (
            <>
              <div role="group" aria-label={intl.formatMessage({ id: 'asset.reactions.quick' })} className="grid grid-cols-7 gap-0.5">
                {QUICK_REACTIONS.map((emoji) => (
                  <button
                    key={emoji}
                    type="button"
                    aria-label={intl.formatMessage({ id: 'asset.reactions.reactWith' }, { emoji })}
                    onClick={() => pick(emoji)}
                    className="inline-flex size-9 items-center justify-center rounded-md hover:bg-subtle"
                  >
                    <EmojiImage emoji={emoji} isDecorative className="size-6" />
                  </button>
                ))}
              </div>
              <button
                type="button"
                onPointerEnter={fullPicker.preload}
                onFocus={fullPicker.preload}
                onClick={() => setIsFull(true)}
                className="h-8 rounded-md text-sm font-medium text-accent-text hover:bg-subtle"
              >
                {intl.formatMessage({ id: 'asset.reactions.more' })}
              </button>
            </>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
