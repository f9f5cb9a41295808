/** An emoji's picture name as emoji-datasource writes it: its code points in lower-case hex, joined by '-' ('❤️' → '2764-fe0f'). */
export function emojiFileName(emoji: string): string {
  return Array.from(emoji, (char) => char.codePointAt(0)!.toString(16)).join('-');
}

/** The URL of an emoji's picture on our own origin, by emoji-picker-react's name for it (`unified`). */
export const emojiUrlOf = (unified: string) => `${__EMOJI_BASE__}${unified}.png`;
