import EmojiPicker, { EmojiStyle, SuggestionMode } from 'emoji-picker-react';
import { emojiUrlOf } from '../../../features/comments/emoji-file.ts';
import { useTheme } from '../../../features/theme/use-theme.ts';

/**
 * The full emoji picker (spec section 9): categories, search ('No results found'), recently used,
 * skin tones; 350 by 450, narrower only when the screen is. Loaded on first use, never in the first load;
 * its pictures are fetched as they scroll into view.
 */
export function FullEmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const theme = useTheme();
  return (
    <EmojiPicker
      colorScheme={theme}
      width="min(350px, calc(100vw - 2rem))"
      height={450}
      suggestedEmojisMode={SuggestionMode.RECENT}
      lazyLoadEmojis
      // Noto's pictures from our own origin, as the reactions show them, whatever fonts the machine has.
      emojiStyle={EmojiStyle.GOOGLE}
      getEmojiUrl={emojiUrlOf}
      onEmojiClick={(data) => onPick(data.emoji)}
    />
  );
}
