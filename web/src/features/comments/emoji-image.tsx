import clsx from 'clsx';
import { useState } from 'react';
import { emojiFileName, emojiUrlOf } from './emoji-file.ts';

export interface EmojiImageProps {
  emoji: string;
  className?: string;
  /** Inside a control that already says which emoji it is: the picture is then left out of the accessible name. */
  isDecorative?: boolean;
}

/**
 * An emoji drawn as its picture (Noto, served by us), so it reads the same on every machine, with or
 * without an emoji font; an emoji we have no picture for is shown as text.
 */
export function EmojiImage({ emoji, className, isDecorative = false }: EmojiImageProps) {
  const [isMissing, setIsMissing] = useState(false);
  if (isMissing) {
    return (
      <span aria-hidden={isDecorative || undefined} className={className}>
        {emoji}
      </span>
    );
  }
  return (
    <img
      src={emojiUrlOf(emojiFileName(emoji))}
      alt={isDecorative ? '' : emoji}
      draggable={false}
      loading="lazy"
      onError={() => setIsMissing(true)}
      className={clsx('inline-block shrink-0 select-none', className)}
    />
  );
}
