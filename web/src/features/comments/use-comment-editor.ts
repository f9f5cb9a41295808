import { useId, useState, type KeyboardEvent } from 'react';

/**
 * The rules of editing a comment in place, for members and guests alike: Enter saves unless the
 * trimmed text is empty (Shift+Enter is a new line), Esc cancels, and saving unchanged text just closes.
 */
export function useCommentEditor({ initial, isPending, onSave, onClose }: { initial: string; isPending: boolean; onSave: (content: string) => void; onClose: () => void }) {
  const [text, setText] = useState(initial);
  const hintId = useId();
  const content = text.trim();

  function save() {
    if (!content || isPending) return;
    if (content === initial) return onClose();
    onSave(content);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  }

  return { text, setText, content, hintId, save, handleKeyDown };
}
